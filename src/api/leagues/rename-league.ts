import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** PUT Leagues/{leagueId}: the owner renames the league. */
export function renameLeague(api: ApiClient, leagueId: string, name: string): Promise<LeagueDetailsDto> {
  return api.request<LeagueDetailsDto>(leaguesService, leaguePath(leagueId), {
    method: 'PUT',
    body: { name },
  });
}
