import type { ResetPasswordRequest } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST ResetPassword with the e-mailed link's user id and token (1 h, single use). */
export async function resetPassword(
  api: Pick<RequestLayer, 'request'>,
  body: ResetPasswordRequest,
): Promise<void> {
  await api.request<unknown>('auth', 'ResetPassword', { method: 'POST', body });
}
