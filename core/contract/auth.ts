// The shapes of api/auth/v1/*.
import type { SignInRefusalCode } from '#core/refusals.ts';
import type { ApiErrorBody } from './errors.ts';

/** GET ping: the session time-out dialog's "Keep working" button. */
export interface PingDto {
  pong: true;
  /** The server's time, ISO 8601. */
  time: string;
}

// ---- Sign-in (docs/product.md §3, §4, §7) ----

/** Success=0, LockedOut=1, RequiresVerification=2, Failure=3, ConfigureTFA=4. */
export type SignInStatus = 0 | 1 | 2 | 3 | 4;

/** The session credentials the SPA keeps in its cookies (Bearer, Refresh, Login). */
export interface SessionTokens {
  /** Signed JWT, 24 h. */
  bearerToken: string;
  /** Opaque, rotated on every use, 192 h absolute lifetime. */
  refreshToken: string;
  /** The user's login id (their user id). */
  loginId: string;
}

/**
 * Every sign-in step answers this. Success: the three tokens. RequiresVerification: `tfaToken` (15 min)
 * and `loginId`, no session yet. ConfigureTFA: an administrator without two-factor; `tfaToken` allows only
 * setting it up. LockedOut / Failure: only status and statusMessage.
 */
export interface SignInResponse {
  status: SignInStatus;
  statusMessage: string;
  /** LockedOut / Failure: the refusal's code (core/refusals.ts), which the SPA words; statusMessage is its sentence. */
  code?: SignInRefusalCode;
  bearerToken?: string;
  refreshToken?: string;
  loginId?: string;
  tfaToken?: string;
}

/** POST basic/signIn */
export interface BasicSignInRequest {
  email: string;
  password: string;
}

/** POST basic/signIn/tfa */
export interface TfaSignInRequest {
  code: string;
  tfaToken: string;
  loginId: string;
}

/** POST basic/signIn/recoveryCode */
export interface RecoveryCodeSignInRequest {
  recoveryCode: string;
  tfaToken: string;
  loginId: string;
}

/** POST easy/signIn: a guest signs in with the credentials its browser keeps. */
export interface EasySignInRequest {
  id: string;
  password: string;
}

/** POST easy/signUp: body `token` is the captcha token. */
export interface EasySignUpRequest {
  token: string;
}

/** POST easy/signUp answers the new guest's credentials (kept in local storage) and its session. */
export interface EasySignUpResponse extends SessionTokens {
  id: string;
  password: string;
  /** Same value as bearerToken (the spec names the field `token`). */
  token: string;
}

/** POST basic/signUp: a permanent account; answers 202 and e-mails a verification link. */
export interface BasicSignUpRequest {
  email: string;
  password: string;
  displayName: string;
  acceptTerms: true;
  /**
   * The Terms and Conditions version the form showed (core/policies.ts TERMS_VERSION); refused when the
   * terms changed since. Without it the current version is recorded as accepted.
   */
  termsVersion?: string;
  /** Captcha token. */
  token: string;
}

/** Answer of requests whose outcome is told by e-mail (sign up, forgot password, convert account). */
export interface AcceptedDto {
  message: string;
}

/** POST captcha/test */
export interface CaptchaTestRequest {
  token: string;
}
export interface CaptchaTestDto {
  success: boolean;
}

/** POST ForgotPassword: answers the same whether or not the address exists. */
export interface ForgotPasswordRequest {
  email: string;
  /** Captcha token. */
  token: string;
}

/** POST ResetPassword: `token` is the one from the e-mailed link (1 h, single use). */
export interface ResetPasswordRequest {
  userId: string;
  password: string;
  token: string;
}

/** PUT jwt/refreshToken */
export interface RefreshTokenRequest {
  refreshToken: string;
}

/** POST ConfirmEmail: the link in a sign-up verification e-mail (24 h, single use). */
export interface ConfirmEmailRequest {
  userId: string;
  token: string;
}

/** GET PasswordRequirements: the policy the server enforces; the SPA shows it live. */
export interface PasswordRequirementsDto {
  requireDigit: boolean;
  requiredLength: number;
  requireNonAlphanumeric: boolean;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requiredUniqueChars: number;
}

/**
 * The 400 answer of basic/signIn/tfa and basic/signIn/recoveryCode when the code is wrong, the account is
 * locked or the two-factor token has expired: a SignInResponse (status Failure or LockedOut) that is also
 * an ApiErrorBody (`message` equals `statusMessage`), so either reader finds the text.
 */
export type TwoFactorFailureBody = Omit<SignInResponse, 'code'> & ApiErrorBody;
