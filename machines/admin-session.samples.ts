import type { EventFromLogic } from 'xstate';
import type { WhoAmIDto } from '#core/contract/account.ts';
import type { SignInResponse } from '#core/contract/auth.ts';
import type { adminSessionMachine } from './admin-session.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof adminSessionMachine>;

const who = (userRoleId: WhoAmIDto['userRoleId']): WhoAmIDto => ({
  userName: 'ada@example.com',
  displayName: 'Ada',
  userId: 'u-admin',
  userTypeId: 1,
  userRoleId,
});

export const sampleAdministrator = who('Administrator');
export const sampleShadowAdministrator = who('ShadowAdministrator');
export const samplePlayer = who('Player');

export const sampleChallenge: SignInResponse = {
  status: 2,
  statusMessage: 'Authenticated. Please verify your identity.',
  tfaToken: 'tfa-token',
  loginId: 'u-admin',
};

export const sampleSignedIn: SignInResponse = {
  status: 0,
  statusMessage: 'Logged in.',
  bearerToken: 'bearer',
  refreshToken: 'refresh',
  loginId: 'u-admin',
};

export const sampleRefused: SignInResponse = {
  status: 3,
  statusMessage: 'Invalid login attempt.',
  code: 'invalidCredentials',
};

export const sampleConfigureTfa: SignInResponse = { status: 4, statusMessage: 'Set up two-factor.' };

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  SIGN_IN: [{ type: 'SIGN_IN', email: 'ada@example.com', password: 'Secret-123' }],
  SUBMIT_CODE: [{ type: 'SUBMIT_CODE', code: '123456' }],
  CANCEL: [{ type: 'CANCEL' }],
  LOGOUT: [{ type: 'LOGOUT' }],
  EXPIRED: [{ type: 'EXPIRED' }],
};

/** What each invoked actor (by invoke id) may answer. */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  restore: [
    { output: sampleAdministrator },
    { output: sampleShadowAdministrator },
    { output: samplePlayer },
    { output: null },
    { error: 'offline' },
  ],
  signIn: [
    { output: sampleChallenge },
    { output: sampleSignedIn },
    { output: sampleConfigureTfa },
    { output: sampleRefused },
    { error: 'offline' },
  ],
  verifyCode: [{ output: sampleSignedIn }, { output: sampleRefused }, { error: 'offline' }],
  whoAmI: [
    { output: sampleAdministrator },
    { output: sampleShadowAdministrator },
    { output: samplePlayer },
    { error: 'offline' },
  ],
  signOut: [{ output: null }, { error: 'offline' }],
};
