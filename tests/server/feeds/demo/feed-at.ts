import type { OddsFeed } from '#core/game/feed.ts';
import { createDemoFeed } from '#server/feeds/demo/index.ts';

export const SEED = 'longshot';

/** The demo feed frozen at one instant. */
export function feedAt(iso: string, seed = SEED): OddsFeed {
  const now = new Date(iso);
  return createDemoFeed({ seed, clock: { now: () => now } });
}

export const matchKeys = [
  'soccer_epl',
  'soccer_fa_cup',
  'soccer_efl_champ',
  'basketball_nba',
  'cricket_ipl',
  'aussierules_afl',
  'baseball_mlb',
  'icehockey_nhl',
  'tennis_atp_us_open',
  'rugbyleague_nrl',
  'americanfootball_nfl',
] as const;

export const outrightKeys = [
  'basketball_nba_championship_winner',
  'golf_masters_tournament_winner',
  'americanfootball_nfl_super_bowl_winner',
] as const;

export const allMarkets = { markets: ['h2h', 'totals', 'outrights'] } as const satisfies {
  markets: ('h2h' | 'totals' | 'outrights')[];
};
