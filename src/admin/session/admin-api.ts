import { createRequestLayer, type RequestLayer } from '#src/api/request-layer.ts';
import { refreshToken } from '#src/api/auth/refresh-token.ts';
import type { SessionCookies } from '#src/app/session/session-cookies.ts';

/** Same origin as the player app: the admin app is served by the same server (docs/admin.md). */
const adminApiRoot = '/api/';

export interface AdminApiHooks {
  /** The session is gone for good (the refresh failed): the admin session machine signs out. */
  onExpired(): void;
  /** A 403: the caller may not do this (a ShadowAdministrator's write, a demoted administrator). */
  onForbidden(): void;
}

/**
 * The admin app's request layer: the bearer of the session cookies the player app keeps on this origin,
 * refreshed with their refresh token on a 401 (the new tokens replace the cookies, for both apps).
 */
export function createAdminApi(
  cookies: SessionCookies,
  hooks: AdminApiHooks,
  apiRoot: string = adminApiRoot,
): RequestLayer {
  const api: RequestLayer = createRequestLayer({
    getApiRoot: () => apiRoot,
    getBearerToken: () => cookies.bearerToken(),
    async refreshToken() {
      const token = cookies.refreshToken();
      if (!token) return false;
      cookies.storeSession(await refreshToken(api, { refreshToken: token }));
      return true;
    },
    onUnauthorized: () => hooks.onExpired(),
    onForbidden: () => hooks.onForbidden(),
  });
  return api;
}
