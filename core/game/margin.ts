// Margin removal for one bookmaker's prices on one market: decimal odds in, fair probabilities out
// (docs/game-rules.md §2.2). Callers pass only valid prices (finite, > 1).

import type { FeedMarketKey } from '#core/game/feed.ts';

export type MarginMethod = 'proportional' | 'power';

/**
 * docs/game-rules.md §2.2: proportional normalisation for match markets, the power method for outrights. Proportional
 * keeps the favourite-longshot bias, which barely matters over 2-3 outcomes; over dozens of outright
 * runners it would overstate every longshot and so understate the points they are worth.
 */
export function marginMethodFor(market: FeedMarketKey): MarginMethod {
  return market === 'outrights' ? 'power' : 'proportional';
}

/** Sum of the raw implied probabilities 1 / price: 1 + the book's margin. */
export function booksum(prices: readonly number[]): number {
  return prices.reduce((sum, price) => sum + 1 / price, 0);
}

/** p_i = (1 / o_i) / booksum. */
export function removeMarginProportional(prices: readonly number[]): number[] {
  const sum = booksum(prices);
  return prices.map((price) => 1 / price / sum);
}

/**
 * p_i = (1 / o_i)^k with k chosen so the p_i sum to 1. Every 1 / o_i is below 1, so the sum falls
 * strictly as k grows: a bisection finds k. A booksum above 1 puts k above 1 (the usual case); the
 * bracket also covers a booksum below 1 so the function is total.
 */
export function removeMarginPower(prices: readonly number[]): number[] {
  const implied = prices.map((price) => 1 / price);
  const sumAt = (k: number) => implied.reduce((sum, pi) => sum + pi ** k, 0);
  // The root lies in [low, high]: from [0, 1], doubled while the sum at `high` is still above 1.
  let low = 0;
  let high = 1;
  // Stryker disable next-line EqualityOperator: a sum of exactly 1 at `high` makes it the root, which [low, high] and the next bracket both end at
  while (sumAt(high) > 1) {
    low = high;
    high *= 2;
  }
  // Halved until low and high are neighbouring doubles, where the middle rounds to one of them: no finer k
  // exists. This stop always comes, at any k (the k = 100 test), which a fixed precision past k = 8 does not.
  const rootBetween = (below: number, above: number): number => {
    const middle = (below + above) / 2;
    if (middle === below || middle === above) return middle;
    // Stryker disable next-line EqualityOperator: a sum of exactly 1 makes `middle` the root, which either half keeps
    return sumAt(middle) > 1 ? rootBetween(middle, above) : rootBetween(below, middle);
  };
  const k = rootBetween(low, high);
  const fair = implied.map((pi) => pi ** k);
  const total = fair.reduce((sum, p) => sum + p, 0);
  // Stryker disable next-line ArithmeticOperator: the bisection leaves `total` a few units in the last place from 1, so p * total differs only past the 15th digit
  return fair.map((p) => p / total);
}

export function removeMargin(method: MarginMethod, prices: readonly number[]): number[] {
  return method === 'power' ? removeMarginPower(prices) : removeMarginProportional(prices);
}
