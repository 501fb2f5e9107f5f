// One schema per shared field (server/http/fields.ts), for the ids and keys many routes take: a gameweek, a
// competition's key, a league's id and a player's id. Each bad value is refused by every route that takes
// the field in the same way: 400 invalidRequest naming the field, before the route does anything.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPlayer, type Signed } from './account/account-test-app.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;
let app: FastifyInstance;
let admin: Signed;
beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  admin = await createPlayer(app, { role: 'Administrator', displayName: 'Ada Admin' });
});
afterAll(() => testApp?.close());

const someLeague = '0b7e7a52-6d3e-4c4f-9a4e-3f1f2a6b8c01';
const somePlayer = '5c0d9a1e-2b7f-4e39-8d52-7a6b1c3e9f20';
const q = encodeURIComponent;

type Send = (value: string) => Promise<LightMyRequestResponse>;
const get = (url: string) => call(app, 'GET', url, { token: admin.tokens });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) =>
  call(app, method, url, { token: admin.tokens, body });

/** Every route that takes each field, and where: the field's name in the refusal's detail. */
const fields: { field: string; bad: string[]; routes: Record<string, [Send, string]> }[] = [
  {
    field: 'a gameweek',
    bad: ['', '2026-W54', '2026W47', 'w'.repeat(300)],
    routes: {
      'GET Events': [(v) => get(`/api/predictions/v1/Events?gameweek=${q(v)}`), 'querystring/gameweek'],
      'GET MyWeek': [(v) => get(`/api/predictions/v1/MyWeek?gameweek=${q(v)}`), 'querystring/gameweek'],
      'PUT MyWeek': [
        (v) => send('PUT', '/api/predictions/v1/MyWeek', { gameweek: v, selections: [] }),
        'body/gameweek',
      ],
      "GET a member's picks": [
        (v) => get(`/api/leagues/v1/Leagues/${someLeague}/Members/${somePlayer}/Picks?gameweek=${q(v)}`),
        'querystring/gameweek',
      ],
    },
  },
  {
    field: "a competition's key",
    bad: ['', 'k'.repeat(101)],
    routes: {
      'GET Events': [(v) => get(`/api/predictions/v1/Events?competition=${q(v)}`), 'querystring/competition'],
      'GET Seasons': [
        (v) => get(`/api/predictions/v1/Seasons?competition=${q(v)}`),
        'querystring/competition',
      ],
      'GET myCredits': [
        (v) => get(`/api/account/v1/myCredits?competition=${q(v)}`),
        'querystring/competition',
      ],
      'POST redeem': [
        (v) =>
          send('POST', '/api/account/v1/myCredits/redeem', { typeId: 1, requestId: 'r1', competition: v }),
        'body/competition',
      ],
      'POST revoke': [
        (v) => send('POST', '/api/account/v1/myCredits/revoke', { typeId: 2, competition: v }),
        'body/competition',
      ],
      'POST admin credits': [
        (v) =>
          send('POST', '/api/account/v1/admin/credits', { userId: somePlayer, typeId: 1, competition: v }),
        'body/competition',
      ],
      'POST Leagues': [
        (v) =>
          send('POST', '/api/leagues/v1/Leagues', {
            name: 'Friday Five',
            visibility: 1,
            scope: { kind: 'competition', competitionKey: v },
          }),
        'body/scope',
      ],
    },
  },
  {
    field: "a league's id",
    bad: ['not-a-league', '12345', `${someLeague}0`],
    routes: {
      'GET Leagues/{id}': [(v) => get(`/api/leagues/v1/Leagues/${q(v)}`), 'params/leagueId'],
      'PUT Leagues/{id}': [
        (v) => send('PUT', `/api/leagues/v1/Leagues/${q(v)}`, { name: 'New name' }),
        'params/leagueId',
      ],
      'DELETE Leagues/{id}': [
        (v) => send('DELETE', `/api/leagues/v1/Leagues/${q(v)}`, undefined),
        'params/leagueId',
      ],
      'GET Preview': [(v) => get(`/api/leagues/v1/Leagues/${q(v)}/Preview`), 'params/leagueId'],
      'POST Join': [(v) => send('POST', `/api/leagues/v1/Leagues/${q(v)}/Join`, {}), 'params/leagueId'],
      'POST Code': [
        (v) => send('POST', `/api/leagues/v1/Leagues/${q(v)}/Code`, undefined),
        'params/leagueId',
      ],
      'DELETE Membership': [
        (v) => send('DELETE', `/api/leagues/v1/Leagues/${q(v)}/Membership`, undefined),
        'params/leagueId',
      ],
      'GET standings': [(v) => get(`/api/leaderboards/v1/Leagues/${q(v)}`), 'params/leagueId'],
      'GET HeadToHead': [(v) => get(`/api/leaderboards/v1/Leagues/${q(v)}/HeadToHead`), 'params/leagueId'],
      'GET History': [
        (v) => get(`/api/leaderboards/v1/Leagues/${q(v)}/History?userId=${somePlayer}`),
        'params/leagueId',
      ],
    },
  },
  {
    field: "a player's id",
    bad: ['not-a-player', '12345'],
    routes: {
      'DELETE a member': [
        (v) => send('DELETE', `/api/leagues/v1/Leagues/${someLeague}/Members/${q(v)}`, undefined),
        'params/userId',
      ],
      "GET a member's picks": [
        (v) => get(`/api/leagues/v1/Leagues/${someLeague}/Members/${q(v)}/Picks`),
        'params/userId',
      ],
      'GET History': [
        (v) => get(`/api/leaderboards/v1/Leagues/${someLeague}/History?userId=${q(v)}`),
        'querystring/userId',
      ],
      'POST admin credits': [
        (v) => send('POST', '/api/account/v1/admin/credits', { userId: v, typeId: 1 }),
        'body/userId',
      ],
    },
  },
];

describe.each(fields)('$field', ({ bad, routes }) => {
  it.each(bad)('%j: every route that takes it answers 400 invalidRequest naming it', async (value) => {
    for (const [route, [sendValue, where]] of Object.entries(routes)) {
      const response = await sendValue(value);
      const body = response.json<{ code?: string; params?: { detail?: string } }>();
      expect({ route, status: response.statusCode, code: body.code }).toEqual({
        route,
        status: 400,
        code: 'invalidRequest',
      });
      expect({ route, detail: body.params?.detail }).toEqual({
        route,
        detail: expect.stringContaining(where),
      });
    }
  });
});
