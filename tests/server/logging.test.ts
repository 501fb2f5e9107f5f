import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const bearer = 'eyJhbGciOiJIUzI1NiJ9.bearer-secret-7f3a';
const cookieValue = 'refresh-secret-91bc';
const password = 'correct-horse-battery-staple';
const emailedToken = 'unsubscribe-secret-55d0';

describe('log redaction', () => {
  const lines: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
      beforeReady(app) {
        app.post('/api/test/sign-in', { schema: { body: z.object({ password: z.string() }) } }, (request) => {
          // A careless log of a whole body, as a later module might write it.
          request.log.info({ body: request.body }, 'signing in');
          throw new Error('sign-in store unavailable');
        });
      },
    });
  });
  afterAll(() => testApp.close());

  it('keeps tokens, cookies, passwords and e-mailed link tokens out of every log line', async () => {
    const headers = { authorization: `Bearer ${bearer}`, cookie: `LongshotRefresh=${cookieValue}` };
    await testApp.app.inject({ method: 'GET', url: '/api/health', headers });
    await testApp.app.inject({ method: 'GET', url: `/api/unknown?token=${emailedToken}`, headers });
    const failed = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/sign-in',
      headers,
      payload: { password },
    });
    expect(failed.statusCode).toBe(500);

    const output = lines.join('');
    // The lines are there, with request context, and say what was hidden.
    expect(output).toContain('"url":"/api/health"');
    expect(output).toContain('"msg":"Request failed"');
    expect(output).toContain('sign-in store unavailable');
    expect(output).toContain('"authorization":"[redacted]"');
    expect(output).toContain('"cookie":"[redacted]"');
    expect(output).toContain('"password":"[redacted]"');
    expect(output).toContain('/api/unknown?token=[redacted]');

    for (const secret of [bearer, cookieValue, password, emailedToken]) expect(output).not.toContain(secret);
  });
});

describe('a failed query in the log', () => {
  // What a users row holds that must never reach a log line: an e-mail, an argon2id hash, a stamp.
  const email = 'private.person-4e1c@example.com';
  const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaC1zZWNyZXQtOWQ3Mg';
  const securityStamp = 'stamp-secret-b83e';
  const lines: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
      beforeReady(app) {
        const row = { userName: email, email, passwordHash, securityStamp, role: 'Player' as const };
        // The same user twice: a unique violation, whose detail names the key's value.
        app.post('/api/test/duplicate-user', async () => {
          await app.db.insert(users).values({ ...row, userName: `${email}-1` });
          await app.db.insert(users).values({ ...row, userName: `${email}-2` });
        });
        // A not-null violation, whose detail lists the whole failing row.
        app.post('/api/test/incomplete-user', async () => {
          await app.db.insert(users).values({ ...row, userName: `${email}-3`, role: null as never });
        });
      },
    });
  });
  afterAll(() => testApp.close());

  it('keeps the parameters and the row out, and says which query failed and why', async () => {
    for (const url of ['/api/test/duplicate-user', '/api/test/incomplete-user']) {
      const response = await testApp.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(500);
    }

    const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = failures.filter((entry) => entry.msg === 'Request failed');
    expect(logged).toHaveLength(2);
    const output = lines.join('');
    // Enough to diagnose: the statement with its placeholders, the SQLSTATE and the constraint.
    expect(output).toContain('insert into \\"users\\"');
    expect(output).toContain('"code":"23505"');
    expect(output).toContain('"code":"23502"');
    expect(output).toContain('users_email_unique');

    for (const secret of [email, passwordHash, securityStamp, 'c2FsdHNhbHQ']) {
      expect(output).not.toContain(secret);
    }
  });
});
