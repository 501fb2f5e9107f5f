// Compression (issue #18): the built SPA's text files are compressed once at build time
// (scripts/precompress.ts) and served by Accept-Encoding; the API compresses its larger JSON answers.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '#server/http/content-encoding.ts';
import { withEmbeddedSettings } from '#server/http/embedded-settings.ts';
import { compressAboveBytes } from '#server/plugins/compress-api.ts';
import { precompress } from '#scripts/precompress.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { navigation, writeBuiltFiles, type BuiltFiles } from './helpers/built-files.ts';

// Text that compresses well, as a bundle does; big enough to be worth it.
const script = `export const teams = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Team ${i}` })))};\n`;
const style = `.card{padding:8px;color:#111}\n`.repeat(100);
const indexHtml = `<!doctype html><html><head><title>Longshot</title></head><body>${'<div id="indexApp"></div>'.repeat(40)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const settings = JSON.stringify({ sessionTimeoutMinutes: 60 });
/** What a navigation gets: the built page with the deployment's settings in it (embedded-settings.ts). */
const servedHtml = withEmbeddedSettings(indexHtml, [{ url: '/config/settings.json', text: settings }]);
const immutable = 'public, max-age=31536000, immutable';

let files: BuiltFiles;
let staticDir: string;
let testApp: TestApp;

beforeAll(async () => {
  files = writeBuiltFiles('compression', {
    'index.html': indexHtml,
    'assets/app-abc123.js': script,
    'assets/app-abc123.css': style,
    'assets/tiny-abc123.js': 'x',
    'config/settings.json': settings,
  });
  staticDir = files.staticDir;
  await precompress(staticDir);
  testApp = await buildTestApp({ config: { staticDir } });
});

afterAll(async () => {
  await testApp.close();
  files.removeAll();
});

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('the build step', () => {
  it('writes a brotli and a gzip copy beside each text file only where smaller, never for the settings', () => {
    expect(readdirSync(join(staticDir, 'assets')).sort()).toEqual([
      'app-abc123.css',
      'app-abc123.css.br',
      'app-abc123.css.gz',
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      'tiny-abc123.js',
    ]);
    expect(readdirSync(join(staticDir, 'config'))).toEqual(['settings.json']);
  });
});

describe('a built asset', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    // @fastify/static reads a bare "*" as gzip.
    ['*', 'gzip'],
  ])(
    'answers Accept-Encoding "%s" with %s, the type and caching of the original',
    async (accept, encoding) => {
      const response = await get('/assets/app-abc123.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe(immutable);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(script.length);
      expect(decoded(response)).toBe(script);
    },
  );

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate'])(
    'answers Accept-Encoding %s with the file as it is',
    async (accept) => {
      const response = await get('/assets/app-abc123.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe(immutable);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    },
  );

  it('serves a stylesheet compressed with its own type', async () => {
    const response = await get('/assets/app-abc123.css', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded(response)).toBe(style);
  });

  it('serves a file the build left uncompressed as it is', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('x');
  });
});

describe('index.html', () => {
  it.each(['/', '/play/Football'])(
    'goes to a browser at %s compressed, revalidated each time',
    async (url) => {
      const response = await get(url, 'gzip, deflate, br', navigation);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(servedHtml);
    },
  );

  it('goes as it is to a client that accepts no encoding', async () => {
    const response = await get('/play/Football', undefined, navigation);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(servedHtml);
  });
});

describe('the API', () => {
  it.each(['br', 'gzip'])('compresses a large JSON answer for a client that accepts %s', async (encoding) => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(compressAboveBytes);

    const response = await get('/api/openapi.json', `${encoding}, identity;q=0.1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(response))).toEqual(plain.json());
  });

  it('leaves a small answer and a refused encoding alone', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThanOrEqual(compressAboveBytes);

    const refused = await get('/api/openapi.json', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('openapi');
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip', ['gzip']],
    ['gzip, br', ['br', 'gzip']],
    ['br;q=0.2, gzip;q=0.9', ['gzip', 'br']],
    ['*;q=0.5, gzip;q=0', ['br']],
    ['BR', ['br']],
    ['x-gzip', ['gzip']],
    ['identity', []],
    ['br;q=nonsense', []],
  ])('%s accepts %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
