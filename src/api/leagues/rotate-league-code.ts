import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** POST Leagues/{leagueId}/Code: the owner draws a new join code (the old one stops working). */
export function rotateLeagueCode(api: ApiClient, leagueId: string): Promise<LeagueDetailsDto> {
  return api.request<LeagueDetailsDto>(leaguesService, leaguePath(leagueId, '/Code'), { method: 'POST' });
}
