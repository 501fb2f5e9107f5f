import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseRoutePreloads,
  routeFor,
  routePreloadsFile,
  withPreloads,
  type RoutePreload,
} from '#server/http/route-preloads.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './helpers/build-test-app.ts';
import { navigation, writeBuiltFiles, type BuiltFiles } from './helpers/built-files.ts';

// Each navigation's index.html names its screen's chunks (issue #18): server/http/route-preloads.ts and
// index-pages.ts, on the table scripts/route-preloads.ts writes at build time.

const route = (path: string, modules: string[] = [], styles: string[] = []): RoutePreload => ({
  path,
  modules,
  styles,
});

const routes = [
  route('/', ['/assets/LandingPage-a.js']),
  route('/play', ['/assets/EventsPage-b.js']),
  route('/play/:sport', ['/assets/EventsPage-b.js']),
  route('/play/:sport/:competition', ['/assets/EventsPage-b.js']),
  route('/how-to-play', ['/assets/HowToPlayPage-c.js', '/assets/catalog-d.js'], ['/assets/help-e.css']),
  route('/league/join', ['/assets/JoinLeaguePage-f.js']),
  route('/league/:id/join', ['/assets/JoinLeaguePage-f.js']),
  route('/auth/', ['/assets/SignInPage-g.js']),
  route('/auth/*', ['/assets/NotFoundPage-h.js']),
  route('/*', ['/assets/NotFoundPage-h.js']),
];

describe('the route a path opens', () => {
  it.each([
    ['/', '/'],
    ['/play', '/play'],
    ['/play/', '/play'],
    ['/play/Football', '/play/:sport'],
    ['/PLAY/football/soccer_epl', '/play/:sport/:competition'],
    ['/how-to-play', '/how-to-play'],
    ['/league/join', '/league/join'],
    ['/league/42/join', '/league/:id/join'],
    ['/auth', '/auth/'],
    ['/auth/', '/auth/'],
    ['/auth/no-such-page', '/auth/*'],
    ['/play/Football/soccer_epl/2026/extra', '/*'],
    ['/nothing/here', '/*'],
  ])('%s opens %s, as the router ranks them', (path, expected) => {
    expect(routeFor(routes, path)?.path).toBe(expected);
  });

  it('is none when no route matches (no catch-all in the table)', () => {
    expect(routeFor(routes.slice(0, 3), '/faqs')).toBeUndefined();
  });
});

describe('the preload links', () => {
  const html = '<html><head><title>Longshot</title></head><body></body></html>';

  it('go at the end of the head: style sheets to preload, then module scripts as Vite loads them', () => {
    expect(withPreloads(html, routes[4])).toBe(
      '<html><head><title>Longshot</title>  <link rel="preload" as="style" crossorigin href="/assets/help-e.css">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/HowToPlayPage-c.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/catalog-d.js">\n' +
        '  </head><body></body></html>',
    );
  });

  it('leave the page as built when the route needs nothing more, or there is no route', () => {
    expect(withPreloads(html, route('/x'))).toBe(html);
    expect(withPreloads(html, undefined)).toBe(html);
  });

  it('come only from a well-formed table: anything else, or a URL that could break out of the tag, is dropped', () => {
    expect(parseRoutePreloads('not json')).toEqual([]);
    expect(parseRoutePreloads('{"routes": 3}')).toEqual([]);
    expect(parseRoutePreloads('null')).toEqual([]);
    expect(
      parseRoutePreloads(
        JSON.stringify({
          routes: [
            route('/a', ['/assets/a.js']),
            route('/b', ['/assets/b.js"><script>alert(1)</script>']),
            { path: '/c', modules: 'x', styles: [] },
            route('/d', ['https://elsewhere.example/d.js']),
          ],
        }),
      ),
    ).toEqual([route('/a', ['/assets/a.js'])]);
  });
});

const indexHtml =
  '<!doctype html><html><head><title>Longshot</title></head><body><div id="indexApp"></div>' +
  '<script type="module" crossorigin src="/assets/app-abc123.js"></script></body></html>';

describe('a navigation', () => {
  let files: BuiltFiles;
  let database: TestDatabase;
  let built: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    files = writeBuiltFiles('preloads', {
      'index.html': indexHtml,
      [routePreloadsFile]: JSON.stringify({ routes }),
    });
    database = await openTestDatabase();
    built = await buildTestApp({ database, config: { staticDir: files.staticDir } });
    app = built.app;
  });

  afterAll(async () => {
    await built.close();
    await database.close();
    files.removeAll();
  });

  it("gets index.html naming its own screen's chunks, and only those", async () => {
    const help = await app.inject({ method: 'GET', url: '/how-to-play', headers: navigation });
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HowToPlayPage-c.js">');
    expect(help.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/help-e.css">');
    expect(help.body).not.toContain('EventsPage');

    const sport = await app.inject({ method: 'GET', url: '/play/Golf?day=2', headers: navigation });
    expect(sport.body).toContain('href="/assets/EventsPage-b.js"');
    expect(sport.body).not.toContain('HowToPlayPage');
  });

  it("at the root, for any client, names the landing's chunks", async () => {
    for (const headers of [navigation, { accept: '*/*' }]) {
      const response = await app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('href="/assets/LandingPage-a.js"');
    }
  });

  it('is compressed as the client asks, each encoding the same page', async () => {
    const plain = await app.inject({ method: 'GET', url: '/how-to-play', headers: navigation });
    const br = await app.inject({
      method: 'GET',
      url: '/how-to-play',
      headers: { ...navigation, 'accept-encoding': 'br, gzip' },
    });
    const gz = await app.inject({
      method: 'GET',
      url: '/how-to-play',
      headers: { ...navigation, 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sees a rebuild at once: a new index.html and table replace the pages made from the old ones', async () => {
    const rebuilt = indexHtml.replace('app-abc123', 'app-def456');
    files.write(
      routePreloadsFile,
      JSON.stringify({ routes: [route('/how-to-play', ['/assets/HowToPlayPage-z.js'])] }),
    );
    files.write('index.html', rebuilt);
    const response = await app.inject({ method: 'GET', url: '/how-to-play', headers: navigation });
    expect(response.body).toContain('app-def456');
    expect(response.body).toContain('href="/assets/HowToPlayPage-z.js"');
    expect(response.body).not.toContain('HowToPlayPage-c.js');
  });

  it('without a table (an older build) gets index.html as built', async () => {
    files.remove(routePreloadsFile);
    files.touch('index.html');
    const response = await app.inject({ method: 'GET', url: '/how-to-play', headers: navigation });
    expect(response.body).toBe(indexHtml.replace('app-abc123', 'app-def456'));
  });
});
