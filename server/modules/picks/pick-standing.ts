// A pick's settlement entries and score. Settlement stores one row per outcome group and decision
// (outcome_settlements), not one per pick, so that a million picks settle in a few statements; each pick's
// settled, void and corrected entries are what the rules engine (core/game/ledger.ts settlementEntry)
// makes of its group's decisions, in order, starting from the price and multiplier frozen on the pick.
// Replaying them here gives the same entries, in the same order, that writing them at settlement would.
import { sql } from 'drizzle-orm';
import { outcomeSettlements, type PredictionRow } from '#server/db/schema.ts';
import { multiplierEntry, pickStanding, settlementEntry, type LedgerEntry } from '#core/game/ledger.ts';
import type { PickResult, VoidReason } from '#core/game/types.ts';

/** One decision of a pick's outcome group. */
export interface GroupDecision {
  result: PickResult;
  /** When settlement decided it. */
  at: Date;
  /** When its points count on period boards: the event's kick-off. */
  scoredAt: Date;
}

/** A settled, void or corrected entry of a pick, with when it was made. */
export interface SettlementLine {
  entry: Extract<LedgerEntry, { kind: 'settled' | 'void' | 'corrected' }>;
  at: Date;
  scoredAt: Date;
}

/** Where a pick stands after its group's decisions. */
export interface PickSettlement {
  /** null until settled. */
  result: PickResult | null;
  /** Sums of its entries: base and boosted points scored. */
  base: number;
  boosted: number;
  lines: SettlementLine[];
}

export type SettlingPick = Pick<
  PredictionRow,
  'id' | 'outcomeName' | 'probability' | 'points' | 'multiplier'
>;

/** The pick's entries up to settlement: its price and multiplier as frozen on the prediction row. */
function frozenEntries(pick: SettlingPick): LedgerEntry[] {
  const saved: LedgerEntry = {
    kind: 'saved',
    pickId: pick.id,
    outcome: pick.outcomeName,
    probability: pick.probability,
    points: pick.points,
    base: 0,
    boosted: 0,
  };
  return pick.multiplier === 1 ? [saved] : [saved, multiplierEntry(pick.id, pick.multiplier)];
}

export function pickSettlement(pick: SettlingPick, decisions: readonly GroupDecision[]): PickSettlement {
  const entries = frozenEntries(pick);
  const lines: SettlementLine[] = [];
  for (const decision of decisions) {
    const entry = settlementEntry(entries, pick.id, decision.result);
    if (!entry) continue;
    entries.push(entry);
    lines.push({ entry: entry as SettlementLine['entry'], at: decision.at, scoredAt: decision.scoredAt });
  }
  const standing = pickStanding(entries, pick.id);
  return {
    result: standing?.result ?? null,
    base: standing?.base ?? 0,
    boosted: standing?.boosted ?? 0,
    lines,
  };
}

/** [result, reason, decided at, scored at] as the decisions column below returns them. */
type DecisionTuple = [string, string | null, string, string];

/**
 * A column of a query over predictions (not aliased): the decisions of the row's outcome group made since
 * the pick was saved, oldest first, as JSON (read with {@link decisionsOf}). One index range per pick
 * (outcome_settlements_event_idx). Written out by name: drizzle leaves columns of a lone table unqualified,
 * which inside this subquery would name outcome_settlements' own.
 */
export const groupDecisionsColumn = sql<DecisionTuple[]>`coalesce((
  select json_agg(json_build_array(s.result, s.result_reason, s.created_at, s.scored_at) order by s.id)
  from ${outcomeSettlements} s
  where s.event_id = predictions.event_id and s.market_key = predictions.market_key
    and s.line is not distinct from predictions.line and s.outcome_name = predictions.outcome_name
    and s.gameweek = predictions.gameweek and s.created_at >= predictions.created_at), '[]'::json)`;

export function resultFromColumns(result: string, reason: string | null): PickResult {
  if (result === 'void') return { kind: 'void', reason: reason as VoidReason };
  return { kind: result as 'won' | 'lost' };
}

export function decisionsOf(tuples: readonly DecisionTuple[]): GroupDecision[] {
  return tuples.map(([result, reason, at, scoredAt]) => ({
    result: resultFromColumns(result, reason),
    at: new Date(at),
    scoredAt: new Date(scoredAt),
  }));
}
