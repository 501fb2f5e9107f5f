import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedMarketKey } from '#core/game/feed.ts';
import { consensus, type BookQuotes } from '#core/game/consensus.ts';
import { CONSENSUS_MIN_BOOKS, OUTRIGHT_BOOKSUM } from '#core/game/rules.ts';

type Fault = 'none' | 'price-one' | 'nan' | 'missing' | 'lay' | 'extra' | 'arbitrage';

/**
 * A book quoting fair probabilities (from weights) with a margin, then perhaps spoilt by one fault. The
 * margin is kept small enough that no clean price falls to 1 or below (implied probability under 0.95).
 */
const bookArbitrary = (names: readonly string[], market: FeedMarketKey, maxMargin: number) =>
  fc
    .record({
      weights: fc.array(fc.double({ min: 0.25, max: 1, noNaN: true }), {
        minLength: names.length,
        maxLength: names.length,
      }),
      marginShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
      fault: fc.constantFrom<Fault>(
        'none',
        'none',
        'none',
        'price-one',
        'nan',
        'missing',
        'lay',
        'extra',
        'arbitrage',
      ),
      victim: fc.nat({ max: names.length - 1 }),
    })
    .map(({ weights, marginShare, fault, victim }) => {
      const total = weights.reduce((a, b) => a + b, 0);
      const fair = weights.map((w) => w / total);
      const margin = marginShare * Math.min(maxMargin, 0.95 / Math.max(...fair) - 1);
      let outcomes = names.map((name, i) => ({ name, price: 1 / ((fair[i] ?? 0) * (1 + margin)) }));
      if (fault === 'price-one') outcomes[victim] = { name: names[victim] ?? '', price: 1 };
      if (fault === 'nan') outcomes[victim] = { name: names[victim] ?? '', price: Number.NaN };
      if (fault === 'missing') outcomes = outcomes.filter((_, i) => i !== victim);
      if (fault === 'extra') outcomes.push({ name: 'Somebody else', price: 50 });
      // Every price lengthened past the book's whole margin: a booksum below 1.
      if (fault === 'arbitrage')
        outcomes = outcomes.map((o) => ({ ...o, price: o.price * (1 + margin) * 1.05 }));
      return { fault, market: { key: fault === 'lay' ? `${market}_lay` : market, outcomes } };
    });

const scenario = (market: FeedMarketKey, outcomeCount: fc.Arbitrary<number>, maxMargin: number) =>
  outcomeCount.chain((n) => {
    const names = Array.from({ length: n }, (_, i) => `Outcome ${i}`);
    return fc.record({
      names: fc.constant(names),
      books: fc.array(bookArbitrary(names, market, maxMargin), { maxLength: 9 }),
    });
  });

/**
 * Whether a book spoilt this way is still usable: an outright's book may leave out part of the field, as
 * long as what it lists still carries its margin (a booksum of at least 1; below, the missing runner held
 * more than the margin, and the rest cannot be read as a field).
 */
function usable(
  market: FeedMarketKey,
  book: { fault: Fault; market: BookQuotes['markets'][number] },
): boolean {
  if (book.fault === 'none') return true;
  if (market !== 'outrights' || book.fault !== 'missing' || book.market.outcomes.length < 2) return false;
  return book.market.outcomes.reduce((sum, outcome) => sum + 1 / outcome.price, 0) >= OUTRIGHT_BOOKSUM.min;
}

function check(
  market: FeedMarketKey,
  names: string[],
  spoilt: { fault: Fault; market: BookQuotes['markets'][number] }[],
) {
  const books: BookQuotes[] = spoilt.map((book, i) => ({ key: `book${i}`, markets: [book.market] }));
  const result = consensus({ market, books, outcomes: names });
  const cleanBooks = spoilt.filter((book) => usable(market, book));
  const clean = cleanBooks.length;
  // A clean book is never left out, a spoilt one always is.
  expect(result.booksUsed).toBe(clean);
  expect(result.dropped.length).toBe(books.length - clean);
  if (!result.ok) {
    expect(result.reason).toBe('too-few-books');
    expect(clean).toBeLessThan(CONSENSUS_MIN_BOOKS);
    return;
  }
  expect(clean).toBeGreaterThanOrEqual(CONSENSUS_MIN_BOOKS);
  const sum = result.outcomes.reduce((total, o) => total + o.probability, 0);
  expect(sum).toBeCloseTo(1, 12);
  for (const outcome of result.outcomes) {
    expect(outcome.probability).toBeGreaterThan(0);
    expect(outcome.probability).toBeLessThan(1);
    // Every usable book that lists the outcome went into its median.
    const listing = cleanBooks.filter((book) => book.market.outcomes.some((o) => o.name === outcome.name));
    expect(outcome.books).toBe(listing.length);
  }
  const reversed = consensus({ market, books: [...books].reverse(), outcomes: names });
  expect(reversed.ok && reversed.outcomes.map((o) => o.probability)).toEqual(
    result.outcomes.map((o) => expect.closeTo(o.probability, 12)),
  );
}

describe('consensus properties', () => {
  it('match markets: probabilities in (0, 1) summing to 1; every bad book and no good one left out', () => {
    fc.assert(
      fc.property(scenario('h2h', fc.integer({ min: 2, max: 3 }), 0.24), ({ names, books }) =>
        check('h2h', names, books),
      ),
      { numRuns: 500 },
    );
  });

  it('outrights: the same over many runners with the power method', () => {
    fc.assert(
      fc.property(scenario('outrights', fc.integer({ min: 2, max: 40 }), 1.4), ({ names, books }) =>
        check('outrights', names, books),
      ),
      { numRuns: 300 },
    );
  });
});
