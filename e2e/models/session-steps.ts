import type { SignInResponse as SignInResult } from '#core/contract/auth.ts';
import type { AnonymousAccount, AuthUser } from '#machines/auth.machine.ts';
import type { RealStep } from './flow.ts';

// What the server answers in the unit-level replay, and the real steps many gestures share (arriving,
// reloading). The payloads only need the shape the machines read: ids, roles, tokens, statuses.

export const guestUser: AuthUser = {
  userName: 'guest-e2e',
  displayName: null,
  userId: 'guest-1',
  userTypeId: 1,
  userRoleId: 'GuestPlayer',
};

export const playerUser: AuthUser = {
  userName: 'ann@example.com',
  displayName: 'Ann Player',
  userId: 'player-1',
  userTypeId: 1,
  userRoleId: 'Player',
};

export const adminUser: AuthUser = { ...playerUser, userId: 'admin-1', userRoleId: 'Administrator' };

export const tokensFor = (loginId: string) => ({ bearerToken: 'bearer', refreshToken: 'refresh', loginId });

export const newGuestAccount: AnonymousAccount = {
  id: 'guest-1',
  password: 'kept-in-this-browser',
  tokens: tokensFor('guest-1'),
};

export const signedIn = (loginId: string): SignInResult => ({
  status: 0,
  statusMessage: 'Logged in.',
  ...tokensFor(loginId),
});
export const twoFactorAsked: SignInResult = {
  status: 2,
  statusMessage: 'Authenticated. Please verify your identity.',
  tfaToken: 'tfa-token',
  loginId: 'player-1',
};
export const refused: SignInResult = { status: 3, statusMessage: 'Invalid login attempt.' };
export const configureTwoFactor: SignInResult = {
  status: 4,
  statusMessage: 'Two-factor authentication must be set up first.',
  tfaToken: 'setup-token',
  loginId: 'admin-1',
};

/** Guest statuses (machines/guest-status.machine.ts). */
export const activeAsAnonymous = 1;
export const pendingConfirmation = 2;
export const confirmedAnonymous = 3;

const call = (machine: string, invoke: string, output?: unknown): RealStep => ({
  answer: machine,
  invoke,
  output,
});
const refuse = (machine: string, invoke: string, error: string): RealStep => ({
  fail: machine,
  invoke,
  error,
});

/**
 * The dev deployment signs a visitor with nothing stored up as a guest on load (docs/product.md §1).
 * `consentCopyClosed`: they closed the page's copy of the cookie dialog before the app started.
 */
export function newGuestArrives(path = '/', { consentCopyClosed = false } = {}): RealStep[] {
  return [
    consentCopyClosed ? { load: path, consentCopyClosed: true } : { load: path },
    call('auth', 'easySignUp', newGuestAccount),
    call('auth', 'whoAmI', guestUser),
    call('auth', 'fetchGuestStatus', activeAsAnonymous),
  ];
}

/** A guest's session and user are stored: the load only asks for the guest's status. */
export function guestLoads(path?: string, status = activeAsAnonymous): RealStep[] {
  return [path === undefined ? { reload: true } : { load: path }, call('auth', 'fetchGuestStatus', status)];
}

/** Stored guest credentials and no session: signed in again with them on load. */
export function guestSignsInAgainOnLoad(path: string): RealStep[] {
  return [
    { load: path },
    call('auth', 'easySignIn', signedIn('guest-1')),
    call('auth', 'whoAmI', guestUser),
    call('auth', 'fetchGuestStatus', activeAsAnonymous),
  ];
}

/** A view sends `type` to the auth machine. */
export const authEvent = (type: string, extra: Record<string, unknown> = {}): RealStep => ({
  send: 'auth',
  event: { type, ...extra },
});
/** The Login form's SIGN_IN (the address and password only need the shape). */
export const signInEvent = authEvent('SIGN_IN', { email: playerUser.userName, password: 'a password' });

/** The first Cookie Consent answer every arrival in the other flows gives, to get the dialog out of the way. */
export const rejectCookies: RealStep = { send: 'cookieConsent', event: { type: 'REJECT_ALL' } };

/**
 * A guest arrives, signs in on /auth/ as a player (a full load back to the root), then opens `path`, whose
 * screen starts `machine` with `input`.
 */
export function playerSignsInThenOpens(path: string, machine: string, input: unknown): RealStep[] {
  return [
    ...newGuestArrives('/'),
    rejectCookies,
    ...guestLoads('/auth/'),
    signInEvent,
    call('auth', 'basicSignIn', signedIn('player-1')),
    call('auth', 'whoAmI', playerUser),
    { load: '/' },
    { route: path },
    { start: machine, input },
  ];
}

export { call, refuse };
