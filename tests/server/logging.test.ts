import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
