import type { MyCreditsDto } from '../../../server/contract/play.ts';
import type { ApiClient } from '../predictions/service.ts';

/** GET account/v1/myCredits: credits held, redeemed this week and still redeemable (spec §7). */
export function getMyCredits(api: ApiClient, competition?: string): Promise<MyCreditsDto> {
  return api.request<MyCreditsDto>('account', 'myCredits', { query: { competition } });
}
