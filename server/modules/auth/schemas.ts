// The wire shapes of api/auth/v1/*, as zod schemas that compile only while they match the contract types
// the SPA imports (core/contract/auth.ts).
import { TERMS_VERSION } from '#core/policies.ts';
import { signInRefusalCodes } from '#core/refusals.ts';
import { z } from 'zod';
import type {
  AcceptedDto,
  BasicSignInRequest,
  BasicSignUpRequest,
  CaptchaTestDto,
  CaptchaTestRequest,
  ConfirmEmailRequest,
  EasySignInRequest,
  EasySignUpRequest,
  EasySignUpResponse,
  ForgotPasswordRequest,
  PasswordRequirementsDto,
  RecoveryCodeSignInRequest,
  RefreshTokenRequest,
  ResetPasswordRequest,
  SessionTokens,
  SignInResponse,
  TfaSignInRequest,
  TwoFactorFailureBody,
} from '#core/contract/auth.ts';
import {
  authenticatorCodeField,
  displayNameField,
  emailLookupField,
  newEmailField,
  passwordField,
} from '#server/http/fields.ts';
import { apiErrorSchema } from '#server/http/api-error.ts';
import type { Equals } from '#server/http/type-checks.ts';

/** Tokens, codes and ids: short printable strings. */
const shortText = z.string().max(2048);

const signInStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const signInResponseSchema = z
  .object({
    status: signInStatusSchema,
    statusMessage: z.string(),
    code: z
      .enum(signInRefusalCodes)
      .optional()
      .describe('LockedOut / Failure: the refusal code of statusMessage.'),
    bearerToken: z.string().optional(),
    refreshToken: z.string().optional(),
    loginId: z.string().optional(),
    tfaToken: z.string().optional(),
  })
  .meta({ id: 'SignInResponse' });

export const twoFactorFailureSchema = z.union([
  signInResponseSchema.extend(apiErrorSchema.shape).meta({ id: 'TwoFactorFailureBody' }),
  apiErrorSchema,
]);

export const sessionTokensSchema = z.object({
  bearerToken: z.string(),
  refreshToken: z.string(),
  loginId: z.string(),
});

export const basicSignInSchema = z.object({ email: emailLookupField, password: passwordField });
export const tfaSignInSchema = z.object({
  code: authenticatorCodeField,
  tfaToken: shortText,
  loginId: shortText,
});
export const recoveryCodeSignInSchema = z.object({
  recoveryCode: z.string().max(32),
  tfaToken: shortText,
  loginId: shortText,
});
export const easySignInSchema = z.object({ id: shortText, password: passwordField });
export const easySignUpSchema = z.object({ token: shortText });
export const easySignUpResponseSchema = sessionTokensSchema
  .extend({ id: z.string(), password: z.string(), token: z.string() })
  .meta({ id: 'EasySignUpResponse' });

export const basicSignUpSchema = z.object({
  email: newEmailField,
  password: passwordField,
  displayName: displayNameField,
  acceptTerms: z.literal(true, { error: 'The terms and conditions must be accepted.' }),
  termsVersion: z
    .string()
    .max(32)
    .refine((version) => version === TERMS_VERSION, {
      error: 'The terms and conditions have changed: read them again, then accept them.',
    })
    .optional()
    .describe(`The version the form showed; the current one is ${TERMS_VERSION}.`),
  token: shortText,
});
export const acceptedSchema = z.object({ message: z.string() }).meta({ id: 'AcceptedDto' });
export const confirmEmailSchema = z.object({ userId: shortText, token: shortText });
export const captchaTestSchema = z.object({ token: shortText });
export const captchaTestResponseSchema = z.object({ success: z.boolean() });
export const forgotPasswordSchema = z.object({ email: emailLookupField, token: shortText });
export const resetPasswordSchema = z.object({ userId: shortText, password: passwordField, token: shortText });
export const refreshTokenSchema = z.object({ refreshToken: shortText });
export const passwordRequirementsSchema = z
  .object({
    requireDigit: z.boolean(),
    requiredLength: z.number().int(),
    requireNonAlphanumeric: z.boolean(),
    requireUppercase: z.boolean(),
    requireLowercase: z.boolean(),
    requiredUniqueChars: z.number().int(),
  })
  .meta({ id: 'PasswordRequirementsDto' });

const _signInResponse: Equals<z.output<typeof signInResponseSchema>, SignInResponse> = true;
type Flat<T> = { [K in keyof T]: T[K] };
const _twoFactorFailure: Equals<
  z.output<(typeof twoFactorFailureSchema.options)[0]>,
  Flat<TwoFactorFailureBody>
> = true;
const _sessionTokens: Equals<z.output<typeof sessionTokensSchema>, SessionTokens> = true;
const _basicSignIn: Equals<z.input<typeof basicSignInSchema>, BasicSignInRequest> = true;
const _tfaSignIn: Equals<z.input<typeof tfaSignInSchema>, TfaSignInRequest> = true;
const _recovery: Equals<z.input<typeof recoveryCodeSignInSchema>, RecoveryCodeSignInRequest> = true;
const _easySignIn: Equals<z.input<typeof easySignInSchema>, EasySignInRequest> = true;
const _easySignUp: Equals<z.input<typeof easySignUpSchema>, EasySignUpRequest> = true;
const _easySignUpResponse: Equals<z.output<typeof easySignUpResponseSchema>, EasySignUpResponse> = true;
const _basicSignUp: Equals<z.input<typeof basicSignUpSchema>, BasicSignUpRequest> = true;
const _accepted: Equals<z.output<typeof acceptedSchema>, AcceptedDto> = true;
const _confirmEmail: Equals<z.input<typeof confirmEmailSchema>, ConfirmEmailRequest> = true;
const _captchaTest: Equals<z.input<typeof captchaTestSchema>, CaptchaTestRequest> = true;
const _captchaTestResponse: Equals<z.output<typeof captchaTestResponseSchema>, CaptchaTestDto> = true;
const _forgot: Equals<z.input<typeof forgotPasswordSchema>, ForgotPasswordRequest> = true;
const _reset: Equals<z.input<typeof resetPasswordSchema>, ResetPasswordRequest> = true;
const _refresh: Equals<z.input<typeof refreshTokenSchema>, RefreshTokenRequest> = true;
const _requirements: Equals<z.output<typeof passwordRequirementsSchema>, PasswordRequirementsDto> = true;
