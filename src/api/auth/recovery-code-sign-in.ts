import type { RecoveryCodeSignInRequest, SignInResponse } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import { secondFactorFailure } from './second-factor-failure.ts';

/** POST basic/signIn/recoveryCode: the second step with one of the player's recovery codes. */
export async function recoveryCodeSignIn(
  api: Pick<RequestLayer, 'request'>,
  body: RecoveryCodeSignInRequest,
): Promise<SignInResponse> {
  try {
    return await api.request<SignInResponse>('auth', 'basic/signIn/recoveryCode', {
      method: 'POST',
      body,
      refreshOnUnauthorized: false,
    });
  } catch (error) {
    return secondFactorFailure(error);
  }
}
