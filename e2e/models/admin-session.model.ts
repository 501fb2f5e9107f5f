import { defineFlow, type RealStep } from './flow.ts';
import {
  adminUser,
  call,
  configureTwoFactor,
  playerUser,
  refuse,
  refused,
  signedIn,
  twoFactorAsked,
} from './session-steps.ts';

// The admin app's session (docs/admin.md; machines/admin-session.machine.ts): /admin/ opens signed in with
// the player app's stored session when it is an administrator's, else on the sign-in form: password, then
// the authenticator code. A ShadowAdministrator reads only; a player is told the app is not theirs.
//
// Every step is a system event for now: the admin page's gestures have no drivers yet (the sign-in form
// needs a two-factor administrator in the browser run, which e2e/admin.spec.ts is to make), so these
// paths replay on the real machines only (paths:coverage), not in the browser.

const notDriven = 'The admin app has no gesture drivers yet (docs/admin.md): machines only.';
/** A machines-only step (see above). */
const only = (says: string, real: RealStep[]) => ({ says, unitOnly: notDriven, real });
const admin = (event: Record<string, unknown> & { type: string }): RealStep => ({
  send: 'adminSession',
  event,
});
const opens: RealStep[] = [{ load: '/admin/' }, { start: 'adminSession', input: undefined }];
const shadowUser = { ...adminUser, userRoleId: 'ShadowAdministrator' as const };
const signIn = admin({ type: 'SIGN_IN', email: adminUser.userName, password: 'a password' });
const code = admin({ type: 'SUBMIT_CODE', code: '123456' });

export const adminSessionFlow = defineFlow({
  id: 'admin-session',
  title: 'Signing in to the admin app',
  initial: 'fresh',
  states: {
    fresh: {
      says: 'nothing open yet',
      real: {},
      on: {
        OPEN_SIGNED_OUT: 'signInForm',
        OPEN_AS_ADMIN: 'users',
        OPEN_AS_SHADOW: 'readOnly',
        OPEN_AS_PLAYER: 'notAdmin',
        OPEN_SERVER_DOWN: 'signInForm',
      },
    },
    signInForm: {
      says: "/admin/: 'Longshot admin: sign in', Email, Password, Sign in",
      real: { adminSession: 'signedOut' },
      on: {
        SIGN_IN: 'codeForm',
        SIGN_IN_SIGNED_IN: 'users',
        SIGN_IN_REFUSED: 'signInForm',
        SIGN_IN_NO_TWO_FACTOR: 'signInForm',
        SIGN_IN_SERVER_DOWN: 'signInForm',
      },
    },
    codeForm: {
      says: 'the sign-in form asks for the Authenticator code, with Verify and Cancel',
      real: { adminSession: 'awaitingTwoFactor' },
      on: {
        VERIFY: 'users',
        VERIFY_AS_SHADOW: 'readOnly',
        VERIFY_AS_PLAYER: 'notAdmin',
        VERIFY_WHO_FAILS: 'signInForm',
        VERIFY_REFUSED: 'codeForm',
        VERIFY_SERVER_DOWN: 'codeForm',
        CANCEL: 'signInForm',
      },
    },
    users: {
      says: "the Users table, with Users and Audit log in the menu and 'Sign out'",
      real: { adminSession: 'signedIn.admin' },
      on: { SIGN_OUT: 'signInForm', SIGN_OUT_SERVER_DOWN: 'signInForm', SESSION_EXPIRES: 'signInForm' },
    },
    readOnly: {
      says: "the Users table with the 'Read only' badge",
      real: { adminSession: 'signedIn.shadow' },
    },
    notAdmin: {
      says: "'This account is not an administrator', with Back to Longshot and Sign out",
      real: { adminSession: 'forbidden' },
      on: { PLAYER_SIGNS_OUT: 'signInForm', PLAYER_SESSION_EXPIRES: 'signInForm' },
    },
  },
  events: {},
  systemEvents: {
    OPEN_SIGNED_OUT: only('opens /admin/ with no session stored', [
      ...opens,
      call('adminSession', 'restore', null),
    ]),
    OPEN_AS_ADMIN: only('an administrator signed in on the player side opens /admin/', [
      ...opens,
      call('adminSession', 'restore', adminUser),
    ]),
    OPEN_AS_SHADOW: only('a shadow administrator signed in on the player side opens /admin/', [
      ...opens,
      call('adminSession', 'restore', shadowUser),
    ]),
    OPEN_AS_PLAYER: only('a player signed in on the player side opens /admin/', [
      ...opens,
      call('adminSession', 'restore', playerUser),
    ]),
    OPEN_SERVER_DOWN: only('opens /admin/ while the server fails', [
      ...opens,
      refuse('adminSession', 'restore', 'HTTP 500'),
    ]),
    SIGN_IN: only('signs in with e-mail and password; two-factor is asked', [
      signIn,
      call('adminSession', 'signIn', twoFactorAsked),
    ]),
    SIGN_IN_SIGNED_IN: only('signs in with e-mail and password, and the server answers the session at once', [
      signIn,
      call('adminSession', 'signIn', signedIn('admin-1')),
      call('adminSession', 'whoAmI', adminUser),
    ]),
    SIGN_IN_REFUSED: only('signs in with a wrong password', [
      signIn,
      call('adminSession', 'signIn', refused),
    ]),
    SIGN_IN_NO_TWO_FACTOR: only(
      'an administrator without two-factor signs in: set it up in the player app first',
      [signIn, call('adminSession', 'signIn', configureTwoFactor)],
    ),
    SIGN_IN_SERVER_DOWN: only('signs in while the server fails', [
      signIn,
      refuse('adminSession', 'signIn', 'HTTP 500'),
    ]),
    VERIFY: only('types the code and clicks Verify', [
      code,
      call('adminSession', 'verifyCode', signedIn('admin-1')),
      call('adminSession', 'whoAmI', adminUser),
    ]),
    VERIFY_AS_SHADOW: only('a shadow administrator types the code', [
      code,
      call('adminSession', 'verifyCode', signedIn('admin-1')),
      call('adminSession', 'whoAmI', shadowUser),
    ]),
    VERIFY_AS_PLAYER: only('a player with two-factor types the code', [
      code,
      call('adminSession', 'verifyCode', signedIn('player-1')),
      call('adminSession', 'whoAmI', playerUser),
    ]),
    VERIFY_WHO_FAILS: only('types the code, and asking who signed in fails', [
      code,
      call('adminSession', 'verifyCode', signedIn('admin-1')),
      refuse('adminSession', 'whoAmI', 'HTTP 500'),
    ]),
    VERIFY_REFUSED: only('types a wrong code', [code, call('adminSession', 'verifyCode', refused)]),
    VERIFY_SERVER_DOWN: only('types the code while the server fails', [
      code,
      refuse('adminSession', 'verifyCode', 'HTTP 500'),
    ]),
    CANCEL: only('clicks Cancel', [admin({ type: 'CANCEL' })]),
    SIGN_OUT: only('clicks Sign out', [admin({ type: 'LOGOUT' }), call('adminSession', 'signOut', null)]),
    SIGN_OUT_SERVER_DOWN: only('clicks Sign out while the server fails', [
      admin({ type: 'LOGOUT' }),
      refuse('adminSession', 'signOut', 'HTTP 500'),
    ]),
    SESSION_EXPIRES: only('the session expires (its refresh is refused)', [admin({ type: 'EXPIRED' })]),
    PLAYER_SIGNS_OUT: only('clicks Sign out', [
      admin({ type: 'LOGOUT' }),
      call('adminSession', 'signOut', null),
    ]),
    PLAYER_SESSION_EXPIRES: only('the session expires', [admin({ type: 'EXPIRED' })]),
  },
});
