import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { leaguesService, type ApiClient } from './service.ts';

/** POST JoinByCode: joins the league whose code this is. */
export function joinByCode(api: ApiClient, code: string): Promise<LeagueDetailsDto> {
  return api.request<LeagueDetailsDto>(leaguesService, 'JoinByCode', { method: 'POST', body: { code } });
}
