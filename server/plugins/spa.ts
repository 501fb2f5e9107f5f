// Serves the built SPA from STATIC_DIR, with history fallback: a browser navigating to any non-API path
// (/play/Football, /auth/, /admin/...) gets index.html and the SPA's router takes it from there.
// Everything else that matches nothing gets the JSON 404 every API error has.
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '#server/http/api-error.ts';

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

function isBrowserNavigation(request: FastifyRequest, path: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !isApiPath(path)
  );
}

async function readIndexHtml(staticDir: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(staticDir, 'index.html'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export default fp<SpaOptions>(
  async (fastify, { staticDir }) => {
    // Vite names every file under assets/ by its content hash: a changed file is a new URL.
    const assetsDir = join(staticDir, 'assets') + sep;

    await fastify.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      cacheControl: false,
      // A missing STATIC_DIR is normal before the first build; navigations then explain what to do.
      suppressWarning: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsDir) ? immutableCache : revalidateCache);
      },
    });

    fastify.setNotFoundHandler(
      { preHandler: fastify.rateLimit() },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?', 1)[0] ?? '/';
        if (isBrowserNavigation(request, path)) {
          const indexHtml = await readIndexHtml(staticDir);
          reply.header('cache-control', revalidateCache).type('text/html; charset=utf-8');
          if (indexHtml) return reply.send(indexHtml);
          return reply.code(503).send(spaNotBuiltPage);
        }
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send(apiError(404, 'routeNotFound', { method: request.method, path }));
      },
    );
  },
  { name: 'spa', dependencies: ['rate-limit'] },
);
