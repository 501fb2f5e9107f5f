import type { PasswordRequirementsDto } from '../../../server/contract/auth.ts';
import type { RequestLayer } from '../request-layer.ts';

/** GET PasswordRequirements: the policy the server enforces, shown live while a password is typed. */
export function getPasswordRequirements(
  api: Pick<RequestLayer, 'request'>,
): Promise<PasswordRequirementsDto> {
  return api.request<PasswordRequirementsDto>('auth', 'PasswordRequirements');
}
