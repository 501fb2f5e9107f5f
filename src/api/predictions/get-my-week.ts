import type { MyWeekDto } from '#core/contract/play.ts';
import { predictionsService, type ApiClient } from './service.ts';

/** GET MyWeek: the home summary and the picks of a gameweek (the current one when none is named). */
export function getMyWeek(api: ApiClient, gameweek?: string): Promise<MyWeekDto> {
  return api.request<MyWeekDto>(predictionsService, 'MyWeek', { query: { gameweek } });
}
