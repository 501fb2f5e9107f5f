// Points (docs/game-rules.md §2.3, §5.7): what a pick is worth from its frozen probability, and what it scores once its
// result is known.

import {
  MATCH_POINTS_MAX,
  MATCH_POINTS_MIN,
  OUTRIGHT_POINTS_MAX,
  OUTRIGHT_POINTS_MIN,
  POINTS_PER_FAIR_ODDS,
} from './rules.ts';
import type { MarketKind, PickResult, VoidReason } from './types.ts';

/**
 * Points if correct = clamp(round(10 / p), 10, 100) for match markets, cap 300 for outrights: ten times
 * the fair decimal odds. Math.round takes halves up (34.5 → 35). A probability outside (0, 1] is never a
 * consensus, so it is refused rather than scored.
 */
export function pointsFor(probability: number, kind: MarketKind): number {
  if (!Number.isFinite(probability) || probability <= 0 || probability > 1) {
    throw new RangeError(`Not a probability: ${probability}`);
  }
  const [min, max] =
    kind === 'outright' ? [OUTRIGHT_POINTS_MIN, OUTRIGHT_POINTS_MAX] : [MATCH_POINTS_MIN, MATCH_POINTS_MAX];
  return Math.min(max, Math.max(min, Math.round(POINTS_PER_FAIR_ODDS / probability)));
}

/** What a pick holds when it settles: the points frozen at save and its multiplier (1 without one). */
export interface FrozenPick {
  points: number;
  multiplier: number;
}

export interface PickScore {
  /** Counts in the total score. */
  base: number;
  /** Counts in the boosted score: base x multiplier. */
  boosted: number;
  /** null for a void pick: it is neither correct nor wrong. */
  correct: boolean | null;
}

/** Correct → the frozen points (x the multiplier when boosted); wrong or void → 0. */
export function scorePick(pick: FrozenPick, result: PickResult): PickScore {
  if (result.kind === 'won')
    return { base: pick.points, boosted: pick.points * pick.multiplier, correct: true };
  return { base: 0, boosted: 0, correct: result.kind === 'lost' ? false : null };
}

/**
 * Whether a void gives the pick's allowance slot (and its Multiplier credit) back. The rules say only that
 * a void scores 0; we refund when the event did not take place for this gameweek (cancelled, abandoned,
 * postponed out of it), so a player can still use the slot on a later event, and make that void final:
 * once the slot may have been spent again, a later correction cannot bring the pick back and push the
 * player over the allowance. A push or a level score in a market without a draw was played: the pick
 * stays in its slot, and a corrected score may still turn it into a win or a loss.
 */
export function voidRefunds(reason: VoidReason): boolean {
  return reason === 'cancelled' || reason === 'abandoned' || reason === 'postponed';
}

/** A pick holds an allowance slot unless a refunding void gave it back. */
export function holdsSlot(result: PickResult | null): boolean {
  switch (result?.kind) {
    case 'void':
      return !voidRefunds(result.reason);
    default:
      return true;
  }
}
