import type { PasswordRequirementsDto } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET PasswordRequirements: the policy the server enforces, shown live while a password is typed. */
export function getPasswordRequirements(
  api: Pick<RequestLayer, 'request'>,
): Promise<PasswordRequirementsDto> {
  return api.request<PasswordRequirementsDto>('auth', 'PasswordRequirements');
}
