import { fromPromise, setup } from 'xstate';
import {
  isGuestRole,
  signInStatus,
  type AnonymousAccount,
  type AuthContext,
  type AuthInput,
  type AuthMachineEvent,
  type AuthUser,
  type GuestUserStatusCode,
  type SessionTokens,
  type SignInResponse,
  type TwoFactorChallenge,
} from './auth.types.ts';
import { reportingToParent, twoFactorMachine, type TwoFactorOutput } from './two-factor.machine.ts';

// The auth machine's typed setup: its context, events, the actors and actions src/app/session provides, and
// its guards; auth.machine.ts draws the chart with it.

function missing<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The auth machine's ${name} actor was not provided.`)),
  );
}

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthMachineEvent,
    input: {} as AuthInput,
    children: {} as { twoFactor: 'twoFactor' },
  },
  actors: {
    easySignIn: missing<SignInResponse>('easySignIn'),
    easySignUp: missing<AnonymousAccount, { captchaToken: string }>('easySignUp'),
    whoAmI: missing<AuthUser>('whoAmI'),
    fetchGuestStatus: missing<GuestUserStatusCode>('fetchGuestStatus'),
    basicSignIn: missing<SignInResponse, { email: string; password: string }>('basicSignIn'),
    twoFactor: reportingToParent(twoFactorMachine),
    signOut: missing<undefined>('signOut'),
    deleteAccount: missing<undefined, { token: string }>('deleteAccount'),
    refreshSession: missing<undefined>('refreshSession'),
  },
  actions: {
    /** Bearer, Refresh and Login cookies, and the stored "authenticated" flag. */
    storeSession: (_, _tokens: SessionTokens) => {},
    storeTwoFactorChallenge: (_, _challenge: TwoFactorChallenge) => {},
    clearTwoFactorChallenge: () => {},
    storeUser: (_, _user: AuthUser) => {},
    storeAnonymousUser: (_, _credentials: { id: string; password: string }) => {},
    clearAnonymousUser: () => {},
    /** Forgets the stored user context and turns the "authenticated" flag off. */
    clearLocalSession: () => {},
    clearSessionCookies: () => {},
    redirectToSignIn: () => {},
    goToRoot: () => {},
    guestStatusLoaded: (_, _status: GuestUserStatusCode) => {},
    logAnonymousSignInFailure: (_, _failure: { reason: unknown }) => {},
    logGuestStatusFailure: (_, _failure: { error: unknown }) => {},
    notifyClearAccountFailed: (_, _failure: { error: unknown }) => {},
    notifyDeactivateFailed: (_, _failure: { error: unknown }) => {},
  },
  guards: {
    isAuthenticated: ({ context }) => context.authenticated,
    hasUser: ({ context }) => Boolean(context.user?.userId),
    hasGuestUser: ({ context }) => isGuestRole(context.user?.userRoleId),
    hasTwoFactorChallenge: ({ context }) => context.twoFactor !== null,
    hasAnonymousUser: ({ context }) => context.hasAnonymousUser,
    canSignUpAnonymously: ({ context }) => Boolean(context.anonymousSignUpToken),
    hasBearer: (_, result: SignInResponse) => Boolean(result.bearerToken),
    isTwoFactorChallenge: (_, result: SignInResponse) =>
      !result.bearerToken &&
      Boolean(result.tfaToken && result.loginId) &&
      (result.status === signInStatus.Success || result.status === signInStatus.RequiresVerification),
    isVerified: (_, output: TwoFactorOutput) => output.session !== null,
    isGuest: (_, user: AuthUser) => isGuestRole(user.userRoleId),
  },
});

export const noTokens: SessionTokens = { bearerToken: '', refreshToken: '', loginId: '' };
export const challengeOf = (context: AuthContext): TwoFactorChallenge =>
  context.twoFactor ?? { tfaToken: '', loginId: '' };

/** This browser's session ends: no user, the stored context and "authenticated" flag gone. */
export const forgetSession = [
  authSetup.assign({ user: null, authenticated: false }),
  'clearLocalSession',
] as const;
/** The same for a guest whose account goes too: its stored credentials go with it. */
export const forgetGuest = [
  authSetup.assign({ hasAnonymousUser: false, user: null, authenticated: false }),
  'clearAnonymousUser',
  'clearLocalSession',
] as const;
/** Signed out for good here: the cookies go, and a full load of the root leaves nothing in memory. */
export const leaveForRoot = ['clearSessionCookies', 'goToRoot'] as const;
