import type { SessionTokens } from '#core/contract/auth.ts';
import type { ReauthenticateRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/**
 * POST TwoFactor/disable: turns two-factor off and drops the recovery codes; needs the password.
 * Answers the new session (the security stamp changed, so every other session ended).
 */
export function disableTwoFactor(
  api: Pick<RequestLayer, 'request'>,
  body: ReauthenticateRequest,
): Promise<SessionTokens> {
  return api.request<SessionTokens>('account', 'TwoFactor/disable', { method: 'POST', body });
}
