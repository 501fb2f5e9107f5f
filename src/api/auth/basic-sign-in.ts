import type { BasicSignInRequest, SignInResponse } from '#core/contract/auth.ts';
import { isApiError } from '#src/api/errors.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

const failure = 3;

/**
 * POST basic/signIn. A refusal the server put into words comes back as status Failure with its
 * message (docs/product.md §8), so the form shows it; only a call that got no answer rejects.
 */
export async function basicSignIn(
  api: Pick<RequestLayer, 'request'>,
  body: BasicSignInRequest,
): Promise<SignInResponse> {
  try {
    // A 401 here means wrong credentials, not an expired session: no token refresh.
    return await api.request<SignInResponse>('auth', 'basic/signIn', {
      method: 'POST',
      body,
      refreshOnUnauthorized: false,
    });
  } catch (error) {
    if (isApiError(error) && error.status > 0) return { status: failure, statusMessage: error.message };
    throw error;
  }
}
