import type { MyLeaguesDto } from '#core/contract/leagues.ts';
import { leaguesService, type ApiClient } from './service.ts';

/** GET MyLeagues: the leagues I own or belong to, and my limits. */
export function getMyLeagues(api: ApiClient): Promise<MyLeaguesDto> {
  return api.request<MyLeaguesDto>(leaguesService, 'MyLeagues');
}
