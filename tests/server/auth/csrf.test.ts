// Checklist F2/F3: a state-changing API request must be JSON (or bodiless) with X-Requested-With and, when
// the browser names one, our own origin. Sign-in is guarded too (login CSRF). GET is never refused.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import csrfPlugin from '#server/plugins/csrf.ts';
import errorHandler from '#server/plugins/error-handler.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { freshIp, spaHeaders } from './helpers.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ config: { publicUrl: 'https://longshot.example.com' } });
});
afterAll(() => testApp.close());

const signInBody = JSON.stringify({ email: 'someone@example.com', password: 'not the password' });

function signInWith(headers: Record<string, string>, payload = signInBody) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/v1/basic/signIn',
    remoteAddress: freshIp(),
    headers,
    payload,
  });
}

const refusal = (message: string) => refusalBody(403, message);

describe('CSRF guard', () => {
  it('lets the SPA through: JSON, the header, our origin (the control)', async () => {
    const response = await signInWith({ ...spaHeaders, origin: 'https://longshot.example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 3 });
  });

  it('refuses a text/plain body (a cross-site "simple" request)', async () => {
    const response = await signInWith({ 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      refusal('This request was refused: its body must be JSON (Content-Type: application/json).'),
    );
  });

  it('refuses a form post', async () => {
    const response = await signInWith(
      { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      'email=a%40b.c&password=x',
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a request without X-Requested-With', async () => {
    const response = await signInWith({ 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      refusal(
        'This request was refused: requests that change data must come from the Longshot app (X-Requested-With header missing).',
      ),
    );
  });

  it('refuses a foreign Origin, even one that only differs by scheme or port', async () => {
    for (const origin of [
      'https://evil.example.com',
      'http://longshot.example.com',
      'https://longshot.example.com:8443',
    ]) {
      const response = await signInWith({ ...spaHeaders, origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal('This request came from another site and was refused.'));
    }
  });

  it('accepts the origin of the host the request was sent to, not of another one', async () => {
    const sameHost = await signInWith({
      ...spaHeaders,
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
    });
    expect(sameHost.statusCode).toBe(200);
    const otherHost = await signInWith({
      ...spaHeaders,
      host: 'localhost:3000',
      origin: 'http://127.0.0.1:3000',
    });
    expect(otherHost.statusCode).toBe(403);
    expect(otherHost.json()).toEqual(refusal('This request came from another site and was refused.'));
  });

  it('refuses Sec-Fetch-Site: cross-site and accepts same-origin', async () => {
    expect((await signInWith({ ...spaHeaders, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await signInWith({ ...spaHeaders, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('guards PUT too, lets a bodiless POST through without a content type, and never GET', async () => {
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/v1/jwt/refreshToken',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(put.statusCode).toBe(403);
    const signout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/v1/signout',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(signout.statusCode).toBe(401);
    const get = await testApp.app.inject({ method: 'GET', url: '/api/auth/v1/PasswordRequirements' });
    expect(get.statusCode).toBe(200);
  });

  it('lets a route opt out (a webhook) and guards its neighbours', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    await app.register(async (api) => {
      await api.register(csrfPlugin, { publicUrl: 'https://longshot.example.com' });
      api.post('/webhook', { config: { csrf: false } }, async () => ({ ok: true }));
      api.post('/guarded', async () => ({ ok: true }));
    });
    const send = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/plain', origin: 'https://payments.example.net' },
        payload: 'event',
      });
    try {
      expect((await send('/webhook')).statusCode).toBe(200);
      expect((await send('/guarded')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
