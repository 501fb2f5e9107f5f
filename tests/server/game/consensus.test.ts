import { describe, expect, it } from 'vitest';
import type { FeedBookmaker } from '#core/game/feed.ts';
import { consensus, type BookQuotes, type Consensus } from '#core/game/consensus.ts';
import { pointsFor } from '#core/game/scoring.ts';
import { book } from './fixtures.ts';

function h2h(key: string, home: number, draw: number, away: number): FeedBookmaker {
  return book(key, [
    { name: 'Arsenal', price: home },
    { name: 'Draw', price: draw },
    { name: 'Chelsea', price: away },
  ]);
}

const soccer = ['Arsenal', 'Draw', 'Chelsea'];

function probabilities(result: Consensus): Record<string, number> {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return Object.fromEntries(result.outcomes.map((o) => [o.name, o.probability]));
}

// Three books on a 3-way football h2h, margin removed by proportional normalisation:
//   A  2.00 / 3.20 / 4.00  implied 0.5 / 0.3125 / 0.25   B = 1.0625  fair 8/17 / 5/17 / 4/17
//                                                                    = 0.4706 / 0.2941 / 0.2353
//   B  2.50 / 4.00 / 2.50  implied 0.4 / 0.25   / 0.4    B = 1.05    fair 8/21 / 5/21 / 8/21
//                                                                    = 0.3810 / 0.2381 / 0.3810
//   C  1.60 / 5.00 / 4.00  implied 0.625 / 0.2  / 0.25   B = 1.075   fair 25/43 / 8/43 / 10/43
//                                                                    = 0.5814 / 0.1860 / 0.2326
// Medians: Arsenal 8/17 (A), Draw 5/21 (B), Chelsea 4/17 (A); they sum to 337/357 = 0.9440.
// Renormalised: Arsenal 168/337 = 0.498516, Draw 85/337 = 0.252226, Chelsea 84/337 = 0.249258.
// Points: 10 / p = 20.06 → 20, 39.65 → 40, 40.12 → 40.
const bookA = h2h('a', 2.0, 3.2, 4.0);
const bookB = h2h('b', 2.5, 4.0, 2.5);
const bookC = h2h('c', 1.6, 5.0, 4.0);

describe('consensus of a match market', () => {
  it('removes each book’s margin, takes the median per outcome and renormalises', () => {
    const result = consensus({ market: 'h2h', books: [bookA, bookB, bookC], outcomes: soccer });
    expect(result).toMatchObject({ ok: true, method: 'proportional', line: null, booksUsed: 3, dropped: [] });
    const p = probabilities(result);
    expect(p.Arsenal).toBeCloseTo(168 / 337, 12);
    expect(p.Draw).toBeCloseTo(85 / 337, 12);
    expect(p.Chelsea).toBeCloseTo(84 / 337, 12);
    expect(result.ok && result.outcomes.map((o) => o.books)).toEqual([3, 3, 3]);
    expect(Object.values(p).map((x) => pointsFor(x, 'match'))).toEqual([20, 40, 40]);
  });

  it('does not depend on the order of the books', () => {
    const result = consensus({ market: 'h2h', books: [bookC, bookA, bookB], outcomes: soccer });
    expect(probabilities(result).Draw).toBeCloseTo(85 / 337, 12);
  });

  it('takes the mean of the two middle books when the count is even', () => {
    // A and B only: Arsenal (8/17 + 8/21) / 2 = 0.425770, Draw (5/17 + 5/21) / 2 = 0.266106,
    // Chelsea (4/17 + 8/21) / 2 = 0.308123; they already sum to 1.
    const p = probabilities(consensus({ market: 'h2h', books: [bookA, bookB], outcomes: soccer }));
    expect(p.Arsenal).toBeCloseTo((8 / 17 + 8 / 21) / 2, 12);
    expect(p.Draw).toBeCloseTo((5 / 17 + 5 / 21) / 2, 12);
  });

  it('leaves out bad quotes and says why, then works with the books that remain', () => {
    // An exchange's lay side: the prices to bet against each outcome.
    const lay: BookQuotes = {
      key: 'betfair_ex_uk',
      markets: [{ key: 'h2h_lay', outcomes: h2h('x', 2.1, 3.3, 4.2).markets.flatMap((m) => m.outcomes) }],
    };
    const books: BookQuotes[] = [
      bookA,
      h2h('in_play', 1.0, 36, 40), // price 1.0, seen in-play
      h2h('broken', Number.NaN, 3.2, 4.0),
      book('no_draw', [
        { name: 'Arsenal', price: 1.6 },
        { name: 'Chelsea', price: 2.4 },
      ]),
      h2h('arbitrage', 2.2, 3.6, 4.4), // booksum 0.4545 + 0.2778 + 0.2273 = 0.9596 < 1
      h2h('greedy', 1.5, 3.0, 3.0), // booksum 0.6667 + 0.3333 + 0.3333 = 1.3333 > 1.25
      lay,
      bookB,
      bookC,
      bookA, // the same book twice would count twice in the median
    ];
    const result = consensus({ market: 'h2h', books, outcomes: soccer });
    expect(result.dropped).toEqual([
      { book: 'betfair_ex_uk', reason: 'no-market' },
      { book: 'a', reason: 'duplicate-book' },
      { book: 'in_play', reason: 'bad-price' },
      { book: 'broken', reason: 'bad-price' },
      { book: 'no_draw', reason: 'missing-outcome' },
      { book: 'arbitrage', reason: 'booksum' },
      { book: 'greedy', reason: 'booksum' },
    ]);
    expect(result.booksUsed).toBe(3);
    expect(probabilities(result).Arsenal).toBeCloseTo(168 / 337, 12);
  });

  // docs/game-rules.md §2.1: a match book's booksum must lie in [1, 1.25], both ends included.
  it.each([
    ['exactly 1.25', [2, 4, 2], true], // 0.5 + 0.25 + 0.5
    ['just under 1.25', [2, 4, 2.0002], true], // 1.24995
    ['just over 1.25', [2, 4, 1.9998], false], // 1.25005
    ['exactly 1', [2, 4, 4], true], // 0.5 + 0.25 + 0.25
    ['just over 1', [2, 4, 3.9996], true], // 1.000025
    ['just under 1', [2, 4, 4.0004], false], // 0.999975
  ] as const)('keeps a match book whose booksum is %s: %j -> %s', (_, [home, draw, away], kept) => {
    const result = consensus({
      market: 'h2h',
      books: [bookA, bookB, h2h('edge', home, draw, away)],
      outcomes: soccer,
    });
    expect(result.booksUsed).toBe(kept ? 3 : 2);
    expect(result.dropped).toEqual(kept ? [] : [{ book: 'edge', reason: 'booksum' }]);
  });

  it('leaves out a book quoting an outcome the market does not have, or one outcome twice', () => {
    const result = consensus({
      market: 'h2h',
      outcomes: soccer,
      books: [
        bookA,
        bookB,
        book('renamed', [
          { name: 'Arsenal FC', price: 2 },
          { name: 'Draw', price: 3.2 },
          { name: 'Chelsea', price: 4 },
        ]),
        book('twice', [
          { name: 'Arsenal', price: 2 },
          { name: 'Arsenal', price: 2.1 },
          { name: 'Draw', price: 3.2 },
          { name: 'Chelsea', price: 4 },
        ]),
      ],
    });
    expect(result.dropped).toEqual([
      { book: 'renamed', reason: 'unknown-outcome' },
      { book: 'twice', reason: 'duplicate-outcome' },
    ]);
    expect(result.booksUsed).toBe(2);
  });

  it('without a given outcome set, uses the set most books quote', () => {
    const twoWay = book('two_way', [
      { name: 'Arsenal', price: 1.6 },
      { name: 'Chelsea', price: 2.4 },
    ]);
    const result = consensus({ market: 'h2h', books: [bookA, twoWay, bookB] });
    expect(result.ok && result.outcomes.map((o) => o.name)).toEqual(['Arsenal', 'Chelsea', 'Draw']);
    expect(result.dropped).toEqual([{ book: 'two_way', reason: 'missing-outcome' }]);
  });

  it('refuses when fewer than two books remain, with the reason', () => {
    const result = consensus({
      market: 'h2h',
      books: [bookA, h2h('in_play', 1.0, 36, 40)],
      outcomes: soccer,
    });
    expect(result).toMatchObject({ ok: false, reason: 'too-few-books', booksUsed: 1 });
    expect(consensus({ market: 'h2h', books: [], outcomes: soccer })).toMatchObject({
      ok: false,
      reason: 'too-few-books',
      booksUsed: 0,
    });
  });

  it('refuses a market of fewer than two outcomes', () => {
    const result = consensus({ market: 'h2h', books: [bookA, bookB], outcomes: ['Arsenal'] });
    expect(result).toMatchObject({ ok: false, reason: 'no-outcomes' });
  });
});

describe('consensus of a totals market', () => {
  const totals = (key: string, lines: [number, number, number][]) =>
    book(
      key,
      lines.flatMap(([point, over, under]) => [
        { name: 'Over', price: over, point },
        { name: 'Under', price: under, point },
      ]),
      'totals',
    );

  it('uses only the line most books quote', () => {
    // 7.5 is quoted by a, b and d; 7.0 by c and d. On 7.5:
    //   a 1.90 / 1.90  implied 0.526316 each                fair 0.5 / 0.5
    //   b 1.80 / 2.00  implied 0.555556 / 0.5, B = 1.055556 fair 0.526316 / 0.473684
    //   d 2.00 / 1.75  implied 0.5 / 0.571429, B = 1.071429 fair 0.466667 / 0.533333
    // Medians: Over 0.5 (a), Under 0.5 (a): already sum to 1.
    const result = consensus({
      market: 'totals',
      books: [
        totals('a', [[7.5, 1.9, 1.9]]),
        totals('b', [[7.5, 1.8, 2.0]]),
        totals('c', [[7.0, 1.7, 2.1]]),
        totals('d', [
          [7.0, 1.75, 2.05],
          [7.5, 2.0, 1.75],
        ]),
      ],
    });
    expect(result).toMatchObject({ ok: true, line: 7.5, booksUsed: 3 });
    expect(result.dropped).toEqual([{ book: 'c', reason: 'other-line' }]);
    const p = probabilities(result);
    expect(p.Over).toBeCloseTo(0.5, 12);
    expect(p.Under).toBeCloseTo(0.5, 12);
  });

  it('breaks a tie between lines towards the lower one', () => {
    const result = consensus({
      market: 'totals',
      books: [totals('a', [[8.5, 1.9, 1.9]]), totals('b', [[7.5, 1.9, 1.9]])],
    });
    expect(result).toMatchObject({ ok: false, reason: 'too-few-books', booksUsed: 1 });
    expect(result.dropped).toEqual([{ book: 'a', reason: 'other-line' }]);
  });

  it('does not count a line a book quotes on one side only', () => {
    const result = consensus({
      market: 'totals',
      books: [
        totals('a', [[7.5, 1.9, 1.9]]),
        totals('b', [[7.5, 1.8, 2.0]]),
        book('c', [{ name: 'Over', price: 1.9, point: 6.5 }], 'totals'),
        book('e', [{ name: 'Over', price: 1.9, point: 6.5 }], 'totals'),
        book('f', [{ name: 'Over', price: 1.9, point: 6.5 }], 'totals'),
      ],
    });
    expect(result).toMatchObject({ ok: true, line: 7.5, booksUsed: 2 });
  });
});

describe('consensus of an outright market', () => {
  it('removes the margin with the power method', () => {
    // betway 5.0 / 4.2 / 1.6: k = 1.0686 → McIlroy 0.1791, Rahm 0.2158, Scheffler 0.6052 (research §3).
    // other  5.0 / 4.5 / 1.5: implied 0.2 / 0.2222 / 0.6667, B = 1.0889; k = 1.1020 → 0.1697 / 0.1906 /
    // 0.6397. The median of two is their mean: 0.1744 / 0.2032 / 0.6224, already summing to 1.
    // Proportional would have given McIlroy (0.1881 + 0.1837) / 2 = 0.1859: power shrinks the longshot.
    const runners = (key: string, a: number, b: number, c: number) =>
      book(
        key,
        [
          { name: 'Scheffler', price: c },
          { name: 'McIlroy', price: a },
          { name: 'Rahm', price: b },
        ],
        'outrights',
      );
    const result = consensus({
      market: 'outrights',
      books: [runners('betway', 5.0, 4.2, 1.6), runners('other', 5.0, 4.5, 1.5)],
    });
    expect(result).toMatchObject({ ok: true, method: 'power', booksUsed: 2 });
    const p = probabilities(result);
    expect(p.McIlroy).toBeCloseTo(0.1744, 4);
    expect(p.Rahm).toBeCloseTo(0.2032, 4);
    expect(p.Scheffler).toBeCloseTo(0.6224, 4);
  });

  it('takes each runner from the books that list it when books list different fields', () => {
    // a: Scheffler 1.6, McIlroy 5.0, Rahm 4.2 → k = 1.0686 → 0.6052 / 0.1791 / 0.2158.
    // b: Scheffler 1.5, McIlroy 5.0, Rahm 4.5 → k = 1.1020 → 0.6397 / 0.1697 / 0.1906.
    // c also lists Åberg: 1.5 / 4.5 / 5.0 / 15.0, B = 1.1556 → k = 1.1569 → 0.6256 / 0.1755 / 0.1554 / 0.0436.
    // Medians of three: Scheffler 0.6256, McIlroy 0.1755, Rahm 0.1906; Åberg from c alone 0.0436.
    // Sum 1.0353; renormalised: 0.6043 / 0.1695 / 0.1841 / 0.0421.
    const quotes = (key: string, runners: [string, number][]) =>
      book(
        key,
        runners.map(([name, price]) => ({ name, price })),
        'outrights',
      );
    const result = consensus({
      market: 'outrights',
      books: [
        quotes('a', [
          ['Scheffler', 1.6],
          ['McIlroy', 5.0],
          ['Rahm', 4.2],
        ]),
        quotes('b', [
          ['Scheffler', 1.5],
          ['McIlroy', 5.0],
          ['Rahm', 4.5],
        ]),
        quotes('c', [
          ['Scheffler', 1.5],
          ['McIlroy', 4.5],
          ['Rahm', 5.0],
          ['Åberg', 15.0],
        ]),
      ],
    });
    expect(result).toMatchObject({ ok: true, booksUsed: 3, dropped: [] });
    const p = probabilities(result);
    expect(p.Scheffler).toBeCloseTo(0.6043, 4);
    expect(p.McIlroy).toBeCloseTo(0.1695, 4);
    expect(p.Rahm).toBeCloseTo(0.1841, 4);
    expect(p['Åberg']).toBeCloseTo(0.0421, 4);
    expect(result.ok && result.outcomes.find((o) => o.name === 'Åberg')?.books).toBe(1);
    expect(result.ok && result.outcomes.find((o) => o.name === 'Rahm')?.books).toBe(3);
  });

  it('leaves out a book whose partial field carries less than its margin', () => {
    // Two longshots at 5.0 each: booksum 0.4, so the runners it leaves out held most of the chance.
    const result = consensus({
      market: 'outrights',
      books: [
        book(
          'a',
          [
            { name: 'X', price: 1.8 },
            { name: 'Y', price: 2.0 },
          ],
          'outrights',
        ),
        book(
          'b',
          [
            { name: 'X', price: 1.7 },
            { name: 'Y', price: 2.1 },
          ],
          'outrights',
        ),
        book(
          'c',
          [
            { name: 'Z', price: 5.0 },
            { name: 'W', price: 5.0 },
          ],
          'outrights',
        ),
      ],
    });
    expect(result).toMatchObject({ ok: true, booksUsed: 2, dropped: [{ book: 'c', reason: 'booksum' }] });
  });

  // docs/game-rules.md §2.1: an outright book's booksum must lie in [1, 2.5], both ends included.
  it.each([
    ['exactly 2.5', [2, 2, 2, 2, 2], true], // 5 x 0.5
    ['just under 2.5', [2, 2, 2, 2, 2.0002], true], // 2.49995
    ['just over 2.5', [2, 2, 2, 2, 1.9998], false], // 2.50005
    ['exactly 1', [2, 2], true],
    ['just over 1', [2, 1.9998], true], // 1.00005
    ['just under 1', [2, 2.0002], false], // 0.99995
  ] as const)('keeps an outright book whose booksum is %s: %j -> %s', (_, prices, kept) => {
    const runners = (key: string, list: readonly number[]) =>
      book(
        key,
        list.map((price, i) => ({ name: `Runner ${i}`, price })),
        'outrights',
      );
    const books = [runners('a', [1.8, 2.0]), runners('b', [1.7, 2.1]), runners('edge', prices)];
    const result = consensus({ market: 'outrights', books });
    expect(result.booksUsed).toBe(kept ? 3 : 2);
    expect(result.dropped).toEqual(kept ? [] : [{ book: 'edge', reason: 'booksum' }]);
  });

  it('accepts an outright booksum that a match market would refuse', () => {
    // 10 runners at 6.0: booksum 1.6667; out of the match band, inside the outright one.
    const field = (key: string) =>
      book(
        key,
        Array.from({ length: 10 }, (_, i) => ({ name: `Runner ${i}`, price: 6 })),
        'outrights',
      );
    const result = consensus({ market: 'outrights', books: [field('a'), field('b')] });
    expect(result).toMatchObject({ ok: true, booksUsed: 2 });
    expect(probabilities(result)['Runner 3']).toBeCloseTo(0.1, 12);
  });
});
