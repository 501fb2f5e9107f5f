// The consensus fair probability of each outcome of one event market (docs/game-rules.md §2.1): margin removed per
// bookmaker, median across bookmakers per outcome, renormalised to sum 1; bad quotes left out. An
// outright's books may each list part of its field (fieldConsensus).

import type { FeedMarketKey, FeedOutcome } from '#core/game/feed.ts';
import { booksum, marginMethodFor, removeMargin, type MarginMethod } from './margin.ts';
import { CONSENSUS_MIN_BOOKS, MATCH_BOOKSUM, OUTRIGHT_BOOKSUM } from './rules.ts';
import { compareText } from './order.ts';

/** One book's quotes; FeedBookmaker fits. `key` may be a lay market ("h2h_lay"), which is never used. */
export interface BookQuotes {
  key: string;
  markets: readonly { key: string; outcomes: readonly FeedOutcome[] }[];
}

export interface ConsensusRequest {
  market: FeedMarketKey;
  books: readonly BookQuotes[];
  /**
   * The outcomes the market must have: for h2h the home and away team and "Draw" where the sport has
   * draws. Without it: Over/Under for totals, else the outcome set most books quote.
   */
  outcomes?: readonly string[];
}

type BookDropReason =
  | 'duplicate-book'
  | 'no-market'
  | 'other-line'
  | 'duplicate-outcome'
  | 'unknown-outcome'
  | 'missing-outcome'
  | 'bad-price'
  | 'booksum';

interface DroppedBook {
  book: string;
  reason: BookDropReason;
}

interface ConsensusOutcome {
  name: string;
  /** Consensus fair probability, in (0, 1); the outcomes of one market sum to 1. */
  probability: number;
  /** Bookmakers whose quote went into this outcome's median. */
  books: number;
}

interface ConsensusBase {
  market: FeedMarketKey;
  method: MarginMethod;
  booksUsed: number;
  dropped: DroppedBook[];
}

export type Consensus =
  | (ConsensusBase & { ok: true; line: number | null; outcomes: ConsensusOutcome[] })
  | (ConsensusBase & { ok: false; reason: 'no-outcomes' | 'too-few-books' });

type Quote = FeedOutcome;

export function consensus(request: ConsensusRequest): Consensus {
  const { market } = request;
  const method = marginMethodFor(market);
  const dropped: DroppedBook[] = [];
  const seen = new Set<string>();
  const quoted: { book: string; quotes: Quote[] }[] = [];
  for (const book of request.books) {
    if (seen.has(book.key)) {
      dropped.push({ book: book.key, reason: 'duplicate-book' });
      continue;
    }
    seen.add(book.key);
    // Only the exact market key: `h2h_lay` and `outrights_lay` are an exchange's lay side, the prices
    // to bet against an outcome, and say nothing about its chance.
    const markets = book.markets.filter((m) => m.key === market);
    if (markets.length === 0) dropped.push({ book: book.key, reason: 'no-market' });
    else quoted.push({ book: book.key, quotes: markets.flatMap((m) => m.outcomes) });
  }

  const line = market === 'totals' ? modalLine(quoted.map((q) => q.quotes)) : null;
  const onLine = quoted.flatMap(({ book, quotes }) => {
    if (market !== 'totals') return [{ book, quotes }];
    // With no line (null) no quote is on it: a point is a number or absent.
    const atLine = quotes.filter((q) => q.point === line);
    if (atLine.length > 0) return [{ book, quotes: atLine }];
    dropped.push({ book, reason: 'other-line' });
    return [];
  });

  const base = { market, method, dropped };
  if (market === 'outrights') return fieldConsensus(onLine, request.outcomes, base);
  const names =
    request.outcomes ??
    (market === 'totals' ? ['Over', 'Under'] : modalOutcomeSet(onLine.map((q) => q.quotes)));
  if (names === undefined || new Set(names).size !== names.length || names.length < 2) {
    return { ...base, ok: false, reason: 'no-outcomes', booksUsed: 0 };
  }

  const fairByBook: number[][] = [];
  for (const { book, quotes } of onLine) {
    const prices = pricesInOrder(quotes, names);
    if (typeof prices === 'string') {
      dropped.push({ book, reason: prices });
      continue;
    }
    if (!withinBand(prices, MATCH_BOOKSUM)) {
      dropped.push({ book, reason: 'booksum' });
      continue;
    }
    fairByBook.push(removeMargin(method, prices));
  }

  const booksUsed = fairByBook.length;
  if (booksUsed < CONSENSUS_MIN_BOOKS) return { ...base, ok: false, reason: 'too-few-books', booksUsed };
  const medians = names.map((_, i) => median(fairByBook.map((fair) => fair[i] ?? Number.NaN)));
  const total = medians.reduce((sum, p) => sum + p, 0);
  const outcomes = names.map((name, i) => ({
    name,
    probability: (medians[i] ?? 0) / total,
    books: booksUsed,
  }));
  return { ...base, ok: true, line, outcomes, booksUsed };
}

function withinBand(prices: readonly number[], band: { min: number; max: number }): boolean {
  const sum = booksum(prices);
  return sum >= band.min && sum <= band.max;
}

/**
 * An outright's consensus. Books list different fields (one leaves out the longshots another quotes), so
 * a book is not left out for missing a runner, as it is in a match market, or hardly any book would be
 * left: each book's margin is removed over the runners it lists, each runner takes the median of the
 * books that list it, and the field (every runner some usable book lists, or the runners asked for) is
 * renormalised (docs/game-rules.md §2.2). A runner no book lists has no price.
 */
function fieldConsensus(
  onLine: readonly { book: string; quotes: Quote[] }[],
  asked: readonly string[] | undefined,
  base: Omit<ConsensusBase, 'booksUsed'>,
): Consensus {
  const fairByBook: Map<string, number>[] = [];
  for (const { book, quotes } of onLine) {
    const listed = [...new Set(quotes.map((quote) => quote.name))];
    const names = asked ? listed.filter((name) => asked.includes(name)) : listed;
    const prices = names.length < 2 ? 'missing-outcome' : pricesInOrder(quotes, names, asked);
    if (typeof prices === 'string') {
      base.dropped.push({ book, reason: prices });
      continue;
    }
    if (!withinBand(prices, OUTRIGHT_BOOKSUM)) {
      base.dropped.push({ book, reason: 'booksum' });
      continue;
    }
    const fair = removeMargin(base.method, prices);
    fairByBook.push(new Map(names.map((name, i) => [name, fair[i] ?? Number.NaN])));
  }
  const booksUsed = fairByBook.length;
  if (booksUsed < CONSENSUS_MIN_BOOKS) return { ...base, ok: false, reason: 'too-few-books', booksUsed };
  // Sorted, so the order books arrive in never decides anything.
  const field = [...new Set(fairByBook.flatMap((fair) => [...fair.keys()]))].sort();
  const medians = field.map((name) => {
    const listed = fairByBook.flatMap((fair) => (fair.has(name) ? [fair.get(name) ?? Number.NaN] : []));
    return { name, median: median(listed), books: listed.length };
  });
  const total = medians.reduce((sum, runner) => sum + runner.median, 0);
  const outcomes = medians.map(({ name, median: p, books }) => ({ name, probability: p / total, books }));
  return { ...base, ok: true, line: null, outcomes, booksUsed };
}

/**
 * One book's prices in the order of `names`, or why the book is left out. In a match market a book missing
 * an outcome is left out whole (docs/game-rules.md §2.1): its margin would otherwise be spread over fewer outcomes and
 * overstate them. `known` are the outcomes a book may quote at all (`names` unless an outright's field).
 */
function pricesInOrder(
  quotes: readonly Quote[],
  names: readonly string[],
  known: readonly string[] = names,
): number[] | BookDropReason {
  const byName = new Map<string, number>();
  for (const quote of quotes) {
    if (byName.has(quote.name)) return 'duplicate-outcome';
    byName.set(quote.name, quote.price);
  }
  const wanted = new Set(known);
  if ([...byName.keys()].some((name) => !wanted.has(name))) return 'unknown-outcome';
  const prices: number[] = [];
  for (const name of names) {
    const price = byName.get(name);
    if (price === undefined) return 'missing-outcome';
    if (!Number.isFinite(price) || price <= 1) return 'bad-price';
    prices.push(price);
  }
  return prices;
}

/**
 * Books quote totals on different lines (7.0 at one, 7.5 at another). Only one line makes a market: the
 * one the most books quote both sides of; a tie goes to the lower line so the choice is stable.
 */
function modalLine(booksQuotes: readonly (readonly Quote[])[]): number | null {
  const counts = new Map<number, number>();
  for (const quotes of booksQuotes) {
    const sides = new Map<number, Set<string>>();
    // An absent point is no line, as a NaN or infinite one is not.
    for (const { name, point = Number.NaN } of quotes) {
      if (!Number.isFinite(point)) continue;
      sides.set(point, (sides.get(point) ?? new Set()).add(name));
    }
    for (const [point, names] of sides) {
      if (names.has('Over') && names.has('Under')) counts.set(point, (counts.get(point) ?? 0) + 1);
    }
  }
  const [modal] = [...counts].sort(
    ([pointA, countA], [pointB, countB]) => countB - countA || pointA - pointB,
  );
  return modal?.[0] ?? null;
}

/**
 * The outcome set the most books quote. On a tie the larger set wins: a book dropping an outcome is the
 * usual fault, not a book inventing one; then the set's names decide, so input order never does. Undefined
 * when no book quotes the market.
 */
function modalOutcomeSet(booksQuotes: readonly (readonly Quote[])[]): string[] | undefined {
  const counts = new Map<string, { names: string[]; count: number }>();
  for (const quotes of booksQuotes) {
    const names = [...new Set(quotes.map((q) => q.name))].sort();
    const key = JSON.stringify(names);
    const entry = counts.get(key) ?? { names, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const ranked = [...counts.entries()].sort(
    ([keyA, a], [keyB, b]) => b.count - a.count || b.names.length - a.names.length || compareText(keyA, keyB),
  );
  // No books, no set.
  return ranked[0]?.[1].names;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}
