import type { CreateLeagueRequest, LeagueDetailsDto } from '#core/contract/leagues.ts';
import { leaguesService, type ApiClient } from './service.ts';

/** POST Leagues: a new league owned by the caller. */
export function createLeague(api: ApiClient, body: CreateLeagueRequest): Promise<LeagueDetailsDto> {
  return api.request<LeagueDetailsDto>(leaguesService, 'Leagues', { method: 'POST', body });
}
