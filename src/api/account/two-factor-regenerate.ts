import type { ReauthenticateRequest, RecoveryCodesDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST TwoFactor/recoveryCodes: ten new recovery codes (the old ones stop working); needs the password. */
export function regenerateRecoveryCodes(
  api: Pick<RequestLayer, 'request'>,
  body: ReauthenticateRequest,
): Promise<RecoveryCodesDto> {
  return api.request<RecoveryCodesDto>('account', 'TwoFactor/recoveryCodes', { method: 'POST', body });
}
