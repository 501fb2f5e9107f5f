// One rule per shared field wherever it comes in (server/http/fields.ts, the rules in core/game/leagues.ts).
// A league's name: creating and renaming refuse the same names, with the same status and code, and keep
// the same normal form. A join code: the preview, joining by id and joining by code refuse the same codes.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_NAME_MAX, LEAGUE_NAME_MIN } from '#core/game/leagues.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { call } from '../account/account-test-app.ts';
import { LEAGUES, leaguesApi, newLeague, player, type LeaguesApi } from './leagues-test-app.ts';

let testApp: TestApp;
let app: FastifyInstance;
let api: LeaguesApi;
beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  api = leaguesApi(app);
});
afterAll(() => testApp?.close());

/** What a refusal says: its status and code (a schema's refusal is invalidRequest). */
function outcome(response: LightMyRequestResponse): { status: number; code?: string } {
  if (response.statusCode < 400) return { status: response.statusCode };
  return { status: response.statusCode, code: response.json<{ code: string }>().code };
}

describe('a league name, at creation and at a rename', () => {
  /** Each way a name comes in: the answer, and the name kept on success. */
  const entryPoints: Record<
    string,
    (name: string) => Promise<{ response: LightMyRequestResponse; kept?: string }>
  > = {
    'creating a league': async (name) => {
      const owner = await player(app, 'PremiumPlayer');
      const response = await api.create(owner.tokens, { name });
      return {
        response,
        kept: response.statusCode === 201 ? response.json<{ name: string }>().name : undefined,
      };
    },
    'renaming a league': async (name) => {
      const owner = await player(app, 'PremiumPlayer');
      const league = await newLeague(api, owner);
      const response = await api.rename(owner.tokens, league.id, name);
      return {
        response,
        kept: response.statusCode === 200 ? response.json<{ name: string }>().name : undefined,
      };
    },
  };

  const refused: [string, string, { status: number; code: string }][] = [
    ['empty', '', { status: 400, code: 'leagueNameInvalid' }],
    ['only spaces', '     ', { status: 400, code: 'leagueNameInvalid' }],
    [`${LEAGUE_NAME_MIN - 1} characters`, 'ab', { status: 400, code: 'leagueNameInvalid' }],
    ['2 characters padded with spaces', '   ab   ', { status: 400, code: 'leagueNameInvalid' }],
    [
      `${LEAGUE_NAME_MAX + 1} characters`,
      'n'.repeat(LEAGUE_NAME_MAX + 1),
      { status: 400, code: 'leagueNameInvalid' },
    ],
    ['past what is read (201 characters)', 'n'.repeat(201), { status: 400, code: 'invalidRequest' }],
  ];

  it.each(refused)('%s: every route answers the same refusal', async (_, name, expected) => {
    for (const [where, send] of Object.entries(entryPoints)) {
      const { response } = await send(name);
      expect({ where, ...outcome(response) }).toEqual({ where, ...expected });
    }
  });

  it(`takes ${LEAGUE_NAME_MIN} and ${LEAGUE_NAME_MAX} characters everywhere, kept in one normal form`, async () => {
    for (const [where, send] of Object.entries(entryPoints)) {
      expect({ where, kept: (await send('  Fri   Five ')).kept }).toEqual({ where, kept: 'Fri Five' });
      expect({ where, kept: (await send('abc')).kept }).toEqual({ where, kept: 'abc' });
      const longest = '𝒜'.repeat(LEAGUE_NAME_MAX);
      expect({ where, kept: (await send(longest)).kept }).toEqual({ where, kept: longest });
    }
  });
});

describe('a join code, at the preview, joining by id and joining by code', () => {
  /** Each way a code comes in, by a player of its own (code guesses are limited per player). */
  const entryPoints: Record<string, (leagueId: string, code: string) => Promise<LightMyRequestResponse>> = {
    'the preview': async (leagueId, code) =>
      call(app, 'GET', `${LEAGUES}/Leagues/${leagueId}/Preview?code=${encodeURIComponent(code)}`, {
        token: (await player(app)).tokens,
      }),
    'joining by id': async (leagueId, code) => api.join((await player(app)).tokens, leagueId, code),
    'joining by code': async (_, code) => api.joinByCode((await player(app)).tokens, code),
  };

  let leagueId: string;
  let code: string;
  beforeAll(async () => {
    const league = await newLeague(api, await player(app, 'PremiumPlayer'), { visibility: 1 });
    leagueId = league.id;
    code = league.code;
    expect(code).toHaveLength(8);
  });

  const invalid = { status: 400, code: 'leagueCodeInvalid' };
  const refused: [string, string, { status: number; code: string }][] = [
    ['7 characters', 'ABCDEFG', invalid],
    ['9 characters', 'ABCDEFGHJ', invalid],
    ['punctuation', 'ABCD!EFG', invalid],
    ['a letter outside A-Z', 'ABCDÉFGH', invalid],
    ['a zero-width space inside', 'ABCD\u200bEFGH', invalid],
    ['past what is read (41 characters)', 'A'.repeat(41), { status: 400, code: 'invalidRequest' }],
  ];

  it.each(refused)('%s: every route answers the same refusal', async (_, typed, expected) => {
    for (const [where, send] of Object.entries(entryPoints)) {
      expect({ where, ...outcome(await send(leagueId, typed)) }).toEqual({ where, ...expected });
    }
  });

  it('takes the code in any case, with spaces or dashes between groups, everywhere', async () => {
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    for (const [where, send] of Object.entries(entryPoints)) {
      expect({ where, status: (await send(leagueId, typed)).statusCode }).toEqual({ where, status: 200 });
    }
  });
});
