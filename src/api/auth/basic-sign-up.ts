import type { AcceptedDto, BasicSignUpRequest } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST basic/signUp: answers 202 for every address (a taken one too); the outcome goes by e-mail. */
export function basicSignUp(
  api: Pick<RequestLayer, 'request'>,
  body: BasicSignUpRequest,
): Promise<AcceptedDto> {
  return api.request<AcceptedDto>('auth', 'basic/signUp', { method: 'POST', body });
}
