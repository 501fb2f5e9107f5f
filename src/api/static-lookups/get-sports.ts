import type { SportDto } from '#core/contract/static-lookups.ts';
import { staticLookupsService, type ApiClient } from './service.ts';

/** The sports list; `activeOnly` (GET Sports/?isActive=1) is what the drawer's Sports menu shows. */
export function getSports(
  api: ApiClient,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<SportDto[]> {
  return api.request<SportDto[]>(staticLookupsService, 'Sports/', {
    query: activeOnly ? { isActive: 1 } : undefined,
  });
}
