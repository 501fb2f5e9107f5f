import type { UnsubscribeAllRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** PUT emailPreferences/unsubscribeAll: the one switch over every kind of e-mail. */
export async function putUnsubscribeAll(
  api: Pick<RequestLayer, 'request'>,
  body: UnsubscribeAllRequest,
): Promise<void> {
  await api.request<unknown>('account', 'emailPreferences/unsubscribeAll', { method: 'PUT', body });
}
