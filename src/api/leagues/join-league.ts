import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** POST Leagues/{leagueId}/Join: joins a league (a private one with its code). */
export function joinLeague(api: ApiClient, leagueId: string, code?: string): Promise<LeagueDetailsDto> {
  return api.request<LeagueDetailsDto>(leaguesService, leaguePath(leagueId, '/Join'), {
    method: 'POST',
    body: code ? { code } : {},
  });
}
