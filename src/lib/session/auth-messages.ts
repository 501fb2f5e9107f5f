import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthMessage } from '#machines/auth.machine.ts';

type Code = Extract<AuthMessage, { code: string }>['code'];

// The machine names the game's own texts by code; their wording (spec §4) lives here, translatable.
const texts: Record<Code, MessageDescriptor> = {
  loggedIn: msg`Logged in.`,
  verifyIdentity: msg`Authenticated. Please verify your identity.`,
  bearerMissing: msg`Invalid TFA response. Bearer token is missing.`,
  twoFactorExpired: msg`Your verification time ran out. Please log in again.`,
};

/** A descriptor for the game's own text, the server's text as it came, or null. */
export function authMessage(message: AuthMessage | null): MessageDescriptor | string | null {
  if (!message) return null;
  return 'code' in message ? texts[message.code] : message.text;
}
