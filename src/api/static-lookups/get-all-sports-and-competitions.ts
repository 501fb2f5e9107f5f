import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { staticLookupsService, type ApiClient } from './service.ts';

/** Every sport with its competitions, active or not (archived seasons still need their names). */
export function getAllSportsAndCompetitions(api: ApiClient): Promise<SportGroupDto[]> {
  return api.request<SportGroupDto[]>(staticLookupsService, 'AllSportsAndCompetitions');
}
