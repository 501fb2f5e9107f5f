import type { RefreshTokenRequest, SessionTokens } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** PUT jwt/refreshToken: trades the refresh token for new session tokens (it works once). */
export function refreshToken(
  api: Pick<RequestLayer, 'request'>,
  body: RefreshTokenRequest,
): Promise<SessionTokens> {
  // The refresh call is what a 401 waits for; its own 401 must not wait for itself.
  return api.request<SessionTokens>('auth', 'jwt/refreshToken', {
    method: 'PUT',
    body,
    refreshOnUnauthorized: false,
  });
}
