// The result of every pick on one outcome of an event. All live picks of an event that share a market, a
// line, an outcome and the gameweek they count in settle alike, so settlement decides each such group once
// (with the rules engine, core/game/settlement.ts) and writes the group's ledger entries in bulk.
import type { MarketType } from '#core/contract/static-lookups.ts';
import type { EventRow } from '#server/db/schema.ts';
import { gameweekRange, type GameweekId } from '#core/game/gameweek.ts';
import { settleOutrightPick, settlePick, type Settlement } from '#core/game/settlement.ts';
import { voided } from '#core/game/types.ts';

/** What the picks of one group have in common. */
export interface OutcomeGroup {
  marketKey: MarketType;
  /** The totals line the picks were made on; null for other markets. */
  line: number | null;
  outcome: string;
  /** The gameweek the picks count in (their event's gameweek when they were saved). */
  gameweek: GameweekId;
}

export type SettlingEventRow = Pick<
  EventRow,
  'status' | 'commenceTime' | 'homeTeam' | 'awayTeam' | 'scores' | 'winner' | 'voidReason'
> & {
  /** The event's h2h market has a "Draw" outcome: a level score then wins it. */
  hasDraw: boolean;
};

/**
 * The group's result, or pending. Two cases the rules engine leaves to its caller:
 * - an outright settles on the winner an administrator entered (docs/game-rules.md §6.7), and is void if the
 *   competition is cancelled;
 * - a match an administrator declared void (cancelled, abandoned, postponed) is void with that reason;
 * - a postponed event with no new date in the pick's gameweek has been postponed out of it once that
 *   gameweek is over (docs/game-rules.md §6.4: void), so its picks do not hold their slots for ever.
 */
export function outcomeResult(group: OutcomeGroup, event: SettlingEventRow, now: Date): Settlement {
  if (group.marketKey === 'outrights') {
    if (event.winner !== null) return settleOutrightPick(group.outcome, event.winner);
    if (event.status === 'cancelled') return voided('cancelled');
    return { kind: 'pending', why: 'not-finished' };
  }
  if (event.voidReason !== null) return voided(event.voidReason);
  const settlement = settlePick(
    {
      market: group.marketKey,
      outcome: group.outcome,
      ...(group.line === null ? {} : { point: group.line }),
      gameweek: group.gameweek,
    },
    event,
  );
  if (
    settlement.kind === 'pending' &&
    event.status === 'postponed' &&
    now.getTime() >= gameweekRange(group.gameweek).end.getTime()
  ) {
    return voided('postponed');
  }
  return settlement;
}
