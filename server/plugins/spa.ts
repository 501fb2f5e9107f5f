// Serves the built SPA from STATIC_DIR, with history fallback: a browser navigating to any non-API path
// (/play/Football, /auth/, /admin/...) gets index.html and the SPA's router takes it from there.
// Everything else that matches nothing gets the JSON 404 every API error has.
// The build leaves a brotli (.br) and a gzip (.gz) copy beside each text file where it is smaller
// (scripts/precompress.ts); a client that accepts one gets it, with the original's type and caching.
// index.html itself is served by path, with the preload links of the screen it opens (index-pages.ts).
// /admin and /admin/* are the admin app, a page of its own (dist/admin/index.html; docs/admin.md).
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '#server/http/api-error.ts';
import { varyOnAcceptEncoding } from '#server/http/content-encoding.ts';
import { createIndexPages } from '#server/http/index-pages.ts';

interface SpaOptions {
  /** Absolute path of the built SPA (Vite's dist/). */
  staticDir: string;
}

const immutableCache = 'public, max-age=31536000, immutable';
/** Revalidate every time: the file keeps its name across builds, so a cached copy may be stale. */
const revalidateCache = 'no-cache';

const spaNotBuiltPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Longshot: the web app is not built</title></head>
  <body>
    <h1>The Longshot web app is not built yet</h1>
    <p>The API server is running, but there is no built SPA to serve. Run <code>npm run build</code>
    (or <code>npm start</code>, which builds first) and reload this page.</p>
  </body>
</html>
`;

function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/** The admin app's paths: /admin itself and everything under /admin/. */
function isAdminAppPath(path: string): boolean {
  return /^\/admin(\/|$)/iu.test(path);
}

function isBrowserNavigation(request: FastifyRequest, path: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !isApiPath(path)
  );
}

export default fp<SpaOptions>(
  async (fastify, { staticDir }) => {
    // Vite names every file under assets/ by its content hash: a changed file is a new URL.
    const assetsDir = join(staticDir, 'assets') + sep;
    const indexPages = createIndexPages(staticDir);
    const adminPages = createIndexPages(join(staticDir, 'admin'));

    await fastify.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      cacheControl: false,
      // A missing STATIC_DIR is normal before the first build; navigations then explain what to do.
      suppressWarning: true,
      // '/' is served below: its index.html names the landing's chunks.
      index: false,
      // Serves file.br or file.gz by the request's Accept-Encoding (q=0 honoured), with Vary.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsDir) ? immutableCache : revalidateCache);
      },
    });

    /** index.html for `path`, with its screen's preloads; the explanation page before a build. */
    async function sendIndex(request: FastifyRequest, reply: FastifyReply, path: string) {
      const pages = isAdminAppPath(path) ? adminPages : indexPages;
      const indexHtml = await pages.page(path, request.headers['accept-encoding']);
      reply.header('cache-control', revalidateCache).type('text/html; charset=utf-8');
      if (indexHtml) {
        reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
        if (indexHtml.encoding) reply.header('content-encoding', indexHtml.encoding);
        return reply.send(indexHtml.body);
      }
      return reply.code(503).send(spaNotBuiltPage);
    }

    // The root is the landing page for every client, as a static index.html would be.
    fastify.route({
      method: ['GET', 'HEAD'],
      url: '/',
      schema: { hide: true },
      handler: (request, reply) => sendIndex(request, reply, '/'),
    });

    // The admin app's root: dist/admin/ is a folder, which the static files would refuse (403).
    fastify.route({
      method: ['GET', 'HEAD'],
      url: '/admin/',
      schema: { hide: true },
      handler: (request, reply) => sendIndex(request, reply, '/admin/'),
    });

    fastify.setNotFoundHandler(
      { preHandler: fastify.rateLimit() },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?', 1)[0] ?? '/';
        if (isBrowserNavigation(request, path)) return sendIndex(request, reply, path);
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send(apiError(404, 'routeNotFound', { method: request.method, path }));
      },
    );
  },
  { name: 'spa', dependencies: ['rate-limit'] },
);
