import type { LeaderboardPeriodId, LeagueStandingsDto } from '#core/contract/leaderboards.ts';
import { leaderboardsService, type ApiClient } from './service.ts';

/** GET Leagues/{leagueId}: every member of a league ranked on one period (members only). */
export function getLeagueStandings(
  api: ApiClient,
  leagueId: string,
  query: { period?: LeaderboardPeriodId; periodKey?: string } = {},
): Promise<LeagueStandingsDto> {
  return api.request<LeagueStandingsDto>(leaderboardsService, `Leagues/${encodeURIComponent(leagueId)}`, {
    query: { period: query.period, periodKey: query.periodKey },
  });
}
