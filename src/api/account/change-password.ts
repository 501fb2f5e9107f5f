import type { ChangePasswordDto, ChangePasswordRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/**
 * PUT ChangePassword. Without `currentPassword` it is a validated guest's first password. The answer
 * carries the new session: every other session was revoked.
 */
export function changePassword(
  api: Pick<RequestLayer, 'request'>,
  body: ChangePasswordRequest,
): Promise<ChangePasswordDto> {
  return api.request<ChangePasswordDto>('account', 'ChangePassword', { method: 'PUT', body });
}
