import { describe, expect, it } from 'vitest';
import { booksum, marginMethodFor, removeMarginPower, removeMarginProportional } from '#core/game/margin.ts';

// Betway, Leicester v Spurs (docs/game-rules.md §2.2): Leicester 5.0, Draw 4.2, Spurs 1.6.
// 1/5 = 0.2, 1/4.2 = 0.238095, 1/1.6 = 0.625; booksum B = 1.063095 (a 6.3 % margin).
const betway = [5.0, 4.2, 1.6];

describe('margin removal', () => {
  it('sums the implied probabilities into the booksum', () => {
    expect(booksum(betway)).toBeCloseTo(1.063095, 6);
  });

  it('divides each implied probability by the booksum (proportional)', () => {
    // 0.2 / 1.063095 = 0.188130, 0.238095 / 1.063095 = 0.223964, 0.625 / 1.063095 = 0.587906
    const fair = removeMarginProportional(betway);
    expect(fair[0]).toBeCloseTo(0.18813, 5);
    expect(fair[1]).toBeCloseTo(0.223964, 5);
    expect(fair[2]).toBeCloseTo(0.587906, 5);
  });

  it('raises each implied probability to the one power k that makes them sum to 1 (power)', () => {
    // The research table: k = 1.0686 gives 0.1791 / 0.2158 / 0.6052.
    const fair = removeMarginPower(betway);
    expect(fair[0]).toBeCloseTo(0.1791, 4);
    expect(fair[1]).toBeCloseTo(0.2158, 4);
    expect(fair[2]).toBeCloseTo(0.6052, 4);
    const ks = fair.map((p, i) => Math.log(p) / Math.log(1 / (betway[i] ?? 1)));
    for (const k of ks) expect(k).toBeCloseTo(1.0686, 4);
  });

  it('shrinks a longshot more than proportional normalisation does', () => {
    // Four runners at 1.5 / 3 / 6 / 12: booksum 0.6667 + 0.3333 + 0.1667 + 0.0833 = 1.25.
    const prices = [1.5, 3, 6, 12];
    const power = removeMarginPower(prices);
    const proportional = removeMarginProportional(prices);
    expect(proportional[3]).toBeCloseTo(0.0833333 / 1.25, 6); // 0.066667
    expect(power[3]).toBeCloseTo(0.043842, 5);
    expect(power[0]).toBeCloseTo(0.600337, 5);
    expect(power.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('leaves a book without margin as it is', () => {
    expect(removeMarginPower([2, 4, 4])).toEqual([
      expect.closeTo(0.5, 12),
      expect.closeTo(0.25, 12),
      expect.closeTo(0.25, 12),
    ]);
  });

  it('uses the power method for outrights only', () => {
    expect(marginMethodFor('h2h')).toBe('proportional');
    expect(marginMethodFor('totals')).toBe('proportional');
    expect(marginMethodFor('outrights')).toBe('power');
  });
});
