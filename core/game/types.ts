// The game's shared vocabulary: what a settled pick can be, and why a pick is void.

/** Match markets (h2h, totals) and outrights score under different caps (docs/game-rules.md §2). */
export type MarketKind = 'match' | 'outright';

/**
 * Why a pick scores nothing and counts as neither correct nor wrong (docs/game-rules.md §2). `cancelled`, `abandoned`
 * and `postponed` (out of the pick's gameweek) mean the event did not take place for this gameweek;
 * `push` (a totals line hit exactly) and `tie-without-draw` (a level score in a market with no Draw
 * outcome) mean it did.
 */
export type VoidReason = 'cancelled' | 'abandoned' | 'postponed' | 'push' | 'tie-without-draw';

/** The voids an administrator may declare on a match (docs/game-rules.md §2): the refunding ones. */
export const adminVoidReasons = ['cancelled', 'abandoned', 'postponed'] as const;
export type AdminVoidReason = (typeof adminVoidReasons)[number];

export type PickResult = { kind: 'won' } | { kind: 'lost' } | { kind: 'void'; reason: VoidReason };

export const won: PickResult = { kind: 'won' };
export const lost: PickResult = { kind: 'lost' };
export function voided(reason: VoidReason): PickResult {
  return { kind: 'void', reason };
}

/** A void's reason is part of its result: a push corrected to cancelled is a new result. */
export function sameResult(a: PickResult, b: PickResult): boolean {
  return resultKey(a) === resultKey(b);
}

function resultKey(result: PickResult): string {
  return result.kind === 'void' ? `void:${result.reason}` : result.kind;
}
