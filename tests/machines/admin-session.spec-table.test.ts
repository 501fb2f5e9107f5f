import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { adminSessionMachine } from '#machines/admin-session.machine.ts';
import { checkRow, type SpecRow } from './spec-table.ts';

// The admin app's session (docs/admin.md; product-spec §2, §4): on load the player app's stored session is
// asked who it is; an Administrator is signed in (admin), a ShadowAdministrator too (shadow, reads only),
// anyone else is refused (forbidden); with no session, e-mail and password, then the authenticator code.
// Logout and expiry sign out and clear the stored session.

const who = (userRoleId: string) => ({
  userName: 'zed@example.com',
  displayName: 'Zed',
  userId: 'admin-1',
  userTypeId: 1,
  userRoleId,
});
const administrator = who('Administrator');
const challenge = { tfaToken: 'tfa-token', loginId: 'admin-1' };
const asked = { status: 2, statusMessage: 'Authenticated. Please verify your identity.', ...challenge };
const tokens = { bearerToken: 'b1', refreshToken: 'r1', loginId: 'admin-1' };
const signedIn = { status: 0, statusMessage: 'Logged in.', ...tokens };
const wrong = { status: 3, statusMessage: 'Invalid login attempt.' };
const offline = (call: string) => ({ fail: call, error: new Error('offline') });
const signIn = { type: 'SIGN_IN', email: 'zed@example.com', password: 'Secret-123' };
const code = { type: 'SUBMIT_CODE', code: '123456' };
const nothing = { user: null, challenge: null, problem: null, message: '' };
const signInCall = 'call signIn {"email":"zed@example.com","password":"Secret-123"}';
const codeCall = 'call verifyCode {"code":"123456","challenge":{"tfaToken":"tfa-token","loginId":"admin-1"}}';
const storeSession = `storeSession ${JSON.stringify(tokens)}`;

const rows: SpecRow[] = [
  {
    name: 'on load the stored session is asked who it is',
    input: undefined,
    steps: [],
    value: 'checking',
    context: nothing,
    effects: ['call restore'],
  },
  {
    name: 'an administrator signed in on the player side lands signed in',
    input: undefined,
    steps: [{ answer: 'restore', output: administrator }],
    value: { signedIn: 'admin' },
    context: { ...nothing, user: administrator },
    effects: ['call restore'],
  },
  {
    name: 'a shadow administrator lands signed in, reading only',
    input: undefined,
    steps: [{ answer: 'restore', output: who('shadowadministrator') }],
    value: { signedIn: 'shadow' },
    context: { ...nothing, user: who('shadowadministrator') },
    effects: ['call restore'],
  },
  {
    name: 'a player (or a guest) is refused',
    input: undefined,
    steps: [{ answer: 'restore', output: who('GuestPlayer') }],
    value: 'forbidden',
    context: { ...nothing, user: who('GuestPlayer') },
    effects: ['call restore'],
  },
  {
    name: 'no stored session, or the check fails: the sign-in form',
    input: undefined,
    steps: [offline('restore')],
    value: 'signedOut',
    context: nothing,
    effects: ['call restore'],
  },
  {
    name: 'password then code: the tokens are stored, then whose they are',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: asked },
      code,
      { answer: 'verifyCode', output: signedIn },
      { answer: 'whoAmI', output: administrator },
    ],
    value: { signedIn: 'admin' },
    context: { ...nothing, user: administrator, challenge },
    effects: ['call restore', signInCall, codeCall, storeSession, 'call whoAmI'],
  },
  {
    name: "a wrong password: the server's sentence, on the form",
    input: undefined,
    steps: [{ answer: 'restore', output: null }, signIn, { answer: 'signIn', output: wrong }],
    value: 'signedOut',
    context: { ...nothing, problem: 'refused', message: 'Invalid login attempt.' },
    effects: ['call restore', signInCall],
  },
  {
    name: 'an administrator without two-factor is asked to set it up first',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: { status: 4, statusMessage: 'Set up two-factor.', tfaToken: 's' } },
    ],
    value: 'signedOut',
    context: { ...nothing, problem: 'configureTwoFactor' },
    effects: ['call restore', signInCall],
  },
  {
    name: 'a wrong code: the code step again, with the sentence; Cancel goes back to the form',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: asked },
      code,
      { answer: 'verifyCode', output: wrong },
    ],
    value: 'awaitingTwoFactor',
    context: { ...nothing, challenge, problem: 'refused', message: 'Invalid login attempt.' },
    effects: ['call restore', signInCall, codeCall],
  },
  {
    name: 'logout signs out even when the call fails, clearing the stored session',
    input: undefined,
    steps: [{ answer: 'restore', output: administrator }, { type: 'LOGOUT' }, offline('signOut')],
    value: 'signedOut',
    context: nothing,
    effects: ['call restore', 'call signOut', 'clearSession'],
  },
  {
    name: 'an expired session signs out and clears what is stored',
    input: undefined,
    steps: [{ answer: 'restore', output: administrator }, { type: 'EXPIRED' }],
    value: 'signedOut',
    context: nothing,
    effects: ['call restore', 'clearSession'],
  },
  {
    name: 'a sign-in answering the session at once stores it and asks whose it is',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: signedIn },
      { answer: 'whoAmI', output: administrator },
    ],
    value: { signedIn: 'admin' },
    context: { ...nothing, user: administrator },
    effects: ['call restore', signInCall, storeSession, 'call whoAmI'],
  },
  {
    name: 'a session answer without its login id stores it with an empty one',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      {
        answer: 'signIn',
        output: { status: 0, statusMessage: 'Logged in.', bearerToken: 'b1', refreshToken: 'r1' },
      },
    ],
    value: 'loadingUser',
    context: nothing,
    effects: [
      'call restore',
      signInCall,
      'storeSession {"bearerToken":"b1","refreshToken":"r1","loginId":""}',
      'call whoAmI',
    ],
  },
  {
    name: 'a success without both tokens is no session: refused with its sentence',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: { status: 0, statusMessage: 'Logged in.', bearerToken: 'b1' } },
    ],
    value: 'signedOut',
    context: { ...nothing, problem: 'refused', message: 'Logged in.' },
    effects: ['call restore', signInCall],
  },
  {
    name: 'tokens with a refusal status are no session either',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: { ...wrong, ...tokens } },
    ],
    value: 'signedOut',
    context: { ...nothing, problem: 'refused', message: 'Invalid login attempt.' },
    effects: ['call restore', signInCall],
  },
  {
    name: 'a second step asked without its token or login id is refused',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: { ...asked, tfaToken: undefined } },
      signIn,
      { answer: 'signIn', output: { ...asked, loginId: undefined } },
    ],
    value: 'signedOut',
    context: { ...nothing, problem: 'refused', message: asked.statusMessage },
    effects: ['call restore', signInCall, signInCall],
  },
  {
    name: 'a challenge is asked only with status 2, whatever else the answer carries',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: { ...wrong, ...challenge } },
    ],
    value: 'signedOut',
    context: { ...nothing, problem: 'refused', message: 'Invalid login attempt.' },
    effects: ['call restore', signInCall],
  },
  {
    name: 'the sign-in call fails: the form again, with the failure',
    input: undefined,
    steps: [{ answer: 'restore', output: null }, signIn, offline('signIn')],
    value: 'signedOut',
    context: { ...nothing, problem: 'failed' },
    effects: ['call restore', signInCall],
  },
  {
    name: 'the code call fails: the code step again, with the failure',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: asked },
      code,
      offline('verifyCode'),
    ],
    value: 'awaitingTwoFactor',
    context: { ...nothing, challenge, problem: 'failed' },
    effects: ['call restore', signInCall, codeCall],
  },
  {
    name: 'Cancel on the code step goes back to the form and forgets the challenge',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: asked },
      { type: 'CANCEL' },
    ],
    value: 'signedOut',
    context: nothing,
    effects: ['call restore', signInCall],
  },
  {
    name: 'asking whose session it is fails: signed out, the stored session cleared, the failure shown',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: asked },
      code,
      { answer: 'verifyCode', output: signedIn },
      offline('whoAmI'),
    ],
    value: 'signedOut',
    context: { ...nothing, problem: 'failed' },
    effects: ['call restore', signInCall, codeCall, storeSession, 'call whoAmI', 'clearSession'],
  },
  {
    name: 'after a sign-in the shadow administrator reads only, a player is refused',
    input: undefined,
    steps: [
      { answer: 'restore', output: null },
      signIn,
      { answer: 'signIn', output: signedIn },
      { answer: 'whoAmI', output: who('ShadowAdministrator') },
    ],
    value: { signedIn: 'shadow' },
    context: { ...nothing, user: who('ShadowAdministrator') },
    effects: ['call restore', signInCall, storeSession, 'call whoAmI'],
  },
  {
    name: 'logout clears the stored session when the call succeeds too',
    input: undefined,
    steps: [
      { answer: 'restore', output: administrator },
      { type: 'LOGOUT' },
      { answer: 'signOut', output: null },
    ],
    value: 'signedOut',
    context: nothing,
    effects: ['call restore', 'call signOut', 'clearSession'],
  },
  {
    name: 'a refused player signs out the same way',
    input: undefined,
    steps: [
      { answer: 'restore', output: who('Player') },
      { type: 'LOGOUT' },
      { answer: 'signOut', output: null },
    ],
    value: 'signedOut',
    context: nothing,
    effects: ['call restore', 'call signOut', 'clearSession'],
  },
  {
    name: "a refused player's session expiring clears it",
    input: undefined,
    steps: [{ answer: 'restore', output: who('Player') }, { type: 'EXPIRED' }],
    value: 'signedOut',
    context: nothing,
    effects: ['call restore', 'clearSession'],
  },
];

describe('admin session: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(adminSessionMachine, row),
  );

  it('without its calls provided, it fails safe: signed out on load, not signed in as anyone', async () => {
    const actor = createActor(adminSessionMachine).start();
    await waitFor(actor, (snapshot) => snapshot.value !== 'checking');
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.stop();
  });
});
