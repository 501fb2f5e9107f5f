import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';
import { isGuestRole } from './auth.types.ts';

// What the views read from the auth machine (src/app/session): who is playing, and whether a sign-in
// call is on its way. The auth machine file re-exports these.

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthStatus = 'loading' | 'signedOut' | 'anonymous' | 'signedIn' | 'awaitingTwoFactor';

/** The auth state as views name it; in-between steps keep the status of the user they hold. */
export function authStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('awaitingTwoFactor')) return 'awaitingTwoFactor';
  const { user } = snapshot.context;
  if (!user?.userId) return snapshot.matches('signingIn') ? 'signedOut' : 'loading';
  return isGuestRole(user.userRoleId) ? 'anonymous' : 'signedIn';
}

/** A sign-in, sign-up or verification call is on its way. */
export function isSignInBusy(snapshot: AuthSnapshot): boolean {
  return (
    snapshot.matches('signingIn') ||
    snapshot.matches('signingUp') ||
    Boolean(snapshot.children.twoFactor?.getSnapshot().matches('verifying'))
  );
}

/** The guest sign-up on load was refused: the visitor browses signed out, and the shell says so once. */
export function isGuestSignUpRefused(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('signedOut') && snapshot.context.guestSignUp === 'refusedOnLoad';
}
