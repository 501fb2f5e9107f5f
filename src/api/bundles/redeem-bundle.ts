import type { RedeemBundleResultDto } from '#core/contract/bundles.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST api/bundles/v1/Redeem: redeems a bundle code (docs/bundles.md). */
export function redeemBundle(
  api: Pick<RequestLayer, 'request'>,
  code: string,
): Promise<RedeemBundleResultDto> {
  return api.request<RedeemBundleResultDto>('bundles', 'Redeem', { method: 'POST', body: { code } });
}
