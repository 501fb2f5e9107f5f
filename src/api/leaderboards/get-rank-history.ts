import type { RankHistoryDto } from '#core/contract/rank-history.ts';
import { leaderboardsService, type ApiClient } from './service.ts';

/** GET Leagues/{leagueId}/History?userId: a member's points and league rank per gameweek (members only). */
export function getRankHistory(api: ApiClient, leagueId: string, userId: string): Promise<RankHistoryDto> {
  return api.request<RankHistoryDto>(leaderboardsService, `Leagues/${encodeURIComponent(leagueId)}/History`, {
    query: { userId },
  });
}
