import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { LeagueDetailsDto, LeagueVisibilityId } from '#core/contract/leagues.ts';
import { createPlayer } from './accounts.ts';
import type { PathMemory, PlayerAccount } from './driver.ts';

// Leagues made through the API for the join-league gestures: another player owns the league a path joins.

const spa = { 'x-requested-with': 'XMLHttpRequest' };

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A bearer token of `player`, signed in through the API. */
export async function bearerOf(request: APIRequestContext, player: PlayerAccount): Promise<string> {
  const signedIn = await json<{ bearerToken?: string }>(
    await request.post('/api/auth/v1/basic/signIn', {
      headers: spa,
      data: { email: player.email, password: player.password },
    }),
    'basic/signIn',
  );
  if (!signedIn.bearerToken) throw new Error(`basic/signIn gave ${player.email} no token.`);
  return signedIn.bearerToken;
}

/** A league owned by a new player, public or private. */
export async function leagueOwnedByAnother(
  request: APIRequestContext,
  memory: PathMemory,
  visibility: LeagueVisibilityId,
): Promise<LeagueDetailsDto> {
  const owner = await createPlayer(request, memory, { displayName: `Owner ${Date.now() % 100_000}` });
  const bearer = await bearerOf(request, owner);
  return json<LeagueDetailsDto>(
    await request.post('/api/leagues/v1/Leagues', {
      headers: { ...spa, authorization: `Bearer ${bearer}` },
      data: { name: `League ${Date.now() % 100_000}`, visibility, scope: { kind: 'all' } },
    }),
    'POST leagues/Leagues',
  );
}

/** The league each path made (a path's memory is its own). */
const leagues = new WeakMap<PathMemory, LeagueDetailsDto>();

export function rememberLeague(memory: PathMemory, league: LeagueDetailsDto): void {
  leagues.set(memory, league);
}

export function leagueOf(memory: PathMemory): LeagueDetailsDto {
  const league = leagues.get(memory);
  if (!league) throw new Error('This path made no league yet.');
  return league;
}
