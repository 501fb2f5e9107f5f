import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { staticLookupsService, type ApiClient } from './service.ts';

/** The sports whose competitions have outright markets (e.g. tournament winners). */
export function getOutrightSportsAndCompetitions(api: ApiClient): Promise<SportGroupDto[]> {
  return api.request<SportGroupDto[]>(staticLookupsService, 'OutrightSportsAndCompetitions');
}
