import type { ActiveSportsAndCompetitionsDto, SportGroupDto } from '#core/contract/static-lookups.ts';
import { staticLookupsService, type ApiClient } from './service.ts';

/** The sports and competitions open for predictions now; the server wraps the list in `data`. */
export async function getActiveSportsAndCompetitions(api: ApiClient): Promise<SportGroupDto[]> {
  const response = await api.request<ActiveSportsAndCompetitionsDto>(
    staticLookupsService,
    'ActiveSportsAndCompetitions',
  );
  return response.data;
}
