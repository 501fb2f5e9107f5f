import type { AcceptedDto, ForgotPasswordRequest } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST ForgotPassword: the same answer whether or not the address has an account. */
export function forgotPassword(
  api: Pick<RequestLayer, 'request'>,
  body: ForgotPasswordRequest,
): Promise<AcceptedDto> {
  return api.request<AcceptedDto>('auth', 'ForgotPassword', { method: 'POST', body });
}
