import type { EasySignInRequest, SignInResponse } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST easy/signIn: a guest signs in with the credentials its browser keeps. */
export function easySignIn(
  api: Pick<RequestLayer, 'request'>,
  body: EasySignInRequest,
): Promise<SignInResponse> {
  // Also the 401 handler's way back in for a guest: a 401 here must not start another refresh.
  return api.request<SignInResponse>('auth', 'easy/signIn', {
    method: 'POST',
    body,
    refreshOnUnauthorized: false,
  });
}
