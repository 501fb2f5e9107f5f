import type { ConvertAccountRequest } from '../../../server/contract/account.ts';
import type { AcceptedDto } from '../../../server/contract/auth.ts';
import type { RequestLayer } from '../request-layer.ts';

/** POST ConvertAccount: mails a guest the link that makes their account permanent. */
export function convertAccount(
  api: Pick<RequestLayer, 'request'>,
  body: ConvertAccountRequest,
): Promise<AcceptedDto> {
  return api.request<AcceptedDto>('account', 'ConvertAccount', { method: 'POST', body });
}
