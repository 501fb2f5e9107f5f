import type { EventFromLogic, InputFrom } from 'xstate';
import type { AuthInput, AuthUser, SessionTokens, authMachine } from './auth.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof authMachine>;

const tokens: SessionTokens = { bearerToken: 'bearer-1', refreshToken: 'refresh-1', loginId: 'u-1' };
const player: AuthUser = {
  userName: 'ada',
  displayName: 'Ada Lovelace',
  userId: 'u-1',
  userTypeId: 1,
  userRoleId: 'Player',
};
const guest: AuthUser = {
  userName: 'guest-77',
  displayName: 'Lucky Lion 42',
  userId: 'u-3',
  userTypeId: 0,
  userRoleId: 'GuestPlayer',
};
const visitor: AuthInput = {
  authenticated: false,
  user: null,
  hasAnonymousUser: false,
  twoFactorChallenge: null,
  anonymousSignUpToken: null,
};

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  SIGN_IN: [{ type: 'SIGN_IN', email: 'ada@example.com', password: 'correct horse' }],
  VERIFY_TFA_CODE: [{ type: 'VERIFY_TFA_CODE', code: '123456' }],
  VERIFY_RECOVERY_CODE: [{ type: 'VERIFY_RECOVERY_CODE', recoveryCode: 'ABCDE-12345' }],
  CANCEL_TWO_FACTOR: [{ type: 'CANCEL_TWO_FACTOR' }],
  TWO_FACTOR_ANSWERED: [
    {
      type: 'TWO_FACTOR_ANSWERED',
      signIn: { status: 3, message: { text: 'Invalid code.' }, setupToken: null },
    },
  ],
  EASY_SIGN_UP: [{ type: 'EASY_SIGN_UP', captchaToken: 'captcha-ok' }],
  SIGN_OUT: [{ type: 'SIGN_OUT' }],
  SIGN_OUT_CLEARING_ACCOUNT: [{ type: 'SIGN_OUT_CLEARING_ACCOUNT' }],
  TOKENS_REPLACED: [{ type: 'TOKENS_REPLACED', tokens: { ...tokens, bearerToken: 'bearer-2' } }],
  DISPLAY_NAME_CHANGED: [{ type: 'DISPLAY_NAME_CHANGED' }],
  DEACTIVATE: [{ type: 'DEACTIVATE', token: 'password' }],
  RELOAD_USER_CONTEXT: [{ type: 'RELOAD_USER_CONTEXT' }],
  VIRTUAL_LOGOUT: [{ type: 'VIRTUAL_LOGOUT' }],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed).
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  easySignIn: [
    { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
    { output: { status: 3, statusMessage: 'Invalid credentials.' } },
    { error: 'offline' },
  ],
  easySignUp: [{ output: { id: 'g-1', password: 'pw', tokens } }, { error: 'Captcha failed.' }],
  whoAmI: [{ output: player }, { output: guest }, { error: 'offline' }],
  fetchGuestStatus: [{ output: 1 }, { error: 'offline' }],
  basicSignIn: [
    { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
    { output: { status: 2, statusMessage: 'Verify.', tfaToken: 'tfa-1', loginId: 'u-1' } },
    { output: { status: 1, statusMessage: 'Locked out.' } },
    { output: { status: 4, statusMessage: 'Set up two-factor.', tfaToken: 'setup-1', loginId: 'u-2' } },
    { error: 'offline' },
  ],
  // How the two-factor step (machines/two-factor.machine.ts) ends: a session, expired, cancelled.
  twoFactor: [
    { output: { session: tokens, signIn: { status: 0, message: { code: 'loggedIn' }, setupToken: null } } },
    {
      output: {
        session: null,
        signIn: { status: null, message: { code: 'twoFactorExpired' }, setupToken: null },
      },
    },
    { output: { session: null, signIn: { status: null, message: null, setupToken: null } } },
  ],
  signOut: [{ output: undefined }, { error: 'offline' }],
  deleteAccount: [{ output: undefined }, { error: 'Wrong password.' }],
  refreshSession: [{ output: undefined }, { error: 'offline' }],
};

/** Where the browser may stand when the app starts. */
export const inputSamples: InputFrom<typeof authMachine>[] = [
  visitor,
  { ...visitor, authenticated: true, user: player },
  { ...visitor, authenticated: true, user: guest, hasAnonymousUser: true },
  { ...visitor, authenticated: true },
  { ...visitor, twoFactorChallenge: { tfaToken: 'tfa-1', loginId: 'u-1' } },
  { ...visitor, hasAnonymousUser: true },
  { ...visitor, anonymousSignUpToken: 'dev-captcha-ok' },
];
