import type { MyInfoDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET MyInfo: the signed-in player's own account details. */
export function getMyInfo(api: Pick<RequestLayer, 'request'>): Promise<MyInfoDto> {
  return api.request<MyInfoDto>('account', 'MyInfo');
}
