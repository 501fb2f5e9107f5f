// The power method (docs/game-rules.md §2.2) finds the k with sum (1 / o_i)^k = 1 wherever it lies: below 1
// (a booksum under 1), above 2 (a large margin). Each case's prices are chosen so that k is exact.
import { describe, expect, it } from 'vitest';
import { removeMarginPower } from '#core/game/margin.ts';

describe('removeMarginPower', () => {
  it('k = 2: implied 0.6 and 0.8 (0.36 + 0.64 = 1) become 0.36 and 0.64', () => {
    const fair = removeMarginPower([1 / 0.6, 1 / 0.8]);
    expect(fair[0]).toBeCloseTo(0.36, 9);
    expect(fair[1]).toBeCloseTo(0.64, 9);
  });

  it('k = 1/2 for a booksum under 1: implied 0.04 and 0.64 (0.2 + 0.8 = 1) become 0.2 and 0.8', () => {
    const fair = removeMarginPower([25, 1.5625]);
    expect(fair[0]).toBeCloseTo(0.2, 9);
    expect(fair[1]).toBeCloseTo(0.8, 9);
  });

  it('k = 3, past the first bracket: implied 0.5, 0.5 and the cube root of 0.75 become 0.125, 0.125, 0.75', () => {
    const fair = removeMarginPower([2, 2, 1 / Math.cbrt(0.75)]);
    expect(fair[0]).toBeCloseTo(0.125, 9);
    expect(fair[1]).toBeCloseTo(0.125, 9);
    expect(fair[2]).toBeCloseTo(0.75, 9);
  });

  it('k = 100, where doubles near k are coarser than the bisection’s precision: it still ends, on 0.36 and 0.64', () => {
    // Implied 0.36^(1/100) and 0.64^(1/100) (about 0.98983 and 0.99554, a booksum near 1.985).
    const fair = removeMarginPower([1 / 0.36 ** 0.01, 1 / 0.64 ** 0.01]);
    expect(fair[0]).toBeCloseTo(0.36, 9);
    expect(fair[1]).toBeCloseTo(0.64, 9);
  });
});
