// The File Manager on disk (docs/admin.md): upload, list, serve and delete; every refusal (the size, the
// type by its bytes, names with path tricks, a shadow administrator's write, a player); the audit rows;
// the atomic write (a temporary file is never listed nor served).
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '#core/contract/auth.ts';
import { adminAudit } from '#server/db/schema.ts';
import { call, createPlayer } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { gif, jpeg, png, svg, upload, webp } from './file-fixtures.ts';

const maxBytes = 4096;
let testApp: TestApp;
let directory: string;
let admin: { id: string; tokens: SessionTokens };
let shadow: SessionTokens;
let player: SessionTokens;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'longshot-files-'));
  testApp = await buildTestApp({
    config: { fileStorage: { kind: 'disk', directory }, fileMaxBytes: maxBytes },
  });
  const signed = await createPlayer(testApp.app, { role: 'Administrator' });
  admin = { id: signed.user.id, tokens: signed.tokens };
  shadow = (await createPlayer(testApp.app, { role: 'ShadowAdministrator' })).tokens;
  player = (await createPlayer(testApp.app)).tokens;
});
afterAll(async () => {
  await testApp.close();
  await rm(directory, { recursive: true, force: true });
});

const list = (token: SessionTokens = admin.tokens) =>
  call(testApp.app, 'GET', '/api/admin/v1/Files', { token });
const names = async () => (await list()).json<{ files: { name: string }[] }>().files.map((f) => f.name);
const latestAudit = async () =>
  (await testApp.app.db.select().from(adminAudit).orderBy(desc(adminAudit.at)).limit(1))[0];

describe('the File Manager', () => {
  it('uploads a file, lists it, serves it at its public URL and deletes it, auditing both changes', async () => {
    const uploaded = await upload(testApp.app, 'premier-league.png', png, 'image/png', admin.tokens);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      name: 'premier-league.png',
      size: png.length,
      contentType: 'image/png',
      url: '/files/premier-league.png',
    });
    expect(await latestAudit()).toMatchObject({
      actorId: admin.id,
      action: 'uploadFile',
      targetId: null,
      detail: { name: 'premier-league.png', size: png.length, contentType: 'image/png' },
    });

    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      truncated: false,
      files: [{ name: 'premier-league.png', size: png.length, contentType: 'image/png' }],
    });

    const served = await testApp.app.inject({ method: 'GET', url: '/files/premier-league.png' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    expect(served.rawPayload.equals(png)).toBe(true);

    const deleted = await call(testApp.app, 'DELETE', '/api/admin/v1/Files/premier-league.png', {
      token: admin.tokens,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'deleteFile',
      detail: { name: 'premier-league.png' },
    });
    expect(await names()).toEqual([]);
    const gone = await testApp.app.inject({ method: 'GET', url: '/files/premier-league.png' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'unknownFile' });
  });

  it('takes each allowed type, lists them by name, and replaces a file of the same name', async () => {
    for (const [name, body, type] of [
      ['b.gif', gif, 'image/gif'],
      ['a.jpg', jpeg, 'image/jpeg'],
      ['c.jpeg', jpeg, 'image/jpeg'],
      ['d.webp', webp, 'image/webp'],
      ['e.png', png, 'image/png; charset=binary'],
    ] as const) {
      const response = await upload(testApp.app, name, body, type, admin.tokens);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    expect(await names()).toEqual(['a.jpg', 'b.gif', 'c.jpeg', 'd.webp', 'e.png']);
    const again = await upload(testApp.app, 'b.gif', gif, 'image/gif', admin.tokens);
    expect(again.statusCode).toBe(200);
    expect(await names()).toEqual(['a.jpg', 'b.gif', 'c.jpeg', 'd.webp', 'e.png']);
    for (const name of await names()) {
      await call(testApp.app, 'DELETE', `/api/admin/v1/Files/${name}`, { token: admin.tokens });
    }
  });

  it('never lists nor serves a temporary file an interrupted upload left', async () => {
    await writeFile(join(directory, '.upload-0123456789abcdef'), png.subarray(0, 10));
    expect(await names()).toEqual([]);
    const served = await testApp.app.inject({ method: 'GET', url: '/files/.upload-0123456789abcdef' });
    expect(served.statusCode).toBe(404);
    await rm(join(directory, '.upload-0123456789abcdef'));
  });

  it('leaves no temporary file behind after an upload', async () => {
    await upload(testApp.app, 'tidy.png', png, 'image/png', admin.tokens);
    expect(await readdir(directory)).toEqual(['tidy.png']);
    await call(testApp.app, 'DELETE', '/api/admin/v1/Files/tidy.png', { token: admin.tokens });
  });
});

describe('the refusals', () => {
  const refused = async (
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
  ): Promise<void> => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, code });
  };

  it('refuses a file past the size limit with 413, by its declared length or by its bytes', async () => {
    const big = Buffer.concat([png, Buffer.alloc(maxBytes)]);
    await refused(await upload(testApp.app, 'big.png', big, 'image/png', admin.tokens), 413, 'fileTooLarge');
    // Chunked: no Content-Length, the body is counted as it comes.
    const chunked = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/Files/big.png',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'image/png',
        'transfer-encoding': 'chunked',
        authorization: `Bearer ${admin.tokens.bearerToken}`,
      },
      payload: big,
    });
    await refused(chunked, 413, 'fileTooLarge');
    expect((await upload(testApp.app, 'big.png', big, 'image/png', admin.tokens)).json()).toMatchObject({
      params: { maxBytes },
    });
    const exactly = Buffer.concat([png, Buffer.alloc(maxBytes - png.length)]);
    expect((await upload(testApp.app, 'exact.png', exactly, 'image/png', admin.tokens)).statusCode).toBe(200);
    await call(testApp.app, 'DELETE', '/api/admin/v1/Files/exact.png', { token: admin.tokens });
  });

  it('refuses a type other than PNG, JPEG, WebP and GIF, SVG included', async () => {
    await refused(
      await upload(testApp.app, 'logo.png', svg, 'image/svg+xml', admin.tokens),
      415,
      'fileTypeNotAllowed',
    );
    await refused(
      await upload(testApp.app, 'logo.png', png, 'text/plain', admin.tokens),
      415,
      'fileTypeNotAllowed',
    );
    await refused(
      await upload(testApp.app, 'logo.png', png, 'application/json', admin.tokens),
      415,
      'fileTypeNotAllowed',
    );
    await refused(
      await upload(testApp.app, 'logo.svg', svg, 'image/png', admin.tokens),
      400,
      'invalidFileName',
    );
  });

  it('checks the bytes: an SVG or text sent as a PNG, a GIF named .png, an empty body are refused', async () => {
    await refused(
      await upload(testApp.app, 'x.png', svg, 'image/png', admin.tokens),
      415,
      'fileContentMismatch',
    );
    await refused(
      await upload(testApp.app, 'x.png', Buffer.from('hello'), 'image/png', admin.tokens),
      415,
      'fileContentMismatch',
    );
    await refused(
      await upload(testApp.app, 'x.png', gif, 'image/png', admin.tokens),
      415,
      'fileContentMismatch',
    );
    await refused(
      await upload(testApp.app, 'x.png', gif, 'image/gif', admin.tokens),
      415,
      'fileContentMismatch',
    );
    await refused(
      await upload(testApp.app, 'x.png', Buffer.alloc(0), 'image/png', admin.tokens),
      415,
      'fileContentMismatch',
    );
    expect(await names()).toEqual([]);
  });

  it('refuses names with path tricks, a leading dot, two extensions or none', async () => {
    for (const name of [
      '..%2f..%2fetc.png',
      '%2e%2e.png',
      'a%2fb.png',
      'a%5cb.png',
      '.hidden.png',
      'logo.PNG',
      'logo.png.exe',
      'logo.tar.png',
      'logo',
      'lo go.png',
      '-logo.png',
      'l%C3%B6go.png',
      `${'a'.repeat(91)}.png`,
    ]) {
      const response = await upload(testApp.app, name, png, 'image/png', admin.tokens);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ code: 'invalidFileName' });
      const removal = await call(testApp.app, 'DELETE', `/api/admin/v1/Files/${name}`, {
        token: admin.tokens,
      });
      expect(removal.statusCode, name).toBe(400);
      const served = await testApp.app.inject({ method: 'GET', url: `/files/${name}` });
      expect(served.statusCode, name).toBe(404);
    }
    // A NUL answers as everywhere: the shared check names the field.
    const nul = await upload(testApp.app, 'a%00.png', png, 'image/png', admin.tokens);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'invalidRequest',
      params: { detail: 'params/name: must not contain the NUL character (U+0000)' },
    });
    // A real traversal in the path never reaches the route.
    const traversal = await upload(testApp.app, '../../etc/passwd.png', png, 'image/png', admin.tokens);
    expect(traversal.statusCode).not.toBe(200);
    expect(await readdir(directory)).toEqual([]);
  });

  it('lets a shadow administrator list but never upload or delete, and keeps players out', async () => {
    expect((await list(shadow)).statusCode).toBe(200);
    await refused(await upload(testApp.app, 'a.png', png, 'image/png', shadow), 403, 'forbidden');
    await upload(testApp.app, 'kept.png', png, 'image/png', admin.tokens);
    const removal = await call(testApp.app, 'DELETE', '/api/admin/v1/Files/kept.png', { token: shadow });
    expect(removal.statusCode).toBe(403);
    expect((await list(player)).statusCode).toBe(403);
    await refused(await upload(testApp.app, 'a.png', png, 'image/png', player), 403, 'forbidden');
    await refused(await upload(testApp.app, 'a.png', png, 'image/png', undefined), 401, 'unauthorized');
    expect(await names()).toEqual(['kept.png']);
    // Everyone may read a file: the game's pages show it.
    expect((await testApp.app.inject({ method: 'GET', url: '/files/kept.png' })).statusCode).toBe(200);
    await call(testApp.app, 'DELETE', '/api/admin/v1/Files/kept.png', { token: admin.tokens });
  });

  it('answers 404 for deleting a file that is not there, and writes no audit row', async () => {
    const before = await latestAudit();
    const response = await call(testApp.app, 'DELETE', '/api/admin/v1/Files/nothing.png', {
      token: admin.tokens,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'unknownFile' });
    expect((await latestAudit())?.id).toBe(before?.id);
  });

  it('keeps the CSRF guard: an upload without X-Requested-With or from another site is refused', async () => {
    await refused(
      await upload(testApp.app, 'a.png', png, 'image/png', admin.tokens, { 'x-requested-with': '' }),
      403,
      'missingCsrfHeader',
    );
    await refused(
      await upload(testApp.app, 'a.png', png, 'image/png', admin.tokens, { origin: 'https://evil.example' }),
      403,
      'foreignOrigin',
    );
  });
});
