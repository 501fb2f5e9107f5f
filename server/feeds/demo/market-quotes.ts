// One bookmaker's quote of one market at one repricing: shared by match and outright markets.
import type { FeedMarket, FeedMarketKey, FeedOutcome } from '#core/game/feed.ts';
import { quotePrices, type Bookmaker } from './bookmakers.ts';
import { BAD_QUOTE_RATE, PRICE_NOISE, PRICE_UPDATE_MINUTES } from './constants.ts';
import { randomFor, type Random } from './random.ts';
import { isoSeconds, MINUTE } from './time.ts';

export interface Repricing {
  /** Counts the book's repricings; prices change with it. */
  epoch: number;
  lastUpdateMs: number;
}

/** The book's latest repricing at or before the instant. */
export function repricingAt(book: Bookmaker, atMs: number): Repricing {
  const period = PRICE_UPDATE_MINUTES * MINUTE;
  const phase = book.updateMinute * MINUTE;
  const epoch = Math.floor((atMs - phase) / period);
  return { epoch, lastUpdateMs: epoch * period + phase };
}

export interface MarketToQuote {
  key: FeedMarketKey;
  eventId: string;
  book: Bookmaker;
  repricing: Repricing;
  outcomes: readonly { name: string; fair: number; point?: number }[];
  booksum: number;
  band: { min: number; max: number };
}

export function quoteMarket(market: MarketToQuote): FeedMarket {
  const { key, eventId, book, repricing } = market;
  const lasting = randomFor(eventId, book.key, key, 'lasting');
  const update = randomFor(eventId, book.key, key, repricing.epoch);
  // Drawn first, so a bad quote never shifts the noise of a good one.
  const spoilt = update.chance(BAD_QUOTE_RATE);
  const noise = market.outcomes.map(
    () => lasting.normal() * PRICE_NOISE.lasting + update.normal() * PRICE_NOISE.perUpdate,
  );
  const fair = market.outcomes.map((outcome) => outcome.fair);
  const prices = quotePrices(fair, market.booksum, noise, market.band);
  let outcomes: FeedOutcome[] = market.outcomes.map((outcome, i) => {
    const quoted: FeedOutcome = { name: outcome.name, price: prices[i] as number };
    if (outcome.point !== undefined) quoted.point = outcome.point;
    return quoted;
  });
  if (spoilt) outcomes = badQuote(outcomes, update);
  return { key, lastUpdate: isoSeconds(repricing.lastUpdateMs), outcomes };
}

/** The two kinds of bad quote the consensus must drop: a price of exactly 1.0, or an outcome missing. */
function badQuote(outcomes: FeedOutcome[], random: Random): FeedOutcome[] {
  const victim = random.int(0, outcomes.length - 1);
  if (random.chance(0.5))
    return outcomes.map((outcome, i) => (i === victim ? { ...outcome, price: 1 } : outcome));
  return outcomes.filter((_, i) => i !== victim);
}
