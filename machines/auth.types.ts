// The auth machine's vocabulary: what it is told, what it keeps, and what it answers. The server's
// shapes (sign-in answers, tokens, statuses) are the API contract's own (core/contract).
import type { SignInRefusalCode } from '#core/refusals.ts';
import type { GuestUserStatusCode } from '#core/contract/account.ts';
import type { SessionTokens, SignInResponse, SignInStatus } from '#core/contract/auth.ts';

export type { GuestUserStatusCode, SessionTokens, SignInResponse, SignInStatus };

export const signInStatus = {
  Success: 0,
  LockedOut: 1,
  RequiresVerification: 2,
  Failure: 3,
  ConfigureTFA: 4,
} as const satisfies Record<string, SignInStatus>;

/** The second step of a sign-in: the server's two-factor token (core/auth-limits.ts) and whose it is. */
export interface TwoFactorChallenge {
  tfaToken: string;
  loginId: string;
}

/** The second factor the player typed: a code from their app, or one of their recovery codes. */
export interface SecondFactorAnswer {
  kind: 'code' | 'recoveryCode';
  value: string;
}

/** A new guest: the credentials its browser keeps, and its first session. */
export interface AnonymousAccount {
  id: string;
  password: string;
  tokens: SessionTokens;
}

/** The user context (WhoAmI). */
export interface AuthUser {
  userName: string | null;
  displayName: string | null;
  userId: string | null;
  userTypeId: number | string | null;
  userRoleId: string | null;
}

/** What the sign-in views say: one of the game's own texts (by code) or a server's text. */
export type AuthMessage =
  | { code: 'loggedIn' | 'verifyIdentity' | 'bearerMissing' | 'twoFactorExpired' }
  /** The server refused the step: its refusal code for the views to word, and its sentence. */
  | { refusal: SignInRefusalCode; text: string }
  | { text: string };

export interface SignInView {
  status: SignInStatus | null;
  message: AuthMessage | null;
  /** ConfigureTFA: the sign-in's token, good only for setting two-factor up. */
  setupToken: string | null;
}

/** What the browser holds when the app starts. */
export interface AuthInput {
  /** The stored "authenticated" flag. */
  authenticated: boolean;
  user: AuthUser | null;
  /** Stored guest credentials exist. */
  hasAnonymousUser: boolean;
  /** A two-factor step still in its cookies. */
  twoFactorChallenge: TwoFactorChallenge | null;
  /** A captcha token for signing a visitor up as a guest on load; null: wait until they play. */
  anonymousSignUpToken: string | null;
}

/**
 * The guest sign-up: none asked; the one on load (the dev captcha's) or one the visitor asked for on its
 * way; or the one on load refused (a shared address past GUEST_SIGNUPS_PER_HOUR, the server down), after
 * which the visitor browses signed out and the shell says so once, calmly.
 */
export type GuestSignUp = 'none' | 'onLoad' | 'asked' | 'refusedOnLoad';

export interface AuthContext {
  authenticated: boolean;
  user: AuthUser | null;
  hasAnonymousUser: boolean;
  twoFactor: TwoFactorChallenge | null;
  anonymousSignUpToken: string | null;
  signIn: SignInView;
  guestSignUp: GuestSignUp;
}

/** What a view sends during the second step (the auth machine hands it to the two-factor machine). */
export type TwoFactorEvent =
  | { type: 'VERIFY_TFA_CODE'; code: string }
  | { type: 'VERIFY_RECOVERY_CODE'; recoveryCode: string }
  | { type: 'CANCEL_TWO_FACTOR' };

export type AuthMachineEvent =
  | { type: 'SIGN_IN'; email: string; password: string }
  | TwoFactorEvent
  /** The two-factor machine refused or failed an answer: what the sign-in view now says. */
  | { type: 'TWO_FACTOR_ANSWERED'; signIn: SignInView }
  | { type: 'EASY_SIGN_UP'; captchaToken: string }
  | { type: 'SIGN_OUT' }
  | { type: 'SIGN_OUT_CLEARING_ACCOUNT' }
  | { type: 'TOKENS_REPLACED'; tokens: SessionTokens }
  | { type: 'DISPLAY_NAME_CHANGED' }
  | { type: 'DEACTIVATE'; token: string }
  | { type: 'RELOAD_USER_CONTEXT' }
  /** The session is gone for good (a failed token refresh): forget it here only. */
  | { type: 'VIRTUAL_LOGOUT' };

export function isGuestRole(roleId: string | null | undefined): boolean {
  return roleId?.trim().toLowerCase() === 'guestplayer';
}

// ---- What the sign-in views say, for the auth and two-factor machines alike ----

export const noSignIn: SignInView = { status: null, message: null, setupToken: null };
export const loggedIn: SignInView = {
  status: signInStatus.Success,
  message: { code: 'loggedIn' },
  setupToken: null,
};

/** The password was right: the second factor is due. */
export const verifyIdentity: SignInView = {
  status: signInStatus.RequiresVerification,
  message: { code: 'verifyIdentity' },
  setupToken: null,
};

export function failedSignIn(error: unknown): SignInView {
  const text = error instanceof Error ? error.message : String(error);
  return { status: signInStatus.Failure, message: { text }, setupToken: null };
}

/** The server's own answer, as it stands (LockedOut, Failure, ConfigureTFA...). */
export function answeredSignIn(result: SignInResponse): SignInView {
  return {
    status: result.status,
    message: result.code
      ? { refusal: result.code, text: result.statusMessage }
      : { text: result.statusMessage },
    setupToken: result.status === signInStatus.ConfigureTFA ? (result.tfaToken ?? null) : null,
  };
}

export function tokensOf(result: SignInResponse): SessionTokens {
  return {
    bearerToken: result.bearerToken ?? '',
    refreshToken: result.refreshToken ?? '',
    loginId: result.loginId ?? '',
  };
}
