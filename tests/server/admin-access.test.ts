// The administrators' rule, over every admin route the OpenAPI document lists (so a new one is checked
// without being added here): an Administrator passes the guard, a ShadowAdministrator only reads (every
// admin write refuses it), and nobody else gets in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '#core/contract/account.ts';
import { call, createPlayer } from './account/account-test-app.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let testApp: TestApp;
const bearers = new Map<RoleId, string>();
let operations: { method: Method; url: string }[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  const roles: RoleId[] = ['Administrator', 'ShadowAdministrator', 'PremiumPlayer', 'Player'];
  for (const role of roles) {
    bearers.set(role, (await createPlayer(testApp.app, { role })).tokens.bearerToken);
  }
  const document = (await call(testApp.app, 'GET', '/api/openapi.json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  operations = Object.entries(document.paths)
    .filter(([path]) => /\/admin\//i.test(path))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as Method,
        // Any well-formed value: the guard answers before the route looks at it.
        url: path
          .replace(/\{day\}/g, '2030-01-01')
          .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
    );
});
afterAll(() => testApp.close());

const asRole = (role: RoleId, operation: { method: Method; url: string }) =>
  call(testApp.app, operation.method, operation.url, { token: bearers.get(role), body: {} });

describe('the admin routes', () => {
  it('are the admin desk, the File Manager, the daily challenge choice, credit grants, news, outright winners, results corrections, bundles and the feedback inbox', () => {
    expect(operations.map((operation) => `${operation.method} ${operation.url}`).sort()).toEqual([
      'DELETE /api/admin/v1/Files/00000000-0000-4000-8000-000000000000',
      'GET /api/admin/v1/Audit',
      'GET /api/admin/v1/Dashboard',
      'GET /api/admin/v1/Files',
      'GET /api/admin/v1/Users',
      'GET /api/admin/v1/Users/00000000-0000-4000-8000-000000000000',
      'GET /api/bundles/v1/admin/Bundles',
      'GET /api/feedback/v1/admin/Feedback',
      'GET /api/predictions/v1/admin/DailyChallenge',
      'GET /api/predictions/v1/admin/Events',
      'GET /api/predictions/v1/admin/Outrights',
      'POST /api/account/v1/admin/News',
      'POST /api/account/v1/admin/credits',
      'POST /api/admin/v1/Users/00000000-0000-4000-8000-000000000000/ResetTwoFactor',
      'POST /api/bundles/v1/admin/Bundles',
      'PUT /api/admin/v1/Files/00000000-0000-4000-8000-000000000000',
      'PUT /api/admin/v1/Users/00000000-0000-4000-8000-000000000000/Lock',
      'PUT /api/admin/v1/Users/00000000-0000-4000-8000-000000000000/Role',
      'PUT /api/predictions/v1/admin/DailyChallenge/2030-01-01',
      'PUT /api/predictions/v1/admin/Events/00000000-0000-4000-8000-000000000000/Result',
      'PUT /api/predictions/v1/admin/Outrights/00000000-0000-4000-8000-000000000000/Winner',
    ]);
  });

  it('let an Administrator through the guard', async () => {
    for (const operation of operations) {
      const response = await asRole('Administrator', operation);
      expect([401, 403], `${operation.method} ${operation.url}`).not.toContain(response.statusCode);
    }
  });

  it('refuse a ShadowAdministrator every write, and every player', async () => {
    for (const operation of operations) {
      const refused = ['PremiumPlayer', 'Player'] as const;
      for (const role of operation.method === 'GET'
        ? refused
        : (['ShadowAdministrator', ...refused] as const)) {
        const response = await asRole(role, operation);
        expect(response.statusCode, `${role} ${operation.method} ${operation.url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it('let a ShadowAdministrator read', async () => {
    const reads = operations.filter((operation) => operation.method === 'GET');
    expect(reads).not.toEqual([]);
    for (const operation of reads) {
      const response = await asRole('ShadowAdministrator', operation);
      // 200, or the route's own answer past the guard (no user has the placeholder id: 404).
      const expected = /\/Users\/[^/]+$/u.test(operation.url) ? 404 : 200;
      expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(expected);
    }
  });
});
