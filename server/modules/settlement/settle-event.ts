// Settlement (rules §2, §5): once an event has a result (final score, cancellation, postponement, an
// outright's winner), every live pick on it gets the ledger entry server/game/ledger.ts `settlementEntry`
// gives it — settled or void the first time, corrected when a later result differs — and the prediction
// row's result and running sums move with it. A million picks must settle in seconds, so the entries are
// not made pick by pick: the result of each (market, line, outcome, gameweek) group is decided once here
// with the rules engine, and one statement per event applies it to every pick (settlement-sql.ts).
// Settling again writes nothing new. The job settles every event with a new result, one run at a time
// across instances.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { MarketType } from '../../contract/static-lookups.ts';
import { events, markets, outcomes, predictions } from '../../db/schema.ts';
import type { GameweekId } from '../../game/gameweek.ts';
import type { Transaction } from '../../identity/executor.ts';
import { exclusively, type ExclusiveResult } from '../../jobs/exclusive.ts';
import type { JobContext } from '../../jobs/job.ts';
import { outcomeResult, type OutcomeGroup } from './outcome-result.ts';
import { writeSettlements, type GroupResult } from './settlement-sql.ts';

/** Any constant: it names "settlement" among PostgreSQL's advisory locks (the syncs use 7_346_301-2). */
export const SETTLEMENT_LOCK = 7_346_303;

export interface SettlementSummary {
  eventId: string;
  /** Picks that got their first result (a settled or void entry). */
  settled: number;
  /** Picks whose result changed (a corrected entry). */
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

/** The live picks of the event, grouped by what decides their result. */
async function outcomeGroups(tx: Transaction, eventId: string) {
  const { rows } = await tx.execute<{
    market_key: MarketType;
    line: number | null;
    outcome_name: string;
    gameweek: GameweekId;
    picks: number;
  }>(sql`
    select market_key, line, outcome_name, gameweek, count(*)::int as picks
    from ${predictions}
    where event_id = ${eventId} and removed_at is null
    group by market_key, line, outcome_name, gameweek`);
  return rows.map((row) => ({
    group: {
      marketKey: row.market_key,
      line: row.line,
      outcome: row.outcome_name,
      gameweek: row.gameweek,
    } satisfies OutcomeGroup,
    picks: row.picks,
  }));
}

/**
 * Settles (or re-settles) every live pick on one event from its current result, in the caller's
 * transaction, and marks the event settled for that result once no pick is left pending. `now` is when
 * the entries are written; the points count on period boards at the event's kick-off.
 */
export async function settleEvent(tx: Transaction, eventId: string, now: Date): Promise<SettlementSummary> {
  const event = await settlingEvent(tx, eventId);
  const results: GroupResult[] = [];
  let pending = 0;
  for (const { group, picks } of await outcomeGroups(tx, eventId)) {
    const settlement = outcomeResult(group, event, now);
    if (settlement.kind === 'pending') pending += picks;
    else results.push({ group, result: settlement });
  }
  const written =
    results.length === 0
      ? { settled: 0, corrected: 0 }
      : await writeSettlements(tx, eventId, results, event.commenceTime, now);
  if (pending === 0) {
    // The stamp of the result it settled, not the time: every new result (the scores sync, an
    // administrator's winner) stamps result_updated_at later than the last, so settled_at <
    // result_updated_at means one the event was not settled for, even on a clock that stood still.
    await tx
      .update(events)
      .set({ settledAt: event.resultUpdatedAt ?? now })
      .where(eq(events.id, eventId));
  }
  return { eventId, ...written, pending };
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
