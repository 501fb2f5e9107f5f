import type { TwoFactorStatusDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET TwoFactor: whether two-factor is on and how many recovery codes are left. */
export function getTwoFactorStatus(api: Pick<RequestLayer, 'request'>): Promise<TwoFactorStatusDto> {
  return api.request<TwoFactorStatusDto>('account', 'TwoFactor');
}
