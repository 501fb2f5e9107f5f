import type { PlayerStatsDto } from '#core/contract/stats.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET api/stats/v1/MyStats: the caller's additional stats (premium players and administrators). */
export function getMyStats(api: Pick<RequestLayer, 'request'>): Promise<PlayerStatsDto> {
  return api.request<PlayerStatsDto>('stats', 'MyStats');
}
