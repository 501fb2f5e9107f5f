import type { MyWeekDto, SaveWeekRequest } from '#core/contract/play.ts';
import { predictionsService, type ApiClient } from './service.ts';

/**
 * PUT MyWeek: the whole slip of a gameweek; answers the week as the server now holds it. A rule the slip
 * breaks comes back as a 400 whose message is the rule's own text.
 */
export function saveMyWeek(api: ApiClient, body: SaveWeekRequest): Promise<MyWeekDto> {
  return api.request<MyWeekDto>(predictionsService, 'MyWeek', { method: 'PUT', body });
}
