import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PingDto } from '#core/contract/auth.ts';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type { HealthDto } from '#core/contract/health.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { refusalBody } from './helpers/refusal-body.ts';

const frozenTime = new Date('2026-03-14T15:09:26.535Z');

describe('the app', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: { now: () => frozenTime },
      beforeReady(instance) {
        instance.get('/api/test/explode', () => {
          throw new Error('connection string postgres://admin:hunter2@db failed');
        });
        instance.get('/api/test/conflict', () => {
          throw Object.assign(new Error('That league code is taken.'), { statusCode: 409 });
        });
        instance.post(
          '/api/test/echo',
          { schema: { body: z.object({ displayName: z.string().min(3) }) } },
          (request) => request.body,
        );
      },
    });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it('GET /api/health answers ok after a real database round trip', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json<HealthDto>()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/auth/v1/ping answers pong with the time', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/v1/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PingDto>()).toEqual({ pong: true, time: '2026-03-14T15:09:26.535Z' });
  });

  it('puts the security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/test/explode']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers an unknown /api route with the JSON 404, whatever the method or Accept', async () => {
    for (const [method, accept] of [
      ['GET', 'application/json'],
      ['GET', 'text/html'],
      ['POST', '*/*'],
      ['DELETE', 'text/html'],
    ] as const) {
      const response = await app.inject({ method, url: '/api/x?token=abc', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json<ApiErrorBody>()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'routeNotFound',
        params: { method, path: '/api/x' },
        message: `Route ${method} /api/x not found`,
      });
    }
  });

  it('hides the details of a 5xx behind a generic message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json<ApiErrorBody>()).toEqual(refusalBody(500, 'Internal Server Error'));
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says what was wrong for a 4xx', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>()).toEqual(refusalBody(409, 'That league code is taken.'));
  });

  it('answers a bad body with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { displayName: 'ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual(
      refusalBody(400, 'body/displayName: Too small: expected string to have >=3 characters'),
    );
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"displayName":',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'params', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'invalidRequest' });
    expect(body.params).toEqual({ detail: body.message });
  });

  it.each([
    [
      'a bad percent-encoding',
      '/api/leagues/v1/Leagues/%FF',
      400,
      'Bad Request',
      'url: not a valid URL component (a bad percent-encoding)',
    ],
    [
      'a lone surrogate',
      '/api/leagues/v1/Leagues/%ED%A0%80',
      400,
      'Bad Request',
      'url: not a valid URL component (a bad percent-encoding)',
    ],
    [
      'a path parameter past 100 characters',
      `/api/leagues/v1/Leagues/${'x'.repeat(101)}`,
      414,
      'URI Too Long',
      'params: a path parameter is longer than 100 characters',
    ],
  ])(
    'answers %s, which the router refuses itself, in the same shape',
    async (_, url, status, error, message) => {
      // PUT: a GET past the length limit falls through to the SPA's catch-all (a JSON 404 under /api).
      const response = await app.inject({ method: 'PUT', url });
      expect(response.statusCode).toBe(status);
      expect(response.json<ApiErrorBody>()).toEqual({
        statusCode: status,
        error,
        code: 'invalidRequest',
        params: { detail: message },
        message,
      });
    },
  );

  it('serves the OpenAPI document listing every route, and Swagger UI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    // Other services add their own paths; these are the foundation's and the auth service's.
    expect(Object.keys(document.paths).sort()).toEqual(
      expect.arrayContaining([
        '/api/StaticLookups/v1/ActiveSportsAndCompetitions',
        '/api/StaticLookups/v1/AllSportsAndCompetitions',
        '/api/StaticLookups/v1/Emails',
        '/api/StaticLookups/v1/OutrightSportsAndCompetitions',
        '/api/StaticLookups/v1/Sports',
        '/api/auth/v1/ConfirmEmail',
        '/api/auth/v1/ForgotPassword',
        '/api/auth/v1/PasswordRequirements',
        '/api/auth/v1/ResetPassword',
        '/api/auth/v1/basic/signIn',
        '/api/auth/v1/basic/signIn/recoveryCode',
        '/api/auth/v1/basic/signIn/tfa',
        '/api/auth/v1/basic/signUp',
        '/api/auth/v1/captcha/test',
        '/api/auth/v1/easy/signIn',
        '/api/auth/v1/easy/signUp',
        '/api/auth/v1/jwt/refreshToken',
        '/api/auth/v1/ping',
        '/api/auth/v1/signout',
        '/api/health',
      ]),
    );
    expect(JSON.stringify(document.paths['/api/StaticLookups/v1/Sports'])).toContain('"name":"isActive"');

    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ui.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('health without a database', () => {
  it('answers 503 with the database unavailable', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.database.close();
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json<HealthDto>()).toEqual({ status: 'unavailable', database: 'unavailable' });
    } finally {
      await testApp.app.close();
    }
  });
});
