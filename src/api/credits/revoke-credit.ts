import type { CreditActionDto, RevokeCreditRequest } from '#core/contract/play.ts';
import type { ApiClient } from '#src/api/predictions/service.ts';

/** POST myCredits/revoke: undoes a Multiplier before its pick locks, or an unused ExtraPrediction. */
export function revokeCredit(api: ApiClient, body: RevokeCreditRequest): Promise<CreditActionDto> {
  return api.request<CreditActionDto>('account', 'myCredits/revoke', { method: 'POST', body });
}
