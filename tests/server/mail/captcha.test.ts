// The captcha providers. The siteverify one talks to a local stub of the services' endpoint (never the
// internet): success, refusal, an HTTP error, an odd answer, a time-out and a refused connection.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DevCaptcha } from '#server/providers/captcha/dev-captcha.ts';
import { SiteverifyCaptcha, siteverifyUrls } from '#server/providers/captcha/siteverify-captcha.ts';
import captchaPlugin from '#server/plugins/captcha.ts';
import { testConfig } from '../helpers/build-test-app.ts';

const secret = 'captcha-secret-0x4AAA';

interface SiteverifyCall {
  contentType: string | undefined;
  form: Record<string, string>;
}

/** Answers like Turnstile/hCaptcha/reCAPTCHA, by the token: good, bad, http-500, not-json, slow. */
function handle(calls: SiteverifyCall[], request: IncomingMessage, response: ServerResponse): void {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(body));
    calls.push({ contentType: request.headers['content-type'], form });
    const json = (value: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    switch (form.response) {
      case 'good':
        return json({ success: form.secret === secret, 'error-codes': [] });
      case 'http-500':
        response.statusCode = 500;
        return json({ success: true });
      case 'not-json':
        return response.end('<html>maintenance</html>');
      case 'truthy':
        return json({ success: 'true' });
      case 'slow':
        return void setTimeout(() => json({ success: true }), 2_000);
      default:
        return json({ success: false, 'error-codes': ['invalid-input-response'] });
    }
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
}

describe('DevCaptcha', () => {
  it("accepts any non-empty token except 'fail'", async () => {
    const captcha = new DevCaptcha();
    expect(await captcha.verify('anything')).toBe(true);
    expect(await captcha.verify('XXXX.DUMMY.TOKEN.XXXX', '203.0.113.9')).toBe(true);
    expect(await captcha.verify('fail')).toBe(false);
    expect(await captcha.verify('')).toBe(false);
    expect(await captcha.verify('   ')).toBe(false);
  });
});

describe('SiteverifyCaptcha', () => {
  const calls: SiteverifyCall[] = [];
  const failures: string[] = [];
  const server = createServer((request, response) => handle(calls, request, response));
  let verifyUrl: string;

  beforeAll(async () => {
    verifyUrl = await listen(server);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    calls.length = 0;
    failures.length = 0;
  });

  function captcha(timeoutMs = 5_000, url = verifyUrl) {
    return new SiteverifyCaptcha({
      service: 'turnstile',
      secret,
      verifyUrl: url,
      timeoutMs,
      onFailure: (reason) => failures.push(reason),
    });
  }

  it('posts secret, response and remoteip form-encoded, and passes a token the service accepts', async () => {
    expect(await captcha().verify('good', '203.0.113.9')).toBe(true);
    expect(calls).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        form: { secret, response: 'good', remoteip: '203.0.113.9' },
      },
    ]);
    expect(await captcha().verify('good')).toBe(true);
    expect(calls[1]?.form).toEqual({ secret, response: 'good' });
  });

  it('refuses what the service refuses, and anything but success: true', async () => {
    expect(await captcha().verify('bad')).toBe(false);
    expect(await captcha().verify('truthy')).toBe(false);
    expect(await captcha().verify('not-json')).toBe(false);
    expect(await captcha().verify('http-500')).toBe(false);
    expect(failures).toEqual([
      expect.stringMatching(/^turnstile siteverify failed: SyntaxError: /),
      'turnstile siteverify answered HTTP 500',
    ]);
  });

  it('fails closed on a time-out and on a refused connection', async () => {
    expect(await captcha(200).verify('slow')).toBe(false);
    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await captcha(5_000, closedUrl).verify('good')).toBe(false);
    expect(failures).toEqual([
      'turnstile siteverify failed: TimeoutError: The operation was aborted due to timeout',
      'turnstile siteverify failed: TypeError: fetch failed (ECONNREFUSED)',
    ]);
  });

  it('does not call the service for an empty or oversized token', async () => {
    expect(await captcha().verify('')).toBe(false);
    expect(await captcha().verify('x'.repeat(4097))).toBe(false);
    expect(calls).toEqual([]);
  });

  it('knows the three services’ endpoints', () => {
    expect(siteverifyUrls).toEqual({
      turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      hcaptcha: 'https://api.hcaptcha.com/siteverify',
      recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });

  it('is what the captcha plugin decorates when a service is configured', async () => {
    const app = Fastify();
    app.decorate('config', testConfig({ captchaProvider: 'hcaptcha', captchaSecret: secret }));
    await app.register(captchaPlugin, { siteverifyUrl: verifyUrl });
    await app.ready();
    try {
      expect(app.captcha).toBeInstanceOf(SiteverifyCaptcha);
      expect(await app.captcha.verify('good', '198.51.100.7')).toBe(true);
      expect(await app.captcha.verify('bad')).toBe(false);
      expect(calls.map((call) => call.form.remoteip)).toEqual(['198.51.100.7', undefined]);
    } finally {
      await app.close();
    }
  });
});

describe('captcha plugin', () => {
  it('decorates the development captcha by default and says so once at boot', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    app.decorate('config', testConfig());
    await app.register(captchaPlugin);
    await app.ready();
    try {
      expect(app.captcha).toBeInstanceOf(DevCaptcha);
      expect(await app.captcha.verify('token')).toBe(true);
      expect(await app.captcha.verify('fail')).toBe(false);
      const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages.filter((message) => message.includes('development captcha'))).toEqual([
        "The development captcha is on: any token but 'fail' passes. Set CAPTCHA_PROVIDER and CAPTCHA_SECRET for a real check.",
      ]);
    } finally {
      await app.close();
    }
  });
});
