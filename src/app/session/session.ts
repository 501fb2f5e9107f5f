import type { AppStorage } from '../../lib/storage.ts';
import { isAdminUser, isAuthenticatedUser, isGuestPlayer } from '../../lib/roles.ts';
import { isEmptyUserContext, type UserContext } from '../../lib/user-context.ts';

/**
 * Who is playing, as the shell needs it. Until the accounts issue's machines own sign-in, this is
 * only a view of what local storage says; it never invents a user.
 */
export interface Session {
  /** The stored user, when the stored flag says the session is live. */
  user: UserContext | null;
  displayName: string | null;
  /** A signed-up player or an administrator; guests and visitors are not (spec §6). */
  isAuthenticatedUser: boolean;
  isAdmin: boolean;
  isGuest: boolean;
}

export function sessionFrom(authenticated: boolean | null, user: UserContext | null): Session {
  const live = authenticated === true && user !== null && !isEmptyUserContext(user) ? user : null;
  const roleId = live?.userRoleId;
  return {
    user: live,
    displayName: live?.displayName?.trim() || null,
    isAuthenticatedUser: isAuthenticatedUser(roleId),
    isAdmin: isAdminUser(roleId),
    isGuest: isGuestPlayer(roleId),
  };
}

export function readSession(storage: Pick<AppStorage, 'get'>): Session {
  return sessionFrom(storage.get('authenticated'), storage.get('userContext'));
}

/** Forgets the stored session on this browser (the server side comes with the accounts issue). */
export function clearStoredSession(storage: Pick<AppStorage, 'set'>): void {
  storage.set('userContext', null);
  storage.set('authenticated', false);
}
