import type { LeaguePreviewDto } from '#core/contract/leagues.ts';
import { leaguePath, leaguesService, type ApiClient } from './service.ts';

/** GET Leagues/{leagueId}/Preview: what a player sees before joining (a private league needs its code). */
export function getLeaguePreview(api: ApiClient, leagueId: string, code?: string): Promise<LeaguePreviewDto> {
  return api.request<LeaguePreviewDto>(leaguesService, leaguePath(leagueId, '/Preview'), {
    query: { code: code || undefined },
  });
}
