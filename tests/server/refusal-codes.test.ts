// Every refusal carries its stable code and parameters beside the message (core/refusals.ts), and the
// OpenAPI document lists every code.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import { refusalCodes, refusalMessage } from '#core/refusals.ts';
import { call } from './account/account-test-app.ts';
import {
  buildPlayTestApp,
  createGuest,
  h2h,
  homeTeamOf,
  insertEvent,
  over,
  playApi,
  START,
  type PlayTestApp,
} from './picks/play-test-app.ts';

let testApp: PlayTestApp;
let api: ReturnType<typeof playApi>;

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  api = playApi(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});
beforeEach(() => {
  testApp.clock.set(START);
});

function body(response: LightMyRequestResponse, statusCode: number): ApiErrorBody {
  expect(response.statusCode).toBe(statusCode);
  return response.json<ApiErrorBody>();
}

async function homeWins(count: number) {
  const selections = [];
  for (let i = 0; i < count; i += 1) {
    const id = await insertEvent(testApp.app);
    selections.push(h2h(id, await homeTeamOf(testApp.app, id)));
  }
  return selections;
}

describe('the OpenAPI document', () => {
  it('lists every code of the catalogue in ApiErrorBody, each described', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      components: {
        schemas: Record<string, { properties: Record<string, { enum?: string[]; description?: string }> }>;
      };
    }>();
    const code = document.components.schemas.ApiErrorBody?.properties.code;
    expect(code?.enum).toEqual(refusalCodes);
    for (const each of refusalCodes) expect(code?.description).toContain(`\`${each}\``);
  });
});

describe('a refusal', () => {
  it('too many picks: tooManyPicks with the allowance', async () => {
    const player = await createGuest(testApp.app);
    const refused = body(await api.putWeek(player.tokens, await homeWins(6)), 400);
    expect(refused).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'tooManyPicks',
      params: { max: 5 },
      message: 'Too many choices; up to 5 selections only.',
    });
  });

  it('two picks on one event: alreadyInList, without params', async () => {
    const player = await createGuest(testApp.app);
    const [selection] = await homeWins(1);
    if (!selection) throw new Error('no selection');
    const refused = body(await api.putWeek(player.tokens, [selection, over(selection.eventId)]), 400);
    expect(refused).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'alreadyInList',
      message: 'Cannot select - already in list',
    });
  });

  it('no credit: noCredits', async () => {
    const player = await createGuest(testApp.app);
    const refused = body(await api.redeem(player.tokens, { typeId: 3 }), 400);
    expect(refused).toMatchObject({ code: 'noCredits', message: 'No credits available' });
    expect(refused.params).toBeUndefined();
  });

  it('a failed schema check: invalidRequest with the text as its detail', async () => {
    const player = await createGuest(testApp.app);
    const refused = body(await api.redeem(player.tokens, { typeId: 9 as 3 }), 400);
    expect(refused.code).toBe('invalidRequest');
    expect(refused.params).toEqual({ detail: refused.message });
    expect(refused.message).toMatch(/^body\/typeId: /);
  });

  it('401 without a session, 403 without the role', async () => {
    const unauthorized = body(await call(testApp.app, 'GET', '/api/account/v1/myCredits'), 401);
    expect(unauthorized).toMatchObject({ code: 'unauthorized', message: refusalMessage('unauthorized') });
    const guest = await createGuest(testApp.app);
    const forbidden = body(
      await call(testApp.app, 'PUT', '/api/predictions/v1/admin/DailyChallenge/2026-11-18', {
        token: guest.tokens,
        body: { eventId: 'x' },
      }),
      403,
    );
    expect(forbidden).toMatchObject({ code: 'forbidden', message: refusalMessage('forbidden') });
  });

  it('404 for an unknown route: routeNotFound with its method and path', async () => {
    const refused = body(await testApp.app.inject({ method: 'GET', url: '/api/nowhere' }), 404);
    expect(refused).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'routeNotFound',
      params: { method: 'GET', path: '/api/nowhere' },
      message: 'Route GET /api/nowhere not found',
    });
  });
});
