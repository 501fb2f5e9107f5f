import type { WhoAmIDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET WhoAmI: the user context of the session. */
export function whoAmI(api: Pick<RequestLayer, 'request'>): Promise<WhoAmIDto> {
  return api.request<WhoAmIDto>('account', 'WhoAmI');
}
