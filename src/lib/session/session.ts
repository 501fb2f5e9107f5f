import { isAdminUser, isAuthenticatedUser, isGuestPlayer, isStandardPlayer } from '#src/lib/roles.ts';
import { isEmptyUserContext, type UserContext } from '#src/lib/user-context.ts';

/** Who is playing, as the shell needs it (role flags of docs/product.md §6), derived from the auth machine. */
export interface Session {
  /** The user of a live session (a player, an administrator or a guest); null otherwise. */
  user: UserContext | null;
  displayName: string | null;
  /** A signed-up player or an administrator; guests and visitors are not (docs/product.md §6). */
  isAuthenticatedUser: boolean;
  isAdmin: boolean;
  isGuest: boolean;
  /** A standard (not premium) player, who is offered Upgrade. */
  isStandardPlayer: boolean;
}

export function sessionFor(user: UserContext | null): Session {
  const live = user !== null && !isEmptyUserContext(user) ? user : null;
  const roleId = live?.userRoleId;
  return {
    user: live,
    displayName: live?.displayName?.trim() || null,
    isAuthenticatedUser: isAuthenticatedUser(roleId),
    isAdmin: isAdminUser(roleId),
    isGuest: isGuestPlayer(roleId),
    isStandardPlayer: isStandardPlayer(roleId),
  };
}
