import { fromPromise } from 'xstate';
import { tokenRefreshMachine } from '#machines/token-refresh.machine.ts';
import { easySignIn } from '#src/api/auth/easy-sign-in.ts';
import { refreshToken } from '#src/api/auth/refresh-token.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { AppStorage } from '#src/lib/storage.ts';
import type { PageLoader } from '#src/lib/services/page-loader.ts';
import type { SessionCookies } from './session-cookies.ts';

export interface RefreshEffectsDependencies {
  api: Pick<RequestLayer, 'request'>;
  storage: AppStorage;
  cookies: SessionCookies;
  pageLoader: PageLoader;
  /** The auth machine's VIRTUAL_LOGOUT. */
  virtualLogout(): void;
}

/** The token refresh machine with the refresh call, the guest's way back in, and the cookies. */
export function provideTokenRefresh({
  api,
  storage,
  cookies,
  pageLoader,
  virtualLogout,
}: RefreshEffectsDependencies) {
  return tokenRefreshMachine.provide({
    actors: {
      refreshTokens: fromPromise(async () => {
        const token = cookies.refreshToken();
        if (!token) throw new Error('There is no refresh token to trade.');
        return refreshToken(api, { refreshToken: token });
      }),
      easySignIn: fromPromise(async () => {
        const credentials = storage.get('anonymousUser');
        if (!credentials) throw new Error('No guest credentials are stored in this browser.');
        return easySignIn(api, credentials);
      }),
    },
    actions: {
      storeTokens: (_, tokens) => {
        cookies.storeSession(tokens);
        storage.set('authenticated', true);
      },
      clearSessionCookies: () => cookies.clear(),
      reloadPage: () => pageLoader.reload(),
      virtualLogout: () => virtualLogout(),
    },
  });
}
