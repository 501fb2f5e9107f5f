import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './helpers/build-test-app.ts';
import { navigation, writeBuiltFiles, type BuiltFiles } from './helpers/built-files.ts';

const indexHtml =
  '<!doctype html><html><body><div id="indexApp"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
const adminHtml =
  '<!doctype html><html><body><div id="adminApp"></div><script type="module" src="/assets/admin-def456.js"></script></body></html>';

let files: BuiltFiles;
let database: TestDatabase;
let built: TestApp;
let notBuilt: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  files = writeBuiltFiles('spa', {
    'index.html': indexHtml,
    'admin/index.html': adminHtml,
    'assets/app-abc123.js': 'console.log("Longshot");\n',
    'config/settings.json': '{"sessionTimeoutMinutes":60}\n',
  });
  // A server started before any build: an empty folder beside dist/.
  const empty = join(files.staticDir, '..', 'empty');
  mkdirSync(empty);

  database = await openTestDatabase();
  built = await buildTestApp({ database, config: { staticDir: files.staticDir } });
  notBuilt = await buildTestApp({ database, config: { staticDir: empty } });
  app = built.app;
});

afterAll(async () => {
  await built.close();
  await notBuilt.close();
  await database.close();
  files.removeAll();
});

describe('the built SPA', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    '/play/Football',
    '/play/Football/soccer_epl',
    '/account-settings',
    '/auth/',
    '/administrators',
    '/auth/login',
    '/notfound',
  ])('answers a browser navigation to %s with index.html (history fallback)', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/admin', '/admin/', '/admin/users', '/admin/users/1234?page=2', '/ADMIN/audit'])(
    "answers a browser navigation to %s with the admin app's own index.html",
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: navigation });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(adminHtml);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a HEAD navigation like a GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/leagues', headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("Longshot");\n');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files (the settings) to be revalidated each time', async () => {
    const response = await app.inject({ method: 'GET', url: '/config/settings.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sessionTimeoutMinutes: 60 });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file that is not a navigation with the JSON 404', async () => {
    for (const url of ['/config/settings.qa.json', '/assets/app-gone.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'routeNotFound',
        params: { method: 'GET', path: url },
        message: `Route GET ${url} not found`,
      });
    }
  });

  it('never falls back to index.html under /api, even for a browser', async () => {
    for (const url of ['/api/x', '/API/Nothing', '/api']) {
      const response = await app.inject({ method: 'GET', url, headers: navigation });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json<ApiErrorBody>().message).toBe(`Route GET ${url} not found`);
    }
  });

  it('does not fall back for other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/play/Football', headers: navigation });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().message).toBe('Route POST /play/Football not found');
  });
});

describe('without a built SPA', () => {
  it('tells a browser to run the build instead of failing', async () => {
    for (const url of ['/', '/play/Football']) {
      const response = await notBuilt.app.inject({ method: 'GET', url, headers: navigation });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('The Longshot web app is not built yet');
      expect(response.body).toContain('npm run build');
    }
  });

  it('still serves the API', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
