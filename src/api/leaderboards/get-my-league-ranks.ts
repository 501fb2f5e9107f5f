import type { MyLeagueRanksDto } from '#core/contract/leaderboards.ts';
import { leaderboardsService, type ApiClient } from './service.ts';

/** GET MyLeagueRanks: the caller's rank in each of their leagues this gameweek, in one call. */
export function getMyLeagueRanks(api: ApiClient): Promise<MyLeagueRanksDto> {
  return api.request<MyLeagueRanksDto>(leaderboardsService, 'MyLeagueRanks');
}
