// The API fuzzed from its own OpenAPI document: every operation, each with its body malformed, each field
// given wrong types, out-of-range numbers, NUL, huge and tricky unicode strings, each parameter spoiled and
// a few URL tricks (variations.ts). Whatever comes in, the answer is never a 5xx, never shows a stack trace,
// and a refusal always has the documented error shape with a code of the catalogue.
import { writeFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalCodes } from '#core/refusals.ts';
import { call, createPlayer, type Signed } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertEvent, START } from '../picks/play-test-app.ts';
import { testClock } from '../predictions/sync-helpers.ts';
import { documentedKeys, operationsOf, type OpenApiDocument, type Operation } from './operations.ts';
import { variationsOf, type Variation } from './variations.ts';

let testApp: TestApp;
let app: FastifyInstance;
let document: OpenApiDocument;
let admin: Signed;
/** Real ids for path parameters, so that a valid request reaches the route's work. */
const known: Record<string, string> = { day: '2026-11-21' };

beforeAll(async () => {
  testApp = await buildTestApp({ clock: testClock(START), config: { clockControl: true, devOutbox: true } });
  app = testApp.app;
  document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  admin = await createPlayer(app, { role: 'Administrator' });
  const owner = await createPlayer(app);
  known.eventId = await insertEvent(app);
  known.userId = owner.user.id;
  const league = await call(app, 'POST', '/api/leagues/v1/Leagues', {
    token: owner.tokens,
    body: { name: 'Fuzz league', visibility: 0, scope: { kind: 'all' }, rankBy: 'boosted' },
  });
  if (league.statusCode === 200 || league.statusCode === 201)
    known.leagueId = league.json<{ id: string }>().id;
});
afterAll(async () => {
  await testApp?.close();
});

const errorShape = new Set(['statusCode', 'error', 'code', 'params', 'message']);
const stackTrace = /\n\s+at .+:\d+:\d+|"stack"\s*:/;

/** What is wrong with the answer to a variation, or null. */
function faultOf(operation: Operation, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (stackTrace.test(response.body)) return `shows a stack trace: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = response.json<Record<string, unknown>>();
  } catch {
    return `answered ${response.statusCode} without a JSON body: ${response.body.slice(0, 100)}`;
  }
  // The error shape, and only what the operation documents beside it (a two-factor step's status).
  const documented = documentedKeys(operation, response.statusCode);
  const shaped =
    ['statusCode', 'error', 'code', 'message'].every((key) => key in body) &&
    Object.keys(body).every((key) => errorShape.has(key) || documented.has(key)) &&
    body.statusCode === response.statusCode &&
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    (refusalCodes as readonly unknown[]).includes(body.code);
  return shaped
    ? null
    : `answered ${response.statusCode} outside the error shape: ${response.body.slice(0, 200)}`;
}

async function send(variation: Variation, bearer: string, index: number): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${bearer}`,
    'x-requested-with': 'XMLHttpRequest',
  };
  if (variation.payload !== undefined) headers['content-type'] = variation.contentType ?? 'application/json';
  return app.inject({
    method: variation.method,
    url: variation.url,
    headers,
    // A loopback address of its own per request: the per-address rate limits stay out of the way.
    remoteAddress: `127.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255 || 1}`,
    ...(variation.payload === undefined ? {} : { payload: variation.payload }),
  });
}

const isAdmin = (operation: Operation) => /\/admin\//i.test(operation.path);

describe('the API under fuzzed requests', () => {
  it('documents the operations it fuzzes', () => {
    expect(operationsOf(document).length).toBeGreaterThan(60);
  });

  it(
    'never answers 5xx, never shows a stack trace, and refuses in the error shape',
    { timeout: 600_000 },
    async () => {
      const faults: string[] = [];
      let index = 0;
      for (const operation of operationsOf(document)) {
        // A caller of its own per operation: signing out or deleting the account spoils no other operation.
        const caller = isAdmin(operation) ? admin : await createPlayer(app);
        for (const variation of variationsOf(operation, known)) {
          index += 1;
          const fault = faultOf(operation, await send(variation, caller.tokens.bearerToken, index));
          if (fault) faults.push(`${operation.method} ${operation.path} [${variation.label}] ${fault}`);
        }
      }
      // FUZZ_REPORT=<file>: every fault in full, where the diff below shortens the list.
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, faults.join('\n'));
      expect(faults).toEqual([]);
    },
  );
});
