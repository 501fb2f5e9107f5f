import { describe, expect, it } from 'vitest';
import {
  authMachine,
  isGuestRole,
  loggedIn,
  noSignIn,
  type AuthInput,
  type AuthUser,
} from '#machines/auth.machine.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';
import { guest, player, tokens } from './auth-fixtures.ts';

const visitor: AuthInput = {
  authenticated: false,
  user: null,
  hasAnonymousUser: false,
  twoFactorChallenge: null,
  anonymousSignUpToken: null,
};

const model: MachineModel<typeof authMachine> = {
  machine: authMachine,
  inputs: [
    { name: 'visitor', input: visitor },
    { name: 'stored player', input: { ...visitor, authenticated: true, user: player } },
    { name: 'stored guest', input: { ...visitor, authenticated: true, user: guest, hasAnonymousUser: true } },
    { name: 'session without context', input: { ...visitor, authenticated: true } },
    {
      name: 'two-factor step in cookies',
      input: { ...visitor, twoFactorChallenge: { tfaToken: 'tfa-1', loginId: 'u-1' } },
    },
    { name: 'stored guest credentials', input: { ...visitor, hasAnonymousUser: true } },
    { name: 'dev captcha', input: { ...visitor, anonymousSignUpToken: 'dev-captcha-ok' } },
  ],
  events: [
    { type: 'SIGN_IN', email: 'ada@example.com', password: 'correct horse' },
    { type: 'VERIFY_TFA_CODE', code: '123456' },
    { type: 'VERIFY_RECOVERY_CODE', recoveryCode: 'ABCDE-12345' },
    { type: 'CANCEL_TWO_FACTOR' },
    // What the two-factor machine tells after an answer it could not use.
    {
      type: 'TWO_FACTOR_ANSWERED',
      signIn: { status: 3, message: { text: 'Invalid code.' }, setupToken: null },
    },
    { type: 'EASY_SIGN_UP', captchaToken: 'captcha-ok' },
    { type: 'SIGN_OUT' },
    { type: 'SIGN_OUT_CLEARING_ACCOUNT' },
    { type: 'TOKENS_REPLACED', tokens: { ...tokens, bearerToken: 'bearer-2' } },
    { type: 'DISPLAY_NAME_CHANGED' },
    { type: 'DEACTIVATE', token: 'password' },
    { type: 'RELOAD_USER_CONTEXT' },
    { type: 'VIRTUAL_LOGOUT' },
  ],
  outcomes: {
    easySignIn: [
      { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
      { output: { status: 3, statusMessage: 'Invalid credentials.' } },
      { error: new Error('offline') },
    ],
    easySignUp: [{ output: { id: 'g-1', password: 'pw', tokens } }, { error: new Error('Captcha failed.') }],
    whoAmI: [{ output: guest }, { output: player }, { error: new Error('offline') }],
    fetchGuestStatus: [{ output: 1 }, { error: new Error('offline') }],
    basicSignIn: [
      { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
      { output: { status: 2, statusMessage: 'Verify.', tfaToken: 'tfa-1', loginId: 'u-1' } },
      { output: { status: 1, statusMessage: 'Locked out.' } },
      { output: { status: 4, statusMessage: 'Set up two-factor.', tfaToken: 'setup-1', loginId: 'u-2' } },
      { error: new Error('offline') },
    ],
    // The two-factor machine's end (tests/machines/two-factor.machine.test.ts walks the step itself).
    twoFactor: [
      { output: { session: tokens, signIn: loggedIn } },
      {
        output: {
          session: null,
          signIn: { status: null, message: { code: 'twoFactorExpired' }, setupToken: null },
        },
      },
      { output: { session: null, signIn: noSignIn } },
    ],
    signOut: [{ output: null }, { error: new Error('offline') }],
    deleteAccount: [{ output: null }, { error: new Error('Wrong password.') }],
    refreshSession: [{ output: null }, { error: new Error('offline') }],
  },
  key: (snapshot) => ({
    value: snapshot.value,
    user: userKind(snapshot.context.user),
    authenticated: snapshot.context.authenticated,
    hasAnonymousUser: snapshot.context.hasAnonymousUser,
    twoFactor: snapshot.context.twoFactor !== null,
    signUpToken: snapshot.context.anonymousSignUpToken !== null,
  }),
};

function userKind(user: AuthUser | null): string {
  if (!user) return 'none';
  return isGuestRole(user.userRoleId) ? 'guest' : 'player';
}

describe('auth machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(authMachine));
  });
});
