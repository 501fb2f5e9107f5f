import type { ConversionInProgressDto } from '../../../server/contract/account.ts';
import type { RequestLayer } from '../request-layer.ts';

/** GET ConversionInProgress: the address a conversion e-mail went to, while it is not validated. */
export function conversionInProgress(api: Pick<RequestLayer, 'request'>): Promise<ConversionInProgressDto> {
  return api.request<ConversionInProgressDto>('account', 'ConversionInProgress');
}
