import type { BoardDto, LeaderboardPeriodId, LeaderboardScope } from '#core/contract/leaderboards.ts';
import { leaderboardsService, type ApiClient } from './service.ts';

export interface BoardQuery {
  period: LeaderboardPeriodId;
  /** The current period's when unset. */
  periodKey?: string;
  scope?: LeaderboardScope;
  /** A sport id or a competition key; unset for global. */
  scopeKey?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** GET Board: one page of a board, best first, with the caller's own row wherever it stands. */
export function getBoard(api: ApiClient, query: BoardQuery): Promise<BoardDto> {
  return api.request<BoardDto>(leaderboardsService, 'Board', {
    query: {
      period: query.period,
      periodKey: query.periodKey,
      scope: query.scope,
      scopeKey: query.scopeKey || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
}
