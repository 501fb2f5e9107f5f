import type { EasySignUpRequest, EasySignUpResponse } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/**
 * POST easy/signUp: a new guest account (body `token` is the captcha token). A refusal raises no popup:
 * the visitor browses on signed out, told once by the shell or by the form they used.
 */
export function easySignUp(
  api: Pick<RequestLayer, 'request'>,
  body: EasySignUpRequest,
): Promise<EasySignUpResponse> {
  return api.request<EasySignUpResponse>('auth', 'easy/signUp', {
    method: 'POST',
    body,
    refreshOnUnauthorized: false,
    popups: false,
  });
}
