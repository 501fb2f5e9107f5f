import type { PublicLeaguesPageDto } from '#core/contract/leagues.ts';
import { leaguesService, type ApiClient } from './service.ts';

export interface PublicLeaguesQuery {
  search?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** GET PublicLeagues: one page of the public leagues, most members first. */
export function getPublicLeagues(
  api: ApiClient,
  query: PublicLeaguesQuery = {},
): Promise<PublicLeaguesPageDto> {
  return api.request<PublicLeaguesPageDto>(leaguesService, 'PublicLeagues', {
    query: { search: query.search || undefined, page: query.page, pageSize: query.pageSize },
  });
}
