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
  let low = 0;
  let high = 1;
  // Stryker disable next-line EqualityOperator: at a sum of exactly 1 the root k = 1 is the edge of both brackets, [0, 1] and [1, 2]
  if (sumAt(1) >= 1) {
    low = 1;
    high = 2;
    // Stryker disable next-line EqualityOperator: at a sum of exactly 1 the root is `high`, the edge of this bracket and of the next
    while (sumAt(high) > 1) {
      low = high;
      high *= 2;
    }
  }
  // The stops only bound the work: more steps, or a finer precision, find the same k (the bracket stops
  // shrinking once low and high are neighbouring doubles). The cap is needed: past k = 8 neighbouring doubles
  // are more than 1e-15 apart, and the precision stop alone never comes (the k = 100 test).
  // Stryker disable next-line EqualityOperator,ConditionalExpression,ArithmeticOperator: the stops, see above
  for (let step = 0; step < 200 && high - low > 1e-15; step++) {
    const middle = (low + high) / 2;
    // Stryker disable next-line EqualityOperator: a sum of exactly 1 makes `middle` the root, which either side keeps in the bracket
    if (sumAt(middle) > 1) low = middle;
    else high = middle;
  }
  const k = (low + high) / 2;
  const fair = implied.map((pi) => pi ** k);
  const total = fair.reduce((sum, p) => sum + p, 0);
  // Stryker disable next-line ArithmeticOperator: the bisection leaves `total` within 1e-14 of 1, so p * total differs past the 13th digit
  return fair.map((p) => p / total);
}

export function removeMargin(method: MarginMethod, prices: readonly number[]): number[] {
  return method === 'power' ? removeMarginPower(prices) : removeMarginProportional(prices);
}
