import type { DisplayNameRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** PUT DisplayName; the caller refreshes the session afterwards so the token carries the new name. */
export async function putDisplayName(
  api: Pick<RequestLayer, 'request'>,
  body: DisplayNameRequest,
): Promise<void> {
  await api.request<unknown>('account', 'DisplayName', { method: 'PUT', body });
}
