import type { EmailPreferencesRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** PUT emailPreferences: `unsubscribe` lists every e-mail type id the player opts out of. */
export async function updateEmailPreferences(
  api: Pick<RequestLayer, 'request'>,
  body: EmailPreferencesRequest,
): Promise<void> {
  await api.request<unknown>('account', 'emailPreferences', { method: 'PUT', body });
}
