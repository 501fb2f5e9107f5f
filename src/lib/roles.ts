// A user has one role id; the server's casing is not guaranteed, so every check ignores case.

const roles = {
  Player: 'Player',
  GuestPlayer: 'GuestPlayer',
  PremiumPlayer: 'PremiumPlayer',
  Administrator: 'Administrator',
  ShadowAdministrator: 'ShadowAdministrator',
} as const;
type Role = (typeof roles)[keyof typeof roles];

export type RoleId = string | null | undefined;

function isOneOf(roleId: RoleId, candidates: readonly Role[]): boolean {
  if (!roleId) return false;
  const id = roleId.trim().toLowerCase();
  return candidates.some((role) => role.toLowerCase() === id);
}

export function isAdminUser(roleId: RoleId): boolean {
  return isOneOf(roleId, [roles.Administrator, roles.ShadowAdministrator]);
}

/** A signed-up (standard or premium) player; guests are not included. */
export function isAuthenticatedPlayer(roleId: RoleId): boolean {
  return isOneOf(roleId, [roles.PremiumPlayer, roles.Player]);
}

export function isAuthenticatedUser(roleId: RoleId): boolean {
  return isAdminUser(roleId) || isAuthenticatedPlayer(roleId);
}

export function isGuestPlayer(roleId: RoleId): boolean {
  return isOneOf(roleId, [roles.GuestPlayer]);
}

export function isAnyPlayer(roleId: RoleId): boolean {
  return isAuthenticatedPlayer(roleId) || isGuestPlayer(roleId);
}

/** A standard (non-premium) player: the one offered Upgrade to premium. */
export function isStandardPlayer(roleId: RoleId): boolean {
  return isOneOf(roleId, [roles.Player]);
}
