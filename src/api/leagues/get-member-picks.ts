import type { LeagueMemberPicksDto } from '#core/contract/leagues.ts';
import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** GET Leagues/{leagueId}/Members/{userId}/Picks: another member's picks whose lock has passed. */
export function getMemberPicks(
  api: ApiClient,
  leagueId: string,
  userId: string,
  gameweek?: string,
): Promise<LeagueMemberPicksDto> {
  return api.request<LeagueMemberPicksDto>(
    leaguesService,
    leaguePath(leagueId, `/Members/${encodeURIComponent(userId)}/Picks`),
    { query: { gameweek } },
  );
}
