// The wire shapes of api/account/v1/*, as zod schemas that compile only while they match the contract
// types the SPA imports (core/contract/account.ts).
import { z } from 'zod';
import type {
  ChangePasswordDto,
  ChangePasswordRequest,
  ConversionInProgressDto,
  ConvertAccountRequest,
  DeleteAccountRequest,
  DisplayNameRequest,
  EmailPreferencesDto,
  EmailPreferencesRequest,
  EnableTwoFactorRequest,
  MyInfoDto,
  ReauthenticateRequest,
  RecoveryCodesDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
  UnsubscribeAllRequest,
  ReminderLeadTimeRequest,
  UserStatusDto,
  ValidateEmailAddressDto,
  ValidateEmailAddressRequest,
  WhoAmIDto,
} from '#core/contract/account.ts';
import { REMINDER_LEAD_HOURS_MAX, REMINDER_LEAD_HOURS_MIN } from '#core/contract/account.ts';
import type { AcceptedDto, SessionTokens } from '#core/contract/auth.ts';
import {
  authenticatorCodeField,
  displayNameField,
  newEmailField,
  passwordField,
} from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { acceptedSchema, sessionTokensSchema } from '#server/modules/auth/index.ts';

const roleIdSchema = z.enum([
  'Player',
  'GuestPlayer',
  'PremiumPlayer',
  'Administrator',
  'ShadowAdministrator',
]);

const guestStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

// The session and "accepted" shapes are the auth service's, shared so the OpenAPI document has one of each.
export { acceptedSchema, sessionTokensSchema };

/** Routes that take no body: none at all, or `{}` (nothing in it is read). */
export const emptyBodySchema = z.object({}).nullish();

// ---- Reads ----

export const whoAmISchema = z
  .object({
    userName: z.string(),
    displayName: z.string().nullable(),
    userId: z.string(),
    userTypeId: z.union([z.literal(0), z.literal(1)]),
    userRoleId: roleIdSchema,
  })
  .meta({ id: 'WhoAmIDto' });

export const myInfoSchema = z
  .object({
    userId: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    role: roleIdSchema,
    isGuest: z.boolean(),
    twoFactorEnabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'MyInfoDto' });

export const userStatusSchema = z.object({ status: guestStatusSchema }).meta({ id: 'UserStatusDto' });

export const conversionInProgressSchema = z
  .object({ email: z.string().nullable() })
  .meta({ id: 'ConversionInProgressDto' });

// ---- Conversion of a guest ----

export const convertAccountSchema = z.object({
  loginId: z.string().max(100),
  email: newEmailField,
});

export const validateEmailAddressSchema = z.object({
  LoginId: z.string().max(100),
  Value: z.string().max(200),
});

export const validateEmailAddressResultSchema = z
  .object({ status: guestStatusSchema })
  .meta({ id: 'ValidateEmailAddressDto' });

// ---- Profile and password ----

export const displayNameSchema = z.object({ displayName: displayNameField });

export const changePasswordSchema = z.object({
  currentPassword: passwordField.optional(),
  newPassword: passwordField,
});

export const changePasswordResultSchema = z
  .object({ success: z.boolean(), token: sessionTokensSchema })
  .meta({ id: 'ChangePasswordDto' });

export const deleteAccountSchema = z.object({ token: passwordField });

// ---- E-mail preferences ----

export const emailPreferencesSchema = z
  .object({
    unsubscribeAll: z.boolean(),
    unsubscribed: z.array(z.number().int()),
    reminderLeadHours: z.number().int(),
  })
  .meta({ id: 'EmailPreferencesDto' });

/** An e-mail type id: the ids of StaticLookups Emails, stored in an integer column (so within int4). */
const emailTypeId = z.number().int().min(0).max(2_147_483_647);

export const emailPreferencesRequestSchema = z.object({
  unsubscribe: z.array(emailTypeId).max(100),
});

export const unsubscribeAllSchema = z.object({ unsubscribeAll: z.boolean() });

/** The weekly reminder's lead time, in whole hours (docs/player-emails.md §2). */
export const reminderLeadTimeSchema = z.object({
  hours: z.number().int().min(REMINDER_LEAD_HOURS_MIN).max(REMINDER_LEAD_HOURS_MAX),
});

export const autoUnsubscribeParamsSchema = z.object({ userId: z.string().max(100) });
export const autoUnsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });

// ---- Two-factor management ----

export const twoFactorStatusSchema = z
  .object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() })
  .meta({ id: 'TwoFactorStatusDto' });

export const twoFactorSetupSchema = z
  .object({ sharedKey: z.string(), otpauthUri: z.string(), qrCodeSvg: z.string() })
  .meta({ id: 'TwoFactorSetupDto' });

export const enableTwoFactorSchema = z.object({ code: authenticatorCodeField });

export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()), token: sessionTokensSchema })
  .meta({ id: 'RecoveryCodesDto' });

export const reauthenticateSchema = z.object({ password: passwordField });

const _sessionTokens: Equals<z.output<typeof sessionTokensSchema>, SessionTokens> = true;
const _accepted: Equals<z.output<typeof acceptedSchema>, AcceptedDto> = true;
const _whoAmI: Equals<z.output<typeof whoAmISchema>, WhoAmIDto> = true;
const _myInfo: Equals<z.output<typeof myInfoSchema>, MyInfoDto> = true;
const _userStatus: Equals<z.output<typeof userStatusSchema>, UserStatusDto> = true;
const _conversion: Equals<z.output<typeof conversionInProgressSchema>, ConversionInProgressDto> = true;
const _convert: Equals<z.input<typeof convertAccountSchema>, ConvertAccountRequest> = true;
const _validate: Equals<z.input<typeof validateEmailAddressSchema>, ValidateEmailAddressRequest> = true;
const _validated: Equals<z.output<typeof validateEmailAddressResultSchema>, ValidateEmailAddressDto> = true;
const _displayName: Equals<z.input<typeof displayNameSchema>, DisplayNameRequest> = true;
const _changePassword: Equals<z.input<typeof changePasswordSchema>, ChangePasswordRequest> = true;
const _changed: Equals<z.output<typeof changePasswordResultSchema>, ChangePasswordDto> = true;
const _delete: Equals<z.input<typeof deleteAccountSchema>, DeleteAccountRequest> = true;
const _preferences: Equals<z.output<typeof emailPreferencesSchema>, EmailPreferencesDto> = true;
const _preferencesRequest: Equals<
  z.input<typeof emailPreferencesRequestSchema>,
  EmailPreferencesRequest
> = true;
const _unsubscribeAll: Equals<z.input<typeof unsubscribeAllSchema>, UnsubscribeAllRequest> = true;
const _reminderLeadTime: Equals<z.input<typeof reminderLeadTimeSchema>, ReminderLeadTimeRequest> = true;
const _twoFactor: Equals<z.output<typeof twoFactorStatusSchema>, TwoFactorStatusDto> = true;
const _setup: Equals<z.output<typeof twoFactorSetupSchema>, TwoFactorSetupDto> = true;
const _enable: Equals<z.input<typeof enableTwoFactorSchema>, EnableTwoFactorRequest> = true;
const _codes: Equals<z.output<typeof recoveryCodesSchema>, RecoveryCodesDto> = true;
const _reauthenticate: Equals<z.input<typeof reauthenticateSchema>, ReauthenticateRequest> = true;
