import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignInRefusalCode } from '#core/refusals.ts';
import type { AuthMessage } from '#machines/auth.machine.ts';

type Code = Extract<AuthMessage, { code: string }>['code'];

// The machine names the game's own texts by code; their wording (docs/product.md §4) lives here, translatable.
const texts: Record<Code, MessageDescriptor> = {
  loggedIn: msg`Logged in.`,
  verifyIdentity: msg`Authenticated. Please verify your identity.`,
  bearerMissing: msg`Invalid TFA response. Bearer token is missing.`,
  twoFactorExpired: msg`Your verification time ran out. Please log in again.`,
};

/** The words of the server's sign-in refusals, by code (core/refusals.ts has the server's sentences). */
export const signInRefusalWords: Record<SignInRefusalCode, MessageDescriptor> = {
  lockedOut: msg`This account is locked. Try again in 5 minutes.`,
  invalidCredentials: msg`Invalid email or password.`,
  invalidGuestCredentials: msg`These guest credentials are not valid.`,
  emailNotConfirmed: msg`Please confirm your email address first: follow the link in the email we sent you.`,
  invalidAuthenticatorCode: msg`Invalid authenticator code.`,
  invalidRecoveryCode: msg`Invalid recovery code.`,
  twoFactorExpired: msg`Your sign-in has expired. Please sign in again.`,
  signInFailed: msg`Sign-in could not be completed. Please try again.`,
};

/** A descriptor for the game's own text, the server's text as it came, or null. */
export function authMessage(message: AuthMessage | null): MessageDescriptor | string | null {
  if (!message) return null;
  if ('code' in message) return texts[message.code];
  if ('refusal' in message)
    return Object.hasOwn(signInRefusalWords, message.refusal)
      ? signInRefusalWords[message.refusal]
      : message.text;
  return message.text;
}
