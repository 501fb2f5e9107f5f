import type { MyCreditsDto } from '#core/contract/play.ts';
import type { ApiClient } from '#src/api/predictions/service.ts';

/** GET account/v1/myCredits: credits held, redeemed this week and still redeemable (docs/product.md §7). */
export function getMyCredits(api: ApiClient, competition?: string): Promise<MyCreditsDto> {
  return api.request<MyCreditsDto>('account', 'myCredits', { query: { competition } });
}
