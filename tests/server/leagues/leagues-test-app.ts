// The leagues suites' app: the real app on a database of its own (PGlite, or PostgreSQL with DATABASE_URL),
// players of each role, and the api/leagues/v1 calls as the SPA makes them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RoleId } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { CreateLeagueRequest, LeagueDetailsDto, LeagueScopeDto } from '#core/contract/leagues.ts';
import { leagueMembers, leagues } from '#server/db/schema.ts';
import { call, createGuest, createPlayer, type Signed } from '../account/account-test-app.ts';

export { createGuest, createPlayer, type Signed };

type Token = SessionTokens | string;
export const LEAGUES = '/api/leagues/v1';

let playerCounter = 0;

/** A signed-in player of the role, with a display name of its own. */
export function player(app: FastifyInstance, role: RoleId = 'Player'): Promise<Signed> {
  playerCounter += 1;
  return createPlayer(app, { role, displayName: `Player ${playerCounter}` });
}

export function leaguesApi(app: FastifyInstance) {
  return {
    mine: (token: Token) => call(app, 'GET', `${LEAGUES}/MyLeagues`, { token }),
    publicPage: (token: Token, query = '') => call(app, 'GET', `${LEAGUES}/PublicLeagues${query}`, { token }),
    /** A default private league over all sports, with `body`'s fields (malformed ones too) on top. */
    create: (token: Token, body: Partial<CreateLeagueRequest> | Record<string, unknown>) =>
      call(app, 'POST', `${LEAGUES}/Leagues`, {
        token,
        body: { name: 'Friday Five', visibility: 1, scope: { kind: 'all' }, ...body },
      }),
    details: (token: Token, id: string) => call(app, 'GET', `${LEAGUES}/Leagues/${id}`, { token }),
    preview: (token: Token, id: string, code?: string) =>
      call(app, 'GET', `${LEAGUES}/Leagues/${id}/Preview${code === undefined ? '' : `?code=${code}`}`, {
        token,
      }),
    /** Without a code the call sends no body at all, as it may for a public league. */
    join: (token: Token, id: string, code?: string) =>
      call(app, 'POST', `${LEAGUES}/Leagues/${id}/Join`, {
        token,
        ...(code === undefined ? {} : { body: { code } }),
      }),
    joinByCode: (token: Token, code: string) =>
      call(app, 'POST', `${LEAGUES}/JoinByCode`, { token, body: { code } }),
    rename: (token: Token, id: string, name: string) =>
      call(app, 'PUT', `${LEAGUES}/Leagues/${id}`, { token, body: { name } }),
    rotate: (token: Token, id: string) => call(app, 'POST', `${LEAGUES}/Leagues/${id}/Code`, { token }),
    remove: (token: Token, id: string, userId: string) =>
      call(app, 'DELETE', `${LEAGUES}/Leagues/${id}/Members/${userId}`, { token }),
    leave: (token: Token, id: string) =>
      call(app, 'DELETE', `${LEAGUES}/Leagues/${id}/Membership`, { token }),
    deleteLeague: (token: Token, id: string) => call(app, 'DELETE', `${LEAGUES}/Leagues/${id}`, { token }),
    memberPicks: (token: Token, id: string, userId: string, gameweek?: string) =>
      call(
        app,
        'GET',
        `${LEAGUES}/Leagues/${id}/Members/${userId}/Picks${gameweek ? `?gameweek=${gameweek}` : ''}`,
        { token },
      ),
  };
}

export type LeaguesApi = ReturnType<typeof leaguesApi>;

/** The body of an answer with this status, or the test fails with what the server said. */
export function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return (response.body ? response.json() : null) as T;
}

/** The refusal's code and params, checking the status. */
export function refusal(
  response: LightMyRequestResponse,
  status: number,
): { code: string; params?: Record<string, unknown>; message: string } {
  return expectStatus(response, status);
}

/** Creates a league and answers its details. */
export async function newLeague(
  api: LeaguesApi,
  owner: Signed,
  body: Partial<CreateLeagueRequest> & { scope?: LeagueScopeDto } = {},
): Promise<LeagueDetailsDto> {
  return expectStatus<LeagueDetailsDto>(await api.create(owner.tokens, body), 201);
}

/** What the database holds: the league's member_count and its membership rows. */
export async function storedCounts(
  app: FastifyInstance,
  leagueId: string,
): Promise<{ memberCount: number | undefined; rows: number }> {
  const [league] = await app.db.select().from(leagues).where(eq(leagues.id, leagueId));
  const rows = await app.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId));
  return { memberCount: league?.memberCount, rows: rows.length };
}
