import type { PickDto, SaveOutrightPickRequest } from '#core/contract/play.ts';
import { predictionsService, type ApiClient } from './service.ts';

/** PUT MyOutrightPicks/{eventId}: the player's one pick on an outright, changeable until it locks. */
export function saveOutrightPick(
  api: ApiClient,
  eventId: string,
  body: SaveOutrightPickRequest,
): Promise<PickDto> {
  return api.request<PickDto>(predictionsService, `MyOutrightPicks/${encodeURIComponent(eventId)}`, {
    method: 'PUT',
    body,
  });
}
