import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** GET Leagues/{leagueId}: a member's view of a league. */
export function getLeague(api: ApiClient, leagueId: string): Promise<LeagueDetailsDto> {
  return api.request<LeagueDetailsDto>(leaguesService, leaguePath(leagueId));
}
