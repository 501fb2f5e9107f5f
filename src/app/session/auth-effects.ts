import { fromPromise } from 'xstate';
import { authMachine, type GuestUserStatusCode } from '#machines/auth.machine.ts';
import { reportingToParent, twoFactorMachine } from '#machines/two-factor.machine.ts';
import { deleteAccount } from '#src/api/account/delete-account.ts';
import { myUserStatus } from '#src/api/account/my-user-status.ts';
import { whoAmI } from '#src/api/account/who-am-i.ts';
import { basicSignIn } from '#src/api/auth/basic-sign-in.ts';
import { easySignIn } from '#src/api/auth/easy-sign-in.ts';
import { easySignUp } from '#src/api/auth/easy-sign-up.ts';
import { recoveryCodeSignIn } from '#src/api/auth/recovery-code-sign-in.ts';
import { signOut } from '#src/api/auth/sign-out.ts';
import { tfaSignIn } from '#src/api/auth/tfa-sign-in.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { AppStorage } from '#src/lib/storage.ts';
import { isEmptyUserContext, toUserContext, type UserContext } from '#src/lib/user-context.ts';
import { externalApps, namedRoutes } from '#src/lib/routes/paths.ts';
import type { PageLoader } from '#src/lib/services/page-loader.ts';
import { notifyError } from './notify-error.ts';
import type { SessionCookies } from './session-cookies.ts';

export interface AuthEffectsDependencies {
  api: Pick<RequestLayer, 'request'>;
  storage: AppStorage;
  cookies: SessionCookies;
  pageLoader: PageLoader;
  /** The path the page is on (the sign-in app must not redirect to itself). */
  currentPath(): string;
  /** The token refresh machine's refresh; true when new tokens are in the cookies. */
  refreshSession(): Promise<boolean>;
  guestStatusLoaded(status: GuestUserStatusCode): void;
}

async function currentUser(api: Pick<RequestLayer, 'request'>): Promise<UserContext> {
  const user = toUserContext(await whoAmI(api));
  if (!user || isEmptyUserContext(user)) throw new Error('WhoAmI answered no user.');
  return user;
}

/** The auth machine with its calls and its writes to cookies, storage and the page. */
export function provideAuth({
  api,
  storage,
  cookies,
  pageLoader,
  currentPath,
  refreshSession,
  guestStatusLoaded,
}: AuthEffectsDependencies) {
  return authMachine.provide({
    actors: {
      easySignIn: fromPromise(async () => {
        const credentials = storage.get('anonymousUser');
        if (!credentials) throw new Error('No guest credentials are stored in this browser.');
        return easySignIn(api, credentials);
      }),
      easySignUp: fromPromise(async ({ input }: { input: { captchaToken: string } }) => {
        const { id, password, bearerToken, refreshToken, loginId } = await easySignUp(api, {
          token: input.captchaToken,
        });
        return { id, password, tokens: { bearerToken, refreshToken, loginId } };
      }),
      whoAmI: fromPromise(() => currentUser(api)),
      fetchGuestStatus: fromPromise(async () => (await myUserStatus(api)).status),
      basicSignIn: fromPromise(({ input }: { input: { email: string; password: string } }) =>
        basicSignIn(api, input),
      ),
      twoFactor: reportingToParent(
        twoFactorMachine.provide({
          actors: {
            verifySecondFactor: fromPromise(({ input: { answer, tfaToken, loginId } }) =>
              answer.kind === 'code'
                ? tfaSignIn(api, { code: answer.value, tfaToken, loginId })
                : recoveryCodeSignIn(api, { recoveryCode: answer.value, tfaToken, loginId }),
            ),
          },
        }),
      ),
      signOut: fromPromise(async () => {
        await signOut(api);
        return undefined;
      }),
      deleteAccount: fromPromise(async ({ input }: { input: { token: string } }) => {
        await deleteAccount(api, input);
        return undefined;
      }),
      refreshSession: fromPromise(async () => {
        await refreshSession();
        return undefined;
      }),
    },
    actions: {
      storeSession: (_, tokens) => {
        cookies.storeSession(tokens);
        storage.set('authenticated', true);
      },
      storeTwoFactorChallenge: (_, challenge) => cookies.storeTwoFactorChallenge(challenge),
      clearTwoFactorChallenge: () => cookies.clearTwoFactorChallenge(),
      storeUser: (_, user) => storage.set('userContext', user),
      storeAnonymousUser: (_, credentials) => storage.set('anonymousUser', credentials),
      clearAnonymousUser: () => storage.remove('anonymousUser'),
      clearLocalSession: () => {
        storage.set('userContext', null);
        storage.set('authenticated', false);
      },
      clearSessionCookies: () => cookies.clear(),
      redirectToSignIn: () => {
        // Already in the sign-in app: loading it again would only repeat what just failed.
        if (!currentPath().startsWith(externalApps.auth)) pageLoader.assign(externalApps.auth);
      },
      // A full load: nothing of the previous session stays in memory.
      goToRoot: () => pageLoader.assign(namedRoutes.Landing()),
      guestStatusLoaded: (_, status) => guestStatusLoaded(status),
      logAnonymousSignInFailure: (_, { reason }) => console.error('Anonymous sign-in failed', reason),
      logGuestStatusFailure: (_, { error }) => console.error('cannot get user status', error),
      notifyClearAccountFailed: (_, { error }) => notifyError(error),
      notifyDeactivateFailed: (_, { error }) => notifyError(error),
    },
  });
}
