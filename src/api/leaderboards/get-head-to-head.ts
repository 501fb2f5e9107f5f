import type { HeadToHeadDto } from '#core/contract/head-to-head.ts';
import { leaderboardsService, type ApiClient } from './service.ts';

/** GET Leagues/{leagueId}/HeadToHead: this gameweek's fixtures and the head-to-head table (members only). */
export function getHeadToHead(api: ApiClient, leagueId: string): Promise<HeadToHeadDto> {
  return api.request<HeadToHeadDto>(
    leaderboardsService,
    `Leagues/${encodeURIComponent(leagueId)}/HeadToHead`,
  );
}
