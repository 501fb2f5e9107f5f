import type { UserStatusDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET myUserStatus: where a guest stands on the way to a permanent account. */
export function myUserStatus(api: Pick<RequestLayer, 'request'>): Promise<UserStatusDto> {
  return api.request<UserStatusDto>('account', 'myUserStatus');
}
