import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import {
  buildTestApp,
  openTestDatabase,
  redisUrl,
  type TestApp,
  type TestDatabase,
} from './helpers/build-test-app.ts';

const limited: ApiErrorBody = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'tooManyRequests',
  message: 'Too many requests. Please try again in 30 seconds.',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`the API rate limit (${redisUrl ? 'Redis' : 'in-memory'} store)`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ database, config: { rateLimitMax: 3 } });
  });
  afterAll(() => testApp.close());

  it('answers 429 with the spec text and Retry-After once a client passes RATE_LIMIT_MAX a minute', async () => {
    const { app } = testApp;
    for (let i = 1; i <= 3; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/v1/ping' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - i));
    }
    const refused = await app.inject({ method: 'GET', url: '/api/StaticLookups/v1/Sports' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>()).toEqual(limited);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    // The not-found handler counts against the same limit: probing for routes is limited too.
    const probe = await app.inject({ method: 'GET', url: '/api/secret-admin-route' });
    expect(probe.statusCode).toBe(429);
    expect(probe.json<ApiErrorBody>()).toEqual(limited);

    // Another client has its own count.
    const other = await app.inject({ method: 'GET', url: '/api/auth/v1/ping', remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(200);
  });

  it('limits probing for unknown routes (the not-found handler) by itself', async () => {
    const { app } = testApp;
    const client = '198.51.100.7';
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ method: 'GET', url: `/api/probe-${i}`, remoteAddress: client });
      expect(response.statusCode).toBe(404);
    }
    const refused = await app.inject({ method: 'GET', url: '/api/probe-4', remoteAddress: client });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>()).toEqual(limited);
  });
});

describe.runIf(redisUrl)('the Redis store', () => {
  it('makes two app instances share one limit per client', async () => {
    const rateLimitNamespace = `longshot-test:${randomBytes(6).toString('hex')}:`;
    const first = await buildTestApp({ database, rateLimitNamespace, config: { rateLimitMax: 4 } });
    const second = await buildTestApp({ database, rateLimitNamespace, config: { rateLimitMax: 4 } });
    try {
      const statuses: number[] = [];
      for (const app of [first.app, second.app, first.app, second.app, first.app, second.app]) {
        statuses.push((await app.inject({ method: 'GET', url: '/api/auth/v1/ping' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.runIf(redisUrl)('the Redis keys', () => {
  it("are the namespace and the limiter's own key, for the API-wide limit and the sign-in limits alike", async () => {
    const rateLimitNamespace = `longshot-test:${randomBytes(6).toString('hex')}:`;
    const testApp = await buildTestApp({ database, rateLimitNamespace });
    const redis = new Redis(redisUrl as string);
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/v1/basic/signIn',
        remoteAddress: '203.0.113.20',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'Nobody@Example.com', password: 'not the password' }),
      });
      expect(response.statusCode).toBe(200);
      const keys = await redis.keys(`${rateLimitNamespace}*`);
      expect(keys.map((key) => key.slice(rateLimitNamespace.length)).sort()).toEqual([
        '203.0.113.20',
        'auth:sign-in:account:nobody@example.com',
        'auth:sign-in:ip:203.0.113.20',
      ]);
    } finally {
      redis.disconnect();
      await testApp.close();
    }
  });
});

describe('with Redis down', () => {
  it('boots and serves, the requests passing uncounted', async () => {
    const testApp = await buildTestApp({
      database,
      config: { rateLimitMax: 1, redisUrl: 'redis://127.0.0.1:1' },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/v1/ping' });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await testApp.close();
    }
  });
});
