import type { DeleteAccountRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** DELETE account root: deletes the account; `token` is its password (a guest's stored one). */
export async function deleteAccount(
  api: Pick<RequestLayer, 'request'>,
  body: DeleteAccountRequest,
): Promise<void> {
  await api.request<null>('account', '', { method: 'DELETE', body });
}
