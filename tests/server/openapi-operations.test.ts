// The operations table (server/plugins/openapi-operations.ts) against the routes the server registers:
// every documented operation has its entry and no entry outlives its route, and each entry's `auth` is
// what the route does (a bearer call answers 401 without a token; the others never do).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import { operationDocs } from '#server/plugins/openapi-operations.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

let testApp: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  // The development routes on, as the linted document has them.
  testApp = await buildTestApp({ config: { devOutbox: true, clockControl: true } });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  paths = response.json<{ paths: typeof paths }>().paths;
});
afterAll(() => testApp.close());

function documented(): { key: string; method: string; path: string; operation: Operation }[] {
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** A URL for a path template: any value will do, the route refuses or answers before it matters. */
function urlOf(path: string): string {
  return path.replace('{day}', '2026-01-01').replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
}

async function callWithout(method: string, path: string, authorization?: string) {
  const changes = method !== 'GET';
  return testApp.app.inject({
    method: method as 'GET',
    url: urlOf(path),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(changes ? { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' } : {}),
    },
    ...(changes ? { payload: '{}' } : {}),
  });
}

describe('the operations table', () => {
  it('has an entry for every operation of the document, and none for a route that is gone', () => {
    const keys = documented().map(({ key }) => key);
    expect(keys.length).toBeGreaterThan(70);
    expect([...keys].sort()).toEqual(Object.keys(operationDocs).sort());
  });

  it('gives every operation a unique operationId and its security', () => {
    const ids = documented().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of documented()) {
      const auth = operationDocs[key]?.auth;
      const expected = { bearer: [{ bearerAuth: [] }], optional: [{ bearerAuth: [] }, {}], none: [] };
      expect(operation.security, key).toEqual(expected[auth ?? 'none']);
      expect('4XX' in operation.responses || '5XX' in operation.responses, key).toBe(false);
    }
  });

  it('says bearer of exactly the calls that answer 401 without a token', async () => {
    for (const { key, method, path } of documented()) {
      const response = await callWithout(method, path);
      if (operationDocs[key]?.auth === 'bearer') {
        expect(response.statusCode, key).toBe(401);
        expect(response.json<ApiErrorBody>().code, key).toBe('unauthorized');
      } else {
        expect(response.statusCode, key).not.toBe(401);
      }
    }
  });

  it('says optional of calls that ignore a bad token rather than refuse it', async () => {
    for (const { key, method, path } of documented()) {
      if (operationDocs[key]?.auth !== 'optional') continue;
      const response = await callWithout(method, path, 'Bearer not.a.token');
      // A call that takes a body refuses the empty one callWithout sends (400), never the token (401).
      if (method === 'GET') expect(response.statusCode, key).toBe(200);
      else expect(response.statusCode, key).toBe(400);
    }
  });
});

describe('the document', () => {
  it('gives each body its real media type', () => {
    const page = paths['/api/dev/outbox/page']?.get?.responses['200'] as { content: object };
    expect(Object.keys(page.content)).toEqual(['text/html']);
    const oneClick = paths['/api/account/v1/{userId}/emailPreferences/oneClickUnsubscribe']
      ?.post as unknown as {
      requestBody: { content: object };
    };
    expect(Object.keys(oneClick.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it("states a display name's limits wherever one comes in", () => {
    for (const [path, method] of [
      ['/api/account/v1/DisplayName', 'put'],
      ['/api/auth/v1/basic/signUp', 'post'],
    ] as const) {
      const operation = paths[path]?.[method] as unknown as {
        requestBody: { content: { 'application/json': { schema: { properties: { displayName: object } } } } };
      };
      const field = operation.requestBody.content['application/json'].schema.properties.displayName;
      expect(field, path).toMatchObject({ description: expect.stringContaining('2 to 30 characters') });
    }
  });
});
