import type { ValidateEmailAddressDto, ValidateEmailAddressRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST ValidateEmailAddress: the guest conversion link; answers the guest's new status. */
export function validateEmailAddress(
  api: Pick<RequestLayer, 'request'>,
  body: ValidateEmailAddressRequest,
): Promise<ValidateEmailAddressDto> {
  return api.request<ValidateEmailAddressDto>('account', 'ValidateEmailAddress', { method: 'POST', body });
}
