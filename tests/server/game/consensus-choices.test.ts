// How consensus (docs/game-rules.md §2.1-2.2) chooses when books disagree: the outcome set and the totals
// line most books quote (ties to the larger set, then by name; to the lower line), which books it leaves
// out and why, and the median of an outright runner that an even number of books list.
import { describe, expect, it } from 'vitest';
import { consensus } from '#core/game/consensus.ts';
import { book } from './fixtures.ts';

const threeWay = (key: string) =>
  book(key, [
    { name: 'Arsenal', price: 2.0 },
    { name: 'Draw', price: 3.2 },
    { name: 'Chelsea', price: 4.0 },
  ]);
const twoWay = (key: string, away = 'Chelsea') =>
  book(key, [
    { name: 'Arsenal', price: 1.6 },
    { name: away, price: 2.4 },
  ]);
const totals = (key: string, point: number, names = ['Over', 'Under'], price = 1.9) =>
  book(
    key,
    names.map((name) => ({ name, price, point })),
    'totals',
  );

describe('the outcome set, when none is given', () => {
  it.each([
    [[twoWay('x'), threeWay('a'), twoWay('y'), threeWay('b')]],
    [[threeWay('a'), twoWay('x'), threeWay('b'), twoWay('y')]],
  ])('goes to the larger set when as many books quote each (%#)', (books) => {
    const result = consensus({ market: 'h2h', books });
    expect(result.ok && result.outcomes.map((o) => o.name)).toEqual(['Arsenal', 'Chelsea', 'Draw']);
    expect(result.dropped).toEqual([
      { book: 'x', reason: 'missing-outcome' },
      { book: 'y', reason: 'missing-outcome' },
    ]);
  });

  it.each([[[twoWay('x'), twoWay('y', 'Everton')]], [[twoWay('y', 'Everton'), twoWay('x')]]])(
    'goes by the names when the sets are as large (%#): Arsenal-Chelsea before Arsenal-Everton',
    (books) => {
      const result = consensus({ market: 'h2h', books });
      expect(result).toMatchObject({ ok: false, reason: 'too-few-books', booksUsed: 1 });
      expect(result.dropped).toEqual([{ book: 'y', reason: 'unknown-outcome' }]);
    },
  );

  it('is the set more books quote, even when a larger set is quoted too', () => {
    const result = consensus({
      market: 'h2h',
      books: [threeWay('a'), twoWay('x'), twoWay('y'), twoWay('z')],
    });
    expect(result).toMatchObject({ ok: true, booksUsed: 3 });
    expect(result.ok && result.outcomes.map((o) => o.name)).toEqual(['Arsenal', 'Chelsea']);
    expect(result.dropped).toEqual([{ book: 'a', reason: 'unknown-outcome' }]);
  });

  it('is empty without a book, so there is no market', () => {
    expect(consensus({ market: 'h2h', books: [] })).toEqual({
      market: 'h2h',
      method: 'proportional',
      dropped: [],
      ok: false,
      reason: 'no-outcomes',
      booksUsed: 0,
    });
  });

  it('refuses a given set that names an outcome twice', () => {
    const result = consensus({
      market: 'h2h',
      books: [threeWay('a'), threeWay('b')],
      outcomes: ['Arsenal', 'Arsenal', 'Draw'],
    });
    expect(result).toMatchObject({ ok: false, reason: 'no-outcomes', booksUsed: 0 });
  });
});

describe('a totals market', () => {
  it('is Over and Under only: books quoting a third outcome on the line are left out', () => {
    const names = ['Over', 'Under', 'Exactly'];
    const result = consensus({
      market: 'totals',
      books: [totals('a', 7.5, names, 2.2), totals('b', 7.5, names, 2.2)],
    });
    expect(result).toMatchObject({ ok: false, reason: 'too-few-books', booksUsed: 0 });
    expect(result.dropped).toEqual([
      { book: 'a', reason: 'unknown-outcome' },
      { book: 'b', reason: 'unknown-outcome' },
    ]);
  });

  it('has no line when no book quotes both sides of one, and leaves every book out', () => {
    const result = consensus({
      market: 'totals',
      books: [totals('a', 6.5, ['Over']), totals('b', 6.5, ['Under'])],
    });
    expect(result).toMatchObject({ ok: false, reason: 'too-few-books', booksUsed: 0 });
    expect(result.dropped).toEqual([
      { book: 'a', reason: 'other-line' },
      { book: 'b', reason: 'other-line' },
    ]);
  });

  it('breaks a tie towards the lower line whichever comes first', () => {
    const result = consensus({
      market: 'totals',
      books: [totals('a', 7.5), totals('b', 8.5), totals('c', 7.5), totals('d', 8.5)],
    });
    expect(result).toMatchObject({ ok: true, line: 7.5, booksUsed: 2 });
    expect(result.dropped).toEqual([
      { book: 'b', reason: 'other-line' },
      { book: 'd', reason: 'other-line' },
    ]);
  });

  it('never takes a line that is not a finite number, however many books quote it', () => {
    const result = consensus({
      market: 'totals',
      books: [
        totals('a', Infinity),
        totals('b', Infinity),
        totals('c', Infinity),
        totals('d', 7.5),
        totals('e', 7.5),
      ],
    });
    expect(result).toMatchObject({ ok: true, line: 7.5, booksUsed: 2 });
  });
});

describe('a line', () => {
  it('belongs to a totals market only: quotes of another market carrying points give it none', () => {
    const withPoints = (key: string) =>
      book(key, [
        { name: 'Over', price: 1.9, point: 2.5 },
        { name: 'Under', price: 1.9, point: 2.5 },
      ]);
    const result = consensus({ market: 'h2h', books: [withPoints('a'), withPoints('b')] });
    expect(result).toMatchObject({ ok: true, line: null, booksUsed: 2 });
  });
});

describe('an outright market', () => {
  const outright = (key: string, prices: Record<string, number>) =>
    book(
      key,
      Object.entries(prices).map(([name, price]) => ({ name, price })),
      'outrights',
    );

  it('leaves out a book listing fewer than two of the runners asked for', () => {
    const result = consensus({
      market: 'outrights',
      outcomes: ['X', 'Y', 'Z'],
      books: [
        outright('a', { X: 2, Y: 4, Z: 4 }),
        outright('solo', { X: 2 }),
        outright('mixed', { X: 2, W: 2 }),
        outright('b', { X: 2, Y: 4, Z: 4 }),
      ],
    });
    expect(result).toMatchObject({ ok: true, booksUsed: 2 });
    expect(result.dropped).toEqual([
      { book: 'solo', reason: 'missing-outcome' },
      { book: 'mixed', reason: 'missing-outcome' },
    ]);
  });

  it('takes the mean of the middle two for a runner two books list', () => {
    // No margin (each booksum is 1), so each book's fair probabilities are 1 / price:
    //   b1 X .5  Y .25 Z .25      b2 X .25 Y .5 Z .25      b3 X .25 Y .25 W .5
    // Medians: W .5 (one book), X .25, Y .25 (three books), Z (.25 + .25) / 2 = .25 (two books).
    // They sum to 1.25: W .4, X .2, Y .2, Z .2.
    const result = consensus({
      market: 'outrights',
      books: [
        outright('b1', { X: 2, Y: 4, Z: 4 }),
        outright('b2', { X: 4, Y: 2, Z: 4 }),
        outright('b3', { X: 4, Y: 4, W: 2 }),
      ],
    });
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.outcomes.map((o) => [o.name, o.books])).toEqual([
      ['W', 1],
      ['X', 3],
      ['Y', 3],
      ['Z', 2],
    ]);
    const expected = [0.4, 0.2, 0.2, 0.2];
    result.outcomes.forEach((o, i) => expect(o.probability).toBeCloseTo(expected[i] ?? Number.NaN, 9));
  });
});
