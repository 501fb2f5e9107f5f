import type { EasySignUpRequest, EasySignUpResponse } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST easy/signUp: a new guest account (body `token` is the captcha token). */
export function easySignUp(
  api: Pick<RequestLayer, 'request'>,
  body: EasySignUpRequest,
): Promise<EasySignUpResponse> {
  return api.request<EasySignUpResponse>('auth', 'easy/signUp', {
    method: 'POST',
    body,
    refreshOnUnauthorized: false,
  });
}
