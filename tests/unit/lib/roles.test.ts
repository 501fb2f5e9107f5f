import { describe, expect, it } from 'vitest';
import {
  isAdminUser,
  isAnyPlayer,
  isAuthenticatedPlayer,
  isAuthenticatedUser,
  isGuestPlayer,
  isStandardPlayer,
} from '#src/lib/roles.ts';

type Row = [
  role: string | null | undefined,
  admin: boolean,
  player: boolean,
  user: boolean,
  any: boolean,
  guest: boolean,
];

// role, isAdminUser, isAuthenticatedPlayer, isAuthenticatedUser, isAnyPlayer, isGuestPlayer
const table: Row[] = [
  ['Administrator', true, false, true, false, false],
  ['ShadowAdministrator', true, false, true, false, false],
  ['Player', false, true, true, true, false],
  ['PremiumPlayer', false, true, true, true, false],
  ['GuestPlayer', false, false, false, true, true],
  ['administrator', true, false, true, false, false],
  ['SHADOWADMINISTRATOR', true, false, true, false, false],
  ['premiumplayer', false, true, true, true, false],
  ['guestPLAYER', false, false, false, true, true],
  ['Admin', false, false, false, false, false],
  ['Players', false, false, false, false, false],
  ['', false, false, false, false, false],
  [null, false, false, false, false, false],
  [undefined, false, false, false, false, false],
];

describe('roles (docs/product.md §6)', () => {
  it.each(table)('%j', (role, admin, player, user, any, guest) => {
    expect(isAdminUser(role)).toBe(admin);
    expect(isAuthenticatedPlayer(role)).toBe(player);
    expect(isAuthenticatedUser(role)).toBe(user);
    expect(isAnyPlayer(role)).toBe(any);
    expect(isGuestPlayer(role)).toBe(guest);
  });

  it('knows the standard player, who is offered the upgrade', () => {
    expect(isStandardPlayer('player')).toBe(true);
    expect(isStandardPlayer('PremiumPlayer')).toBe(false);
    expect(isStandardPlayer('GuestPlayer')).toBe(false);
  });
});
