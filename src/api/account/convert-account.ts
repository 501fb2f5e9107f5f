import type { ConvertAccountRequest } from '#core/contract/account.ts';
import type { AcceptedDto } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST ConvertAccount: mails a guest the link that makes their account permanent. */
export function convertAccount(
  api: Pick<RequestLayer, 'request'>,
  body: ConvertAccountRequest,
): Promise<AcceptedDto> {
  return api.request<AcceptedDto>('account', 'ConvertAccount', { method: 'POST', body });
}
