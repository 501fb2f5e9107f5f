// Settlement (docs/game-rules.md §6.1, §6.7): once an event has a result (final score, cancellation, postponement, an
// outright's winner), every live pick on it is settled, voided, or corrected when a later result differs.
// All live picks of an event that share a market, a line, an outcome and a gameweek settle alike, so the
// result of each such group is decided once here with the rules engine and stored as one row
// (settlement-store.ts); each pick's ledger entries follow from its group's rows (picks/pick-standing.ts).
// A million picks thus settle in a few statements. Settling again writes nothing new. The job settles
// every event with a new result, one run at a time across instances.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { events, markets, outcomes } from '#server/db/schema.ts';
import type { Transaction } from '#server/db/executor.ts';
import { exclusively, type ExclusiveResult } from '#server/jobs/exclusive.ts';
import { markSettledEvent } from '#server/modules/leaderboards/index.ts';
import type { JobContext } from '#server/jobs/job.ts';
import { voidRefunds } from '#core/game/scoring.ts';
import { sameResult } from '#core/game/types.ts';
import { outcomeResult } from './outcome-result.ts';
import {
  groupKey,
  lastDecisions,
  outcomeGroups,
  recordDecisions,
  type GroupDecisionToWrite,
} from './settlement-store.ts';

/** Any constant: it names "settlement" among PostgreSQL's advisory locks (the syncs use 7_346_301-2). */
export const SETTLEMENT_LOCK = 7_346_303;

export interface SettlementSummary {
  eventId: string;
  /** Live picks on outcomes decided for the first time (settled or void entries). */
  settled: number;
  /** Live picks on outcomes whose result changed (corrected entries, except on picks a refunding void gave back). */
  corrected: number;
  /** Picks still waiting for a result (the event is not over, or its score is missing). */
  pending: number;
}

async function settlingEvent(tx: Transaction, eventId: string) {
  // The row lock makes concurrent settlements of one event (the job on two instances, an administrator's
  // winner) take turns; each then sees what the one before it wrote, and writes nothing twice.
  const [event] = await tx
    .select({
      id: events.id,
      status: events.status,
      commenceTime: events.commenceTime,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      scores: events.scores,
      winner: events.winner,
      voidReason: events.voidReason,
      resultUpdatedAt: events.resultUpdatedAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!event) throw new Error(`No event ${eventId} to settle`);
  const draws = await tx
    .select({ name: outcomes.name })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(eq(markets.eventId, eventId), eq(markets.key, 'h2h'), eq(outcomes.name, 'Draw')))
    .limit(1);
  return { ...event, hasDraw: draws.length > 0 };
}

/**
 * Settles (or re-settles) every live pick on one event from its current result, in the caller's
 * transaction, and marks the event settled for that result once no pick is left pending. `now` is when
 * the results are decided; the points count on period boards at the event's kick-off.
 */
export async function settleEvent(tx: Transaction, eventId: string, now: Date): Promise<SettlementSummary> {
  const event = await settlingEvent(tx, eventId);
  const previous = await lastDecisions(tx, eventId);
  const decisions: GroupDecisionToWrite[] = [];
  const summary = { settled: 0, corrected: 0, pending: 0 };
  for (const { group, picks } of await outcomeGroups(tx, eventId)) {
    const settlement = outcomeResult(group, event, now);
    if (settlement.kind === 'pending') {
      summary.pending += picks;
      continue;
    }
    const last = previous.get(groupKey(group));
    if (last && sameResult(last, settlement)) continue;
    decisions.push({ group, result: settlement });
    // A refunding void is final (scoring.voidRefunds): its picks take no later result.
    if (!last) summary.settled += picks;
    else if (!(last.kind === 'void' && voidRefunds(last.reason))) summary.corrected += picks;
  }
  await recordDecisions(tx, eventId, decisions, event.commenceTime, now);
  // Their players' standings follow (leaderboards refresh), marked in this transaction.
  if (decisions.length > 0) await markSettledEvent(tx, eventId);
  const { pending } = summary;
  if (pending === 0) {
    // The stamp of the result it settled, not the time: every new result (the scores sync, an
    // administrator's winner) stamps result_updated_at later than the last, so settled_at <
    // result_updated_at means one the event was not settled for, even on a clock that stood still.
    await tx
      .update(events)
      .set({ settledAt: event.resultUpdatedAt ?? now })
      .where(eq(events.id, eventId));
  }
  return { eventId, ...summary };
}

export interface SettlementRun {
  events: number;
  settled: number;
  corrected: number;
  pending: number;
  /** Events whose settlement failed (logged); the next run tries them again. */
  failed: string[];
}

/**
 * Events with a result they were not settled for: finished, cancelled or postponed ones never settled (or
 * left with pending picks), ones whose result changed since (a correction), and outrights with a winner.
 */
function unsettledEvents(tx: Transaction) {
  return tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        or(inArray(events.status, ['completed', 'cancelled', 'postponed']), isNotNull(events.winner)),
        or(isNull(events.settledAt), lt(events.settledAt, events.resultUpdatedAt)),
      ),
    )
    .orderBy(asc(events.commenceTime), asc(events.id));
}

/** The settlement job's work; `{ skipped: true }` while another instance (or call) is settling. */
export function settleFinishedEvents(context: JobContext): Promise<ExclusiveResult<SettlementRun>> {
  return exclusively(context.db, SETTLEMENT_LOCK, async (tx) => {
    const run: SettlementRun = { events: 0, settled: 0, corrected: 0, pending: 0, failed: [] };
    for (const { id } of await unsettledEvents(tx)) {
      try {
        // Its own savepoint: one event's failure leaves the others' settlements in place.
        const summary = await tx.transaction((eventTx) => settleEvent(eventTx, id, context.clock.now()));
        run.events += 1;
        run.settled += summary.settled;
        run.corrected += summary.corrected;
        run.pending += summary.pending;
      } catch (error) {
        run.failed.push(id);
        context.log.error({ err: error, eventId: id }, 'Settlement failed for an event');
      }
    }
    if (run.settled + run.corrected > 0 || run.failed.length > 0) context.log.info(run, 'Events settled');
    return run;
  });
}
