// The per-pick ledger (docs/game-rules.md §6.6, §5): every change to what a pick is worth or scored is an entry, and
// a board's scores are nothing but the sum of its entries. Entries carry deltas, so a correction is a
// new entry that moves the pick from its old score to its new one, never an edit of history.

import { holdsSlot, pointsFor, scorePick } from './scoring.ts';
import { sameResult, type MarketKind, type PickResult } from './types.ts';

interface Amounts {
  /** Change to the total score. */
  base: number;
  /** Change to the boosted score. */
  boosted: number;
}

export type LedgerEntry =
  | (Amounts & { kind: 'saved'; pickId: string; outcome: string; probability: number; points: number })
  | (Amounts & { kind: 'multiplier'; pickId: string; factor: number })
  | (Amounts & { kind: 'settled' | 'void'; pickId: string; result: PickResult })
  | (Amounts & { kind: 'corrected'; pickId: string; result: PickResult; previous: PickResult })
  // A bonus belongs to no pick: it names none.
  | (Amounts & { kind: 'bonus'; creditId: string; competitionId: string | null; pickId?: never });

/** A save or a change before the lock: probability and points frozen at the price of that moment. */
export function savedEntry(
  pickId: string,
  pick: { outcome: string; probability: number; kind: MarketKind },
): LedgerEntry {
  const points = pointsFor(pick.probability, pick.kind);
  return {
    kind: 'saved',
    pickId,
    outcome: pick.outcome,
    probability: pick.probability,
    points,
    base: 0,
    boosted: 0,
  };
}

/** A Multiplier applied (its factor) or undone (factor 1) before the lock. */
export function multiplierEntry(pickId: string, factor: number): LedgerEntry {
  return { kind: 'multiplier', pickId, factor, base: 0, boosted: 0 };
}

/** A redeemed BonusPoints credit: boosted score only. */
export function bonusEntry(creditId: string, value: number, competitionId: string | null): LedgerEntry {
  return { kind: 'bonus', creditId, competitionId, base: 0, boosted: value };
}

export interface PickStanding {
  outcome: string;
  probability: number;
  points: number;
  multiplier: number;
  /** null until settled. */
  result: PickResult | null;
  base: number;
  boosted: number;
}

/** Where one pick stands after its entries, in order; null when it was never saved. */
export function pickStanding(entries: readonly LedgerEntry[], pickId: string): PickStanding | null {
  let standing: PickStanding | null = null;
  for (const entry of entries) {
    if (entry.pickId !== pickId) continue;
    if (entry.kind === 'saved') {
      standing = {
        ...(standing ?? { multiplier: 1, result: null, base: 0, boosted: 0 }),
        outcome: entry.outcome,
        probability: entry.probability,
        points: entry.points,
      };
    }
    if (!standing) continue;
    if (entry.kind === 'multiplier') standing.multiplier = entry.factor;
    if (entry.kind === 'settled' || entry.kind === 'void' || entry.kind === 'corrected') {
      standing.result = entry.result;
    }
    standing.base += entry.base;
    standing.boosted += entry.boosted;
  }
  return standing;
}

/**
 * The entry that settles a pick on `result`, or re-settles it when a corrected result differs; null when
 * nothing changes (so settling twice is harmless) or when a refunding void already gave the pick back
 * (scoring.voidRefunds: that void is final).
 */
export function settlementEntry(
  entries: readonly LedgerEntry[],
  pickId: string,
  result: PickResult,
): LedgerEntry | null {
  const standing = pickStanding(entries, pickId);
  if (!standing) throw new Error(`Pick ${pickId} has no saved entry`);
  if (!holdsSlot(standing.result)) return null;
  const target = scorePick(standing, result);
  const amounts = { base: target.base - standing.base, boosted: target.boosted - standing.boosted };
  if (standing.result === null) {
    return { kind: result.kind === 'void' ? 'void' : 'settled', pickId, result, ...amounts };
  }
  if (sameResult(standing.result, result) && amounts.base === 0 && amounts.boosted === 0) return null;
  return { kind: 'corrected', pickId, result, previous: standing.result, ...amounts };
}

export interface BoardTotals {
  /** Sum of base points. */
  total: number;
  /** Sum of base points x multipliers, plus bonus points. */
  boosted: number;
  /** Picks whose current result is a win: the leaderboards' first tie-break. */
  correct: number;
}

/** A board's scores: the sums of its entries (one player's, over the board's period and scope). */
export function boardTotals(entries: readonly LedgerEntry[]): BoardTotals {
  let total = 0;
  let boosted = 0;
  const results = new Map<string, PickResult>();
  for (const entry of entries) {
    total += entry.base;
    boosted += entry.boosted;
    // The entries that settle or re-settle a pick are the ones that carry a result.
    if ('result' in entry) results.set(entry.pickId, entry.result);
  }
  const correct = [...results.values()].filter((result) => result.kind === 'won').length;
  return { total, boosted, correct };
}
