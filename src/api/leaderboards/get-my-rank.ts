import type { LeaderboardPeriodId, LeaderboardScope, MyRankDto } from '#core/contract/leaderboards.ts';
import { leaderboardsService, type ApiClient } from './service.ts';

/** GET MyRank: the caller's row on a board (this gameweek's global board by default). */
export function getMyRank(
  api: ApiClient,
  query: {
    period?: LeaderboardPeriodId;
    periodKey?: string;
    scope?: LeaderboardScope;
    scopeKey?: string;
  } = {},
): Promise<MyRankDto> {
  return api.request<MyRankDto>(leaderboardsService, 'MyRank', {
    query: {
      period: query.period,
      periodKey: query.periodKey,
      scope: query.scope,
      scopeKey: query.scopeKey || undefined,
    },
  });
}
