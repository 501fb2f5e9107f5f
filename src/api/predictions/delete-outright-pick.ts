import { predictionsService, type ApiClient } from './service.ts';

/** DELETE MyOutrightPicks/{eventId}: takes the player's outright pick back before it locks. */
export async function deleteOutrightPick(api: ApiClient, eventId: string): Promise<void> {
  await api.request<unknown>(predictionsService, `MyOutrightPicks/${encodeURIComponent(eventId)}`, {
    method: 'DELETE',
  });
}
