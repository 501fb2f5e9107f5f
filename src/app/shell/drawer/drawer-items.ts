import type { Session } from '#src/lib/session/session.ts';

const drawerItemKeys = [
  'goToAdminApp',
  'howToPlay',
  'dailyChallenge',
  'sports',
  'leagues',
  'joinLeague',
  'leaderboards',
  'membership',
  'faqs',
] as const;
export type DrawerItemKey = (typeof drawerItemKeys)[number];

/**
 * The drawer's items in order, with the spec's gating (§2, §6). "Authenticated" means a signed-up
 * player or an administrator: guests cannot join leagues, so they are offered Join League (which
 * leads them to sign up) rather than Leagues.
 */
export function visibleDrawerItems(
  session: Pick<Session, 'isAdmin' | 'isAuthenticatedUser'>,
): DrawerItemKey[] {
  const visible: Record<DrawerItemKey, boolean> = {
    goToAdminApp: session.isAdmin,
    howToPlay: true,
    dailyChallenge: true,
    sports: true,
    leagues: session.isAuthenticatedUser,
    joinLeague: !session.isAuthenticatedUser,
    // Every player has a rank, guests too.
    leaderboards: true,
    membership: true,
    faqs: true,
  };
  return drawerItemKeys.filter((key) => visible[key]);
}
