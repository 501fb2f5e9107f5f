// One competition's feed answer into the events table: odds() adds events and reprices those still open,
// scores() moves status, scores and winners along; both apply a moved kick-off (schedule.ts says how).
// Every row written carries its season (season-store.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { events, type CompetitionRow, type EventRow } from '#server/db/schema.ts';
import type { FeedEvent, FeedScore } from '#core/game/feed.ts';
import { gameweekOfEvent } from '#core/game/gameweek.ts';
import { isLocked } from '#core/game/lock.ts';
import { seasonOf } from '#core/game/season.ts';
import type { Transaction } from '#server/db/executor.ts';
import { storeMarket } from './market-store.ts';
import {
  eventKind,
  lockTimeFor,
  needsResettling,
  rescheduleOf,
  sameScores,
  statusAfter,
  type Reschedule,
  type ScheduledEvent,
} from './schedule.ts';
import { seasonWriter } from './season-store.ts';

export type SyncLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

type StoredEvent = Pick<
  EventRow,
  | 'id'
  | 'commenceTime'
  | 'status'
  | 'lockTime'
  | 'seasonId'
  | 'homeTeam'
  | 'awayTeam'
  | 'scores'
  | 'winner'
  | 'resultUpdatedAt'
  | 'resultCorrectedAt'
>;

export interface CompetitionWrite {
  tx: Transaction;
  competition: CompetitionRow;
  now: Date;
  log: SyncLog;
}

async function storedEvents(write: CompetitionWrite, ids: string[]): Promise<Map<string, StoredEvent>> {
  const rows = await write.tx
    .select({
      id: events.id,
      commenceTime: events.commenceTime,
      status: events.status,
      lockTime: events.lockTime,
      seasonId: events.seasonId,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      scores: events.scores,
      winner: events.winner,
      resultUpdatedAt: events.resultUpdatedAt,
      resultCorrectedAt: events.resultCorrectedAt,
    })
    .from(events)
    .where(and(inArray(events.id, ids), eq(events.competitionKey, write.competition.key)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * result_updated_at for a new result: the server's clock, and always later than the last one, so that
 * settlement (which reruns while settled_at < result_updated_at) sees every change even on a stopped clock.
 */
function resultStamp(stored: StoredEvent, now: Date): Partial<typeof events.$inferInsert> {
  const after = (stored.resultUpdatedAt?.getTime() ?? Number.NEGATIVE_INFINITY) + 1;
  return { resultUpdatedAt: new Date(Math.max(now.getTime(), after)) };
}

/** The columns a moved kick-off changes: the time, its gameweek and season, and the lock. */
async function movedColumns(
  seasons: ReturnType<typeof seasonWriter>,
  moved: Reschedule,
): Promise<Partial<typeof events.$inferInsert>> {
  return {
    commenceTime: moved.commenceTime,
    gameweek: gameweekOfEvent(moved),
    seasonId: await seasons.idFor(moved.commenceTime),
    lockTime: moved.lockTime,
  };
}

function logMove(write: CompetitionWrite, eventId: string, moved: Reschedule, source: 'odds' | 'scores') {
  write.log.info(
    {
      event: eventId,
      competition: write.competition.key,
      from: moved.from.toISOString(),
      to: moved.commenceTime.toISOString(),
      gameweek: gameweekOfEvent(moved),
      postponed: moved.postponed,
      source,
    },
    moved.postponed ? 'Event postponed: kick-off moved' : 'Kick-off moved',
  );
}

/** A stored event the odds list again: its kick-off follows the feed until it starts. */
async function updateSchedule(
  write: CompetitionWrite,
  seasons: ReturnType<typeof seasonWriter>,
  stored: StoredEvent,
  feedCommence: Date,
): Promise<ScheduledEvent> {
  const { tx, now } = write;
  // An administrator's result (the results desk) ends the event's schedule: the feed no longer moves it.
  if (stored.resultCorrectedAt !== null) return stored;
  const moved = rescheduleOf(eventKind(stored), stored, feedCommence, now);
  if (!moved) {
    // Rows written before seasons and outright locks were kept get theirs on sight.
    const kind = eventKind(stored);
    const backfill: Partial<typeof events.$inferInsert> = {};
    if (stored.seasonId !== seasonOf(write.competition.key, stored.commenceTime).id) {
      backfill.seasonId = await seasons.idFor(stored.commenceTime);
    }
    if (kind === 'outright' && stored.lockTime === null) backfill.lockTime = stored.commenceTime;
    if (Object.keys(backfill).length > 0) {
      await tx.update(events).set(backfill).where(eq(events.id, stored.id));
    }
    return { ...stored, lockTime: backfill.lockTime ?? stored.lockTime };
  }
  const after: ScheduledEvent = {
    commenceTime: moved.commenceTime,
    lockTime: moved.lockTime,
    status: statusAfter(stored.status, stored.status, moved.postponed),
  };
  await tx
    .update(events)
    .set({
      ...(await movedColumns(seasons, moved)),
      status: after.status,
      ...(needsResettling(stored, after, now) ? resultStamp(stored, now) : {}),
      updatedAt: now,
    })
    .where(eq(events.id, stored.id));
  logMove(write, stored.id, moved, 'odds');
  return after;
}

/**
 * Adds new events, follows moved kick-offs, and reprices every event whose lock is still ahead: the odds
 * of a locked event (a started match, an outright past its betting close) are frozen. Returns how many
 * events took the feed's odds or were added.
 */
export async function storeOdds(write: CompetitionWrite, feedEvents: readonly FeedEvent[]): Promise<number> {
  if (feedEvents.length === 0) return 0;
  const { tx, competition, now } = write;
  const known = await storedEvents(
    write,
    feedEvents.map((event) => event.id),
  );
  const seasons = seasonWriter(tx, competition.key);
  let written = 0;
  for (const event of feedEvents) {
    const feedCommence = new Date(event.commenceTime);
    const stored = known.get(event.id);
    let schedule: ScheduledEvent;
    if (stored) {
      schedule = await updateSchedule(write, seasons, stored, feedCommence);
      if (isLocked(schedule, now)) continue;
      await tx
        .update(events)
        .set({ homeTeam: event.homeTeam, awayTeam: event.awayTeam, updatedAt: now })
        .where(eq(events.id, event.id));
    } else {
      schedule = {
        commenceTime: feedCommence,
        lockTime: lockTimeFor(eventKind(event), feedCommence, undefined, now),
        status: 'scheduled',
      };
      await tx.insert(events).values({
        id: event.id,
        competitionKey: competition.key,
        commenceTime: feedCommence,
        homeTeam: event.homeTeam,
        awayTeam: event.awayTeam,
        gameweek: gameweekOfEvent(schedule),
        seasonId: await seasons.idFor(feedCommence),
        lockTime: schedule.lockTime,
        updatedAt: now,
      });
    }
    written += 1;
    // Quotes taken at or after the lock are in-play prices: the event is kept, its odds are not.
    if (isLocked(schedule, now)) continue;
    for (const key of competition.marketTypes) await storeMarket(tx, competition, event, key, now);
  }
  return written;
}

/**
 * Moves known events along from the scores feed: kick-off (until the event starts), status, scores, and
 * an outright's winner where the feed knows it and no administrator has entered one; an event whose result
 * an administrator set (result_corrected_at) is left as it is. A change to a locked
 * event stamps result_updated_at with the server's clock so settlement runs again, and nothing else is
 * reset. Returns how many events changed.
 */
export async function storeScores(write: CompetitionWrite, scores: readonly FeedScore[]): Promise<number> {
  if (scores.length === 0) return 0;
  const { tx, competition, now } = write;
  const known = await storedEvents(
    write,
    scores.map((score) => score.id),
  );
  const seasons = seasonWriter(tx, competition.key);
  let changed = 0;
  for (const score of scores) {
    const stored = known.get(score.id);
    // An administrator's result (the results desk) stands: its scores, status and kick-off stay.
    if (!stored || stored.resultCorrectedAt !== null) continue;
    const moved = rescheduleOf(eventKind(stored), stored, new Date(score.commenceTime), now);
    // An administrator's winner (or one the feed gave before) stands, and so does the end it put to the event.
    const winner = stored.winner ?? score.winner ?? null;
    const after: ScheduledEvent = {
      commenceTime: moved?.commenceTime ?? stored.commenceTime,
      lockTime: moved ? moved.lockTime : stored.lockTime,
      status:
        stored.winner !== null
          ? stored.status
          : statusAfter(stored.status, score.status, moved?.postponed ?? false),
    };
    const changes =
      moved !== null ||
      after.status !== stored.status ||
      !sameScores(stored.scores, score.scores) ||
      winner !== stored.winner;
    if (!changes) continue;
    await tx
      .update(events)
      .set({
        ...(moved ? await movedColumns(seasons, moved) : {}),
        status: after.status,
        scores: score.scores,
        winner,
        ...(needsResettling(stored, after, now) ? resultStamp(stored, now) : {}),
        updatedAt: now,
      })
      .where(eq(events.id, stored.id));
    if (moved) logMove(write, stored.id, moved, 'scores');
    changed += 1;
  }
  return changed;
}
