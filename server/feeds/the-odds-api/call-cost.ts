// What each call costs in usage credits, as The Odds API documents it (docs/architecture.md §10), so the
// budget guard can refuse a call before it is sent. The provider's x-requests-last header is the real
// figure afterwards (an empty /odds answer costs 0).
import type { FeedMarketKey } from '#core/game/feed.ts';

/** GET /v4/sports is free. */
export const sportsCallCost = 0;

/** "uk,eu,us" → 3; blanks and repeats do not count twice. */
export function regionCount(regions: string): number {
  return new Set(
    regions
      .split(',')
      .map((region) => region.trim())
      .filter((region) => region !== ''),
  ).size;
}

/** GET /v4/sports/{sport}/odds: 1 per region per market. */
export function oddsCallCost(markets: readonly FeedMarketKey[], regions: string): number {
  return new Set(markets).size * regionCount(regions);
}

/** GET /v4/sports/{sport}/scores: 1 for live and upcoming only, 2 when daysFrom asks for completed games. */
export function scoresCallCost(daysFrom: number | undefined): number {
  return daysFrom === undefined ? 1 : 2;
}
