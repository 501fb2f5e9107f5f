import type { TwoFactorSetupDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/**
 * POST TwoFactor/setup: a new authenticator key (replacing an unconfirmed one) and its QR code. An
 * administrator signing in without two-factor (ConfigureTFA) calls it with a request layer whose
 * bearer is the sign-in's setup token.
 */
export function setUpTwoFactor(api: Pick<RequestLayer, 'request'>): Promise<TwoFactorSetupDto> {
  return api.request<TwoFactorSetupDto>('account', 'TwoFactor/setup', { method: 'POST', body: {} });
}
