import type { ConfirmEmailRequest } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST ConfirmEmail with the sign-up verification link's user id and token (24 h, single use). */
export async function confirmEmail(
  api: Pick<RequestLayer, 'request'>,
  body: ConfirmEmailRequest,
): Promise<void> {
  await api.request<unknown>('auth', 'ConfirmEmail', { method: 'POST', body });
}
