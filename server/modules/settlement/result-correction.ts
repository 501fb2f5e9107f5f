// Results corrections (docs/admin.md, the results desk; docs/game-rules.md §2): an administrator sets a
// started match's final score, or declares it void (cancelled, abandoned, postponed), and every pick on it
// is settled again at once. The event is marked corrected (result_corrected_at): the scores feed leaves its
// scores and status alone from then on (odds-sync/event-store.ts). A refunding void is final for the picks
// it gave back (scoring.voidRefunds): a score entered after it settles only picks it never voided.
import { and, asc, desc, eq, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { CorrectResultRequest, SettlementSummaryDto } from '#core/contract/play.ts';
import type { EventScore, EventStatus } from '#core/contract/predictions.ts';
import { isLocked } from '#core/game/lock.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import type { AdminVoidReason } from '#core/game/types.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { competitions, events, markets } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { settleEvent } from './settle-event.ts';

/** A match's result as the desk and the audit log show it. */
interface MatchResult {
  status: EventStatus;
  home: number | null;
  away: number | null;
  voidReason: AdminVoidReason | null;
}

export interface ResultChange {
  eventId: string;
  before: MatchResult;
  after: MatchResult;
}

/** The leading number of a side's score ("187/6" reads 187), as settlement reads it; null if none. */
function goalsOf(scores: readonly EventScore[] | null, team: string | null): number | null {
  const entry = scores?.find((score) => score.name === team);
  const match = entry ? /^\s*(\d+)/.exec(entry.score) : null;
  return match ? Number(match[1]) : null;
}

function resultOf(row: {
  status: EventStatus;
  scores: EventScore[] | null;
  homeTeam: string | null;
  awayTeam: string | null;
  voidReason: AdminVoidReason | null;
}): MatchResult {
  return {
    status: row.status,
    home: goalsOf(row.scores, row.homeTeam),
    away: goalsOf(row.scores, row.awayTeam),
    voidReason: row.voidReason,
  };
}

async function hasOutrightsMarket(tx: Executor, eventId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: markets.id })
    .from(markets)
    .where(and(eq(markets.eventId, eventId), eq(markets.key, 'outrights')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets a started match's result and settles its picks again; 404 for no such event, 409 for an outright
 * (its winner has its own desk) or a match that has not started. `audit` writes the administrator's audit
 * row in the same transaction, after the change, with the result before and after.
 */
export function correctResult(
  db: Database,
  eventId: string,
  request: CorrectResultRequest,
  now: Date,
  audit?: (tx: Executor, change: ResultChange) => Promise<void>,
): Promise<SettlementSummaryDto> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        homeTeam: events.homeTeam,
        awayTeam: events.awayTeam,
        status: events.status,
        scores: events.scores,
        commenceTime: events.commenceTime,
        lockTime: events.lockTime,
        voidReason: events.voidReason,
        resultUpdatedAt: events.resultUpdatedAt,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!event) throw new HttpError('unknownEvent', { eventId }, 404);
    const { homeTeam, awayTeam } = event;
    if (homeTeam === null || awayTeam === null || (await hasOutrightsMarket(tx, eventId))) {
      throw new HttpError('resultOfOutright', { eventId });
    }
    if (!isLocked(event, now)) throw new HttpError('matchNotStarted', { eventId });

    const before = resultOf(event);
    const set: Partial<typeof events.$inferInsert> =
      'void' in request
        ? {
            status: request.void === 'postponed' ? 'postponed' : 'cancelled',
            voidReason: request.void,
          }
        : {
            status: 'completed',
            scores: [
              { name: homeTeam, score: String(request.home) },
              { name: awayTeam, score: String(request.away) },
            ],
            voidReason: null,
          };
    // A new result, stamped later than the last one even on a stopped clock (as the scores sync does).
    const after = (event.resultUpdatedAt?.getTime() ?? Number.NEGATIVE_INFINITY) + 1;
    const [updated] = await tx
      .update(events)
      .set({
        ...set,
        resultUpdatedAt: new Date(Math.max(now.getTime(), after)),
        resultCorrectedAt: now,
        settledAt: null,
        updatedAt: now,
      })
      .where(eq(events.id, eventId))
      .returning({
        status: events.status,
        scores: events.scores,
        homeTeam: events.homeTeam,
        awayTeam: events.awayTeam,
        voidReason: events.voidReason,
      });
    if (!updated) throw new Error(`The event ${eventId} vanished`);
    const { settled, corrected } = await settleEvent(tx, eventId, now);
    await audit?.(tx, { eventId, before, after: resultOf(updated) });
    return { eventId, settled, corrected };
  });
}

export interface AdminEventRow extends MatchResult {
  eventId: string;
  competitionKey: string;
  competition: string;
  homeTeam: string;
  awayTeam: string;
  commenceTime: Date;
  correctedAt: Date | null;
}

/** The most matches one list holds: a busy gameweek has a few hundred. */
const ADMIN_EVENTS_CAP = 500;

/**
 * A gameweek's matches that have started (kick-off passed, or no longer scheduled), optionally of one
 * competition, by kick-off: what the results desk corrects. Capped at ADMIN_EVENTS_CAP.
 */
export async function listStartedMatches(
  db: Database,
  gameweek: GameweekId,
  competitionKey: string | undefined,
  now: Date,
): Promise<{ events: AdminEventRow[]; truncated: boolean }> {
  const where = and(
    eq(events.gameweek, gameweek),
    isNotNull(events.homeTeam),
    isNotNull(events.awayTeam),
    competitionKey === undefined ? undefined : eq(events.competitionKey, competitionKey),
    or(lte(events.commenceTime, now), ne(events.status, 'scheduled')),
  );
  const rows = await db
    .select({
      eventId: events.id,
      competitionKey: events.competitionKey,
      competition: competitions.title,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      commenceTime: events.commenceTime,
      status: events.status,
      scores: events.scores,
      voidReason: events.voidReason,
      correctedAt: events.resultCorrectedAt,
    })
    .from(events)
    .innerJoin(competitions, eq(competitions.key, events.competitionKey))
    .where(where)
    .orderBy(desc(events.commenceTime), asc(events.id))
    .limit(ADMIN_EVENTS_CAP + 1);
  return {
    truncated: rows.length > ADMIN_EVENTS_CAP,
    events: rows.slice(0, ADMIN_EVENTS_CAP).map((row) => ({
      ...row,
      homeTeam: row.homeTeam ?? '',
      awayTeam: row.awayTeam ?? '',
      ...resultOf(row),
    })),
  };
}
