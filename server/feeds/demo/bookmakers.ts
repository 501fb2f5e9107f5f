// The demo's bookmakers (fictional) and how a book turns true probabilities into prices: a margin loaded by
// the power method (longshots carry more of it: the favourite-longshot bias), a little noise, then prices
// rounded down to the book's ladder as real books do.
import { MIN_BOOKMAKERS } from './constants.ts';
import { shuffled, type Random } from './random.ts';

export interface Bookmaker {
  key: string;
  title: string;
  /** Base margin on match markets (booksum − 1). */
  margin: number;
  /** The minute of each quarter hour at which the book reprices. */
  updateMinute: number;
}

const bookmakers: readonly Bookmaker[] = [
  { key: 'sharpline', title: 'Sharpline', margin: 0.022, updateMinute: 1 },
  { key: 'northgate_bet', title: 'Northgate Bet', margin: 0.045, updateMinute: 4 },
  { key: 'redkite', title: 'RedKite Sports', margin: 0.055, updateMinute: 7 },
  { key: 'harbourline', title: 'HarbourLine', margin: 0.035, updateMinute: 9 },
  { key: 'bluewater_bet', title: 'Bluewater Bet', margin: 0.065, updateMinute: 11 },
  { key: 'summitbet', title: 'SummitBet', margin: 0.05, updateMinute: 2 },
  { key: 'oakbridge', title: 'Oakbridge Sportsbook', margin: 0.075, updateMinute: 13 },
  { key: 'tallyho', title: 'TallyHo Bets', margin: 0.06, updateMinute: 6 },
];

/** Between MIN_BOOKMAKERS and max books, in the catalogue's order. */
export function booksFor(random: Random, max: number): Bookmaker[] {
  const count = random.int(MIN_BOOKMAKERS, Math.min(max, bookmakers.length));
  const chosen = new Set(shuffled(bookmakers, random).slice(0, count));
  return bookmakers.filter((book) => chosen.has(book));
}

/**
 * Implied probabilities p_i^c summing to the booksum (0 < c ≤ 1): the inverse of the power method of margin
 * removal (docs/game-rules.md §2.2). Σ p_i^c is convex and decreasing in c, so Newton's method from c = 1
 * lands just left of the root and then climbs to it monotonically in a handful of steps.
 */
export function withMargin(fair: readonly number[], booksum: number): number[] {
  const logs = fair.map((p) => Math.log(p));
  let c = 1;
  for (let i = 0; i < 30; i++) {
    let sum = 0;
    let slope = 0;
    for (const log of logs) {
      const term = Math.exp(c * log);
      sum += term;
      slope += log * term;
    }
    const step = (sum - booksum) / slope;
    c -= step;
    if (Math.abs(step) < 1e-12) break;
  }
  return logs.map((log) => Math.exp(c * log));
}

// [price below which, step]: decimal ladders coarsen as prices lengthen.
const ladder: readonly (readonly [number, number])[] = [
  [2, 0.01],
  [3, 0.02],
  [4, 0.05],
  [6, 0.1],
  [10, 0.2],
  [20, 0.5],
  [30, 1],
  [50, 2],
  [100, 5],
  [200, 10],
  [500, 25],
  [Infinity, 50],
];

const MIN_PRICE = 1.01;
const MAX_PRICE = 1001;

/** Rounded down to the ladder (books round in their own favour), within [1.01, 1001]. */
export function roundPrice(price: number): number {
  const step = ladder.find(([below]) => price < below)?.[1] ?? 50;
  const rounded = Math.round(Math.floor(price / step + 1e-9) * step * 100) / 100;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, rounded));
}

export function booksum(prices: readonly number[]): number {
  return prices.reduce((sum, price) => sum + 1 / price, 0);
}

/**
 * Prices for one market: margin, then log-scale noise per outcome, then the ladder. A noisy quote that
 * lands outside the band is requoted without noise, which the band is wide enough to always admit.
 */
export function quotePrices(
  fair: readonly number[],
  targetBooksum: number,
  noise: readonly number[],
  band: { min: number; max: number },
): number[] {
  const implied = withMargin(fair, targetBooksum);
  const noisy = implied.map((p, i) => roundPrice(1 / (p * Math.exp(noise[i] ?? 0))));
  const sum = booksum(noisy);
  if (sum >= band.min && sum <= band.max) return noisy;
  return implied.map((p) => roundPrice(1 / p));
}
