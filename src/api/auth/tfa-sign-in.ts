import type { SignInResponse, TfaSignInRequest } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import { secondFactorFailure } from './second-factor-failure.ts';

/** POST basic/signIn/tfa: the second step with the authenticator app's code. */
export async function tfaSignIn(
  api: Pick<RequestLayer, 'request'>,
  body: TfaSignInRequest,
): Promise<SignInResponse> {
  try {
    return await api.request<SignInResponse>('auth', 'basic/signIn/tfa', {
      method: 'POST',
      body,
      refreshOnUnauthorized: false,
    });
  } catch (error) {
    return secondFactorFailure(error);
  }
}
