import type { AuthUser, SessionTokens } from '#machines/auth.machine.ts';

export const tokens: SessionTokens = { bearerToken: 'bearer-1', refreshToken: 'refresh-1', loginId: 'u-1' };

export const player: AuthUser = {
  userName: 'ada',
  displayName: 'Ada Lovelace',
  userId: 'u-1',
  userTypeId: 1,
  userRoleId: 'Player',
};

export const guest: AuthUser = {
  userName: 'guest-77',
  displayName: 'Lucky Lion 42',
  userId: 'u-3',
  userTypeId: 0,
  userRoleId: 'GuestPlayer',
};
