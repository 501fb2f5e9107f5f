import type { EnableTwoFactorRequest, RecoveryCodesDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/**
 * POST TwoFactor/enable: the first code from the authenticator app proves the key. Answers the ten
 * recovery codes (shown once) and a new session: every other session ended.
 */
export function enableTwoFactor(
  api: Pick<RequestLayer, 'request'>,
  body: EnableTwoFactorRequest,
): Promise<RecoveryCodesDto> {
  return api.request<RecoveryCodesDto>('account', 'TwoFactor/enable', { method: 'POST', body });
}
