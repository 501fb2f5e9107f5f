import type { ConversionInProgressDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET ConversionInProgress: the address a conversion e-mail went to, while it is not validated. */
export function conversionInProgress(api: Pick<RequestLayer, 'request'>): Promise<ConversionInProgressDto> {
  return api.request<ConversionInProgressDto>('account', 'ConversionInProgress');
}
