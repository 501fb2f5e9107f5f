import type { SeasonDto } from '#core/contract/play.ts';
import { predictionsService, type ApiClient } from './service.ts';

/** GET Seasons: a competition's seasons, newest first. */
export function getSeasons(api: ApiClient, competition: string): Promise<SeasonDto[]> {
  return api.request<SeasonDto[]>(predictionsService, 'Seasons', { query: { competition } });
}
