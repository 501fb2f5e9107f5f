import type { LeaderboardPeriodId, MyRankDto } from '#core/contract/leaderboards.ts';
import { leaderboardsService, type ApiClient } from './service.ts';

/** GET MyRank: the caller's row and rank on a global board (default: this gameweek's). */
export function getMyRank(
  api: ApiClient,
  query: { period?: LeaderboardPeriodId; periodKey?: string } = {},
): Promise<MyRankDto> {
  return api.request<MyRankDto>(leaderboardsService, 'MyRank', {
    query: { period: query.period, periodKey: query.periodKey },
  });
}
