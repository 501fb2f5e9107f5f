// The shapes of api/account/v1/* (docs/product.md §7) and the two-factor management routes the spec leaves open.
import type { SessionTokens } from './auth.ts';

export type RoleId = 'Player' | 'GuestPlayer' | 'PremiumPlayer' | 'Administrator' | 'ShadowAdministrator';

/** GET WhoAmI: the user context the SPA keeps. */
export interface WhoAmIDto {
  userName: string;
  displayName: string | null;
  userId: string;
  /** 0 = anonymous (guest), 1 = permanent. */
  userTypeId: 0 | 1;
  userRoleId: RoleId;
}

/** GET MyInfo */
export interface MyInfoDto {
  userId: string;
  email: string | null;
  displayName: string | null;
  role: RoleId;
  isGuest: boolean;
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  createdAt: string;
}

/** Active=0, ActiveAsAnonymous=1, PendingConfirmationAsAnonymous=2, ConfirmedAnonymous=3. */
export type GuestUserStatusCode = 0 | 1 | 2 | 3;

/** GET myUserStatus */
export interface UserStatusDto {
  status: GuestUserStatusCode;
}

/** GET ConversionInProgress: `email` present when a conversion e-mail was sent and not yet validated. */
export interface ConversionInProgressDto {
  email: string | null;
}

/** POST ConvertAccount */
export interface ConvertAccountRequest {
  loginId: string;
  email: string;
}

/** POST ValidateEmailAddress: `Value` is the token from the conversion e-mail's link. */
export interface ValidateEmailAddressRequest {
  LoginId: string;
  Value: string;
}
export interface ValidateEmailAddressDto {
  status: GuestUserStatusCode;
}

/** PUT DisplayName (the SPA refreshes its token afterwards). */
export interface DisplayNameRequest {
  displayName: string;
}

/**
 * PUT ChangePassword. A permanent account gives its current password; a ConfirmedAnonymous guest
 * setting its first password (/change-password) omits it. Success makes the guest a Player.
 */
export interface ChangePasswordRequest {
  currentPassword?: string;
  newPassword: string;
}
export interface ChangePasswordDto {
  success: boolean;
  /** The new session: every other session was revoked. */
  token: SessionTokens;
}

/** GET EmailPreferences */
export interface EmailPreferencesDto {
  unsubscribeAll: boolean;
  /** Ids of the e-mail types (StaticLookups Emails) the player has opted out of. */
  unsubscribed: number[];
  /** How many hours before the gameweek's first kick-off the weekly reminder goes (default 24). */
  reminderLeadHours: number;
}
/** The weekly reminder's lead time a player may choose, in hours. */
export const REMINDER_LEAD_HOURS_MIN = 1;
export const REMINDER_LEAD_HOURS_MAX = 168;
/** PUT emailPreferences/reminderLeadTime */
export interface ReminderLeadTimeRequest {
  hours: number;
}
/** PUT emailPreferences */
export interface EmailPreferencesRequest {
  unsubscribe: number[];
}
/** PUT emailPreferences/unsubscribeAll */
export interface UnsubscribeAllRequest {
  unsubscribeAll: boolean;
}
// PUT {userId}/emailPreferences/autoUnsubscribeAll?token=… (the one-click link of every e-mail): empty
// body, answers 204.

/** DELETE account root: `token` is the current password (permanent) or the guest's stored password. */
export interface DeleteAccountRequest {
  token: string;
}

// ---- Two-factor management (paths: api/account/v1/TwoFactor...) ----

/** GET TwoFactor */
export interface TwoFactorStatusDto {
  enabled: boolean;
  recoveryCodesLeft: number;
}
/** POST TwoFactor/setup: a new authenticator key (replaces an unconfirmed one). */
export interface TwoFactorSetupDto {
  /** Base32 key, grouped in fours for typing. */
  sharedKey: string;
  otpauthUri: string;
  /** The otpauth URI as an SVG QR code. */
  qrCodeSvg: string;
}
/** POST TwoFactor/enable: the first code from the app proves the key. */
export interface EnableTwoFactorRequest {
  code: string;
}
/** The 10 recovery codes, shown once, plus the new session (the security stamp changed). */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
  token: SessionTokens;
}
/** POST TwoFactor/recoveryCodes (regenerate) and POST TwoFactor/disable need the current password. */
export interface ReauthenticateRequest {
  password: string;
}
