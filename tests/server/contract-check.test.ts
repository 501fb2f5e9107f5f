// The contract check itself (helpers/contract-check.ts), on an app of its own: a body that drifts from the
// document is caught (a serialised body, the events view's pre-built bytes, an error body, the router's own
// answers), so the check every test app runs cannot pass by checking nothing; and the answers the router
// and the hooks give before any route runs (404, 413, 414, 415, 429, a bad URL) are in the one shape.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import { createApp } from '#server/app.ts';
import { openTestDatabase, testConfig, type TestDatabase } from './helpers/build-test-app.ts';
import { checkAgainstDocument } from './helpers/contract-check.ts';

type Drift = (body: Record<string, unknown>) => void;

/** What a test asks the app to spoil in its answer, through the `x-drift` header. */
const drifts: Record<string, Drift> = {
  extraField: (body) => {
    body.uptime = 12;
  },
  wrongType: (body) => {
    body.time = 1_700_000_000;
  },
  missingField: (body) => {
    delete body.events;
  },
  noMessage: (body) => {
    delete body.message;
  },
  codeNotListed: (body) => {
    body.code = 'noCredits';
  },
  otherStatus: (body) => {
    body.statusCode = 418;
  },
};

let database: TestDatabase;
let app: FastifyInstance;
let contract: ReturnType<typeof checkAgainstDocument>;
/** The payload types the drifting hook met, by drift: the events view's must be a Buffer. */
const payloadKinds: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({
    config: testConfig({ rateLimitMax: 40 }),
    database: database.handle,
    jobs: false,
    rateLimitNamespace: `longshot-test:contract-check:${process.pid}:`,
  });
  // Registered before the check, so it runs first: the check sees the spoiled body, as a client would.
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.headers['x-drift'];
    if (typeof name !== 'string') return payload;
    if (name === 'mediaType') {
      reply.header('content-type', 'text/plain; charset=utf-8');
      return payload;
    }
    payloadKinds[name] = Buffer.isBuffer(payload) ? 'Buffer' : typeof payload;
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload);
    const body = JSON.parse(text) as Record<string, unknown>;
    drifts[name]?.(body);
    const spoiled = JSON.stringify(body);
    return Buffer.isBuffer(payload) ? Buffer.from(spoiled) : spoiled;
  });
  contract = checkAgainstDocument(app);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** The problems the check adds while `send` runs. */
async function problemsOf(send: () => Promise<LightMyRequestResponse>): Promise<string[]> {
  const before = contract.problems().length;
  await send();
  return contract.problems().slice(before);
}

const get = (url: string, drift?: string) =>
  app.inject({ method: 'GET', url, headers: drift ? { 'x-drift': drift } : {} });

describe('the contract check catches a body that drifts from the document', () => {
  it('passes the same answers undisturbed, having validated their bodies', async () => {
    const before = contract.checkedBodies();
    for (const url of [
      '/api/health',
      '/api/auth/v1/ping',
      '/api/predictions/v1/Events',
      '/api/nothing-here',
      '/api/predictions/v1/Events?gameweek=1&season=1',
    ]) {
      expect(await problemsOf(() => get(url))).toEqual([]);
    }
    expect(contract.checkedBodies() - before).toBe(5);
  });

  it('a field the schema does not have, and a field of the wrong type', async () => {
    expect(await problemsOf(() => get('/api/health', 'extraField'))).toEqual([
      expect.stringMatching(
        /^GET \/api\/health: answered 200 with a body the document's schema refuses: .*uptime/,
      ),
    ]);
    expect(await problemsOf(() => get('/api/auth/v1/ping', 'wrongType'))).toEqual([
      expect.stringMatching(/answered 200 with a body the document's schema refuses: \/time must be string/),
    ]);
  });

  it("a required field missing from bytes a route built itself (the events view's)", async () => {
    expect(await problemsOf(() => get('/api/predictions/v1/Events', 'missingField'))).toEqual([
      expect.stringMatching(/answered 200 with a body the document's schema refuses: .*events/),
    ]);
    expect(payloadKinds.missingField).toBe('Buffer');
  });

  it('an error body without its message, with a code not listed for its status, or another statusCode', async () => {
    const refused = '/api/predictions/v1/Events?gameweek=1&season=1';
    expect(await problemsOf(() => get(refused, 'noMessage'))).toEqual([
      expect.stringMatching(/answered 400 with a body the document's schema refuses: .*message/),
    ]);
    expect(await problemsOf(() => get(refused, 'codeNotListed'))).toEqual([
      expect.stringMatching(
        /answered 400 with a body the document's schema refuses: \/code must be equal to one of/,
      ),
    ]);
    expect(await problemsOf(() => get(refused, 'otherStatus'))).toEqual([
      expect.stringMatching(/answered 400 with an error body saying statusCode 418/),
    ]);
  });

  it('a media type other than the documented one', async () => {
    expect(await problemsOf(() => get('/api/health', 'mediaType'))).toEqual([
      'GET /api/health: answered 200 as text/plain, documented as application/json',
    ]);
  });

  it("the router's own answer (an unknown /api path) out of the one shape", async () => {
    expect(await problemsOf(() => get('/api/nothing-here', 'noMessage'))).toEqual([
      expect.stringMatching(
        /^GET \/api\/nothing-here: answered 404 with a body the document's schema refuses/,
      ),
    ]);
    expect(await problemsOf(() => get('/api/nothing-here', 'codeNotListed'))).toEqual([
      expect.stringMatching(/answered 404 with code noCredits, which the document does not list for 404/),
    ]);
  });
});

describe('the answers given before any route runs are in the one shape, and checked', () => {
  const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

  async function refusedWith(
    send: () => Promise<LightMyRequestResponse>,
    statusCode: number,
    code: ApiErrorBody['code'],
  ): Promise<void> {
    const before = contract.checkedBodies();
    const problems = await problemsOf(async () => {
      const response = await send();
      expect(response.statusCode).toBe(statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<ApiErrorBody>()).toMatchObject({ statusCode, code });
      return response;
    });
    expect(problems).toEqual([]);
    expect(contract.checkedBodies() - before).toBe(1);
  }

  it('404 for an unknown path, and for a known path with a method it does not take (no 405)', async () => {
    await refusedWith(() => get('/api/no/such/route'), 404, 'routeNotFound');
    await refusedWith(() => app.inject({ method: 'DELETE', url: '/api/health' }), 404, 'routeNotFound');
    await refusedWith(
      () =>
        app.inject({
          method: 'PATCH',
          url: '/api/account/v1/WhoAmI',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        }),
      404,
      'routeNotFound',
    );
  });

  it('413 for a body past the limit, 415 for a media type no parser takes, 400 for malformed JSON', async () => {
    const signIn = '/api/auth/v1/basic/signIn';
    await refusedWith(
      () =>
        app.inject({
          method: 'POST',
          url: signIn,
          headers: json,
          payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
        }),
      413,
      'invalidRequest',
    );
    // The one-click unsubscribe opts out of the CSRF guard, which refuses any other body as notJson first.
    await refusedWith(
      () =>
        app.inject({
          method: 'POST',
          url: '/api/account/v1/1/emailPreferences/oneClickUnsubscribe?token=x',
          headers: { 'content-type': 'application/xml' },
          payload: '<unsubscribe/>',
        }),
      415,
      'invalidRequest',
    );
    await refusedWith(
      () => app.inject({ method: 'POST', url: signIn, headers: json, payload: '{"email":' }),
      400,
      'invalidRequest',
    );
  });

  it('400 for a URL that does not decode, 414 for a path parameter past 100 characters', async () => {
    await refusedWith(() => get('/api/leagues/v1/Leagues/%E0%A4%A'), 400, 'invalidRequest');
    // PUT: a GET past the length limit falls through to the static files' catch-all (a 404 under /api).
    await refusedWith(
      () => app.inject({ method: 'PUT', url: `/api/leagues/v1/Leagues/${'x'.repeat(101)}` }),
      414,
      'invalidRequest',
    );
  });

  it('429 past the rate limit, on a route and on an unknown path', async () => {
    const client = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < 40; i += 1) await app.inject({ method: 'GET', url: '/api/auth/v1/ping', ...client });
    await refusedWith(
      () => app.inject({ method: 'GET', url: '/api/health', ...client }),
      429,
      'tooManyRequests',
    );
    await refusedWith(
      () => app.inject({ method: 'GET', url: '/api/no/such/route', ...client }),
      429,
      'tooManyRequests',
    );
  });
});
