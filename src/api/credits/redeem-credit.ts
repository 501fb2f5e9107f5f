import type { CreditActionDto, RedeemCreditRequest } from '#core/contract/play.ts';
import type { ApiClient } from '#src/api/predictions/service.ts';

/** POST myCredits/redeem; with none left the server answers 400 'No credits available'. */
export function redeemCredit(api: ApiClient, body: RedeemCreditRequest): Promise<CreditActionDto> {
  return api.request<CreditActionDto>('account', 'myCredits/redeem', { method: 'POST', body });
}
