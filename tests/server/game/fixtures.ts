// Inputs the game-rule tests share: a bookmaker as the feed gives it, and a finished match to settle.
import type { FeedBookmaker, FeedMarketKey, FeedOutcome } from '#core/game/feed.ts';
import type { SettlingEvent } from '#core/game/settlement.ts';

/** A bookmaker as the feed gives it (FeedBookmaker is what consensus takes). */
export function book(key: string, outcomes: FeedOutcome[], market: FeedMarketKey = 'h2h'): FeedBookmaker {
  return {
    key,
    title: key,
    lastUpdate: '2026-11-18T10:00:00Z',
    markets: [{ key: market, lastUpdate: '2026-11-18T10:00:00Z', outcomes }],
  };
}

/** Leeds United (home) v Manchester United in 2026-W47, completed, the scores given as text. */
export function finishedMatch(home: string, away: string, extra: Partial<SettlingEvent> = {}): SettlingEvent {
  return {
    status: 'completed',
    commenceTime: '2026-11-21T15:00:00Z',
    homeTeam: 'Leeds United',
    awayTeam: 'Manchester United',
    // Not home-first, as the feed sends them.
    scores: [
      { name: 'Manchester United', score: away },
      { name: 'Leeds United', score: home },
    ],
    hasDraw: true,
    ...extra,
  };
}
