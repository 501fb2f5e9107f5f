// What the feed's latest word changes about a stored event: its kick-off, its lock, its status, and whether
// settlement must look at it again. Pure: the sync reads the stored row, asks here, and writes the answer.
//
// Locks. A match locks at its kick-off (events.lock_time null). An outright locks at the feed's commence
// time, which is the feed's notion of betting close: the demo feed's outright seasons lock at their tip-off,
// kick-off or first tee (server/feeds/demo/outright-seasons.ts), and the next season opens the moment the
// last one's winner is known, so of its three outrights one is always open (the Masters all year but its
// own four days, and the Super Bowl market meanwhile); The Odds API quotes an outright until its
// commence_time (a tournament's start, or the date it lists a season-long future against). A lock that has
// passed never reopens: a kick-off moved later after its lock keeps the old lock (lock_time pins it), else
// players who had seen others' picks could change their own.
//
// Postponements. The Odds API has no postponed flag; its client infers one from the kick-offs it has seen
// since the process started. The database is the memory that survives restarts, so the sync compares the
// feed's kick-off with the stored one: a match moved later by more than the client's tolerance is
// postponed, and stays postponed (locked, its picks kept) until the feed reports it live, finished or
// cancelled. Settlement then voids its picks if the new kick-off left their gameweek.
import type { EventScore, EventStatus } from '#core/contract/predictions.ts';
import { RESCHEDULE_TOLERANCE_MS } from '#server/feeds/the-odds-api/event-status.ts';
import { isLocked, lockTimeOf } from '#core/game/lock.ts';

export type EventKind = 'match' | 'outright';

export interface ScheduledEvent {
  commenceTime: Date;
  status: EventStatus;
  lockTime: Date | null;
}

/** Outright events have no home and away side. */
export function eventKind(event: { homeTeam: string | null; awayTeam: string | null }): EventKind {
  return event.homeTeam === null || event.awayTeam === null ? 'outright' : 'match';
}

/** Live, finished or cancelled: the kick-off is a fact now, and the feed's later word does not move it. */
function hasStarted(status: EventStatus): boolean {
  return status === 'live' || status === 'completed' || status === 'cancelled';
}

/**
 * The lock_time a row carries for this commence time: an outright's own (its commence), a match's none
 * (it locks at kick-off), or the stored lock when that has already passed and the new one would be later.
 */
export function lockTimeFor(
  kind: EventKind,
  commenceTime: Date,
  stored: ScheduledEvent | undefined,
  now: Date,
): Date | null {
  if (stored) {
    const previous = lockTimeOf(stored);
    const passed = now.getTime() >= previous.getTime();
    if (passed && commenceTime.getTime() > previous.getTime()) return previous;
  }
  return kind === 'outright' ? commenceTime : null;
}

export interface Reschedule {
  commenceTime: Date;
  lockTime: Date | null;
  /** Moved later by more than the tolerance: a postponement, not a corrected kick-off time. */
  postponed: boolean;
  /** The kick-off it had, for the log. */
  from: Date;
}

/** The new schedule when the feed moved a stored event that has not started, else null. */
export function rescheduleOf(
  kind: EventKind,
  stored: ScheduledEvent,
  feedCommence: Date,
  now: Date,
): Reschedule | null {
  if (hasStarted(stored.status)) return null;
  const movedBy = feedCommence.getTime() - stored.commenceTime.getTime();
  if (movedBy === 0) return null;
  return {
    commenceTime: feedCommence,
    lockTime: lockTimeFor(kind, feedCommence, stored, now),
    postponed: kind === 'match' && movedBy > RESCHEDULE_TOLERANCE_MS,
    from: stored.commenceTime,
  };
}

/**
 * The status to store: the feed's, except that a postponed event stays postponed while the feed still
 * calls it merely scheduled (The Odds API's client forgets across restarts; the demo feed never un-postpones).
 */
export function statusAfter(stored: EventStatus, feed: EventStatus, postponedNow: boolean): EventStatus {
  if (feed === 'scheduled' && (postponedNow || stored === 'postponed')) return 'postponed';
  return feed;
}

/** The same scores whatever order the feed lists the sides in. */
export function sameScores(a: readonly EventScore[] | null, b: readonly EventScore[] | null): boolean {
  if (a === null || b === null) return a === b;
  const key = (scores: readonly EventScore[]) =>
    scores
      .map((score) => `${score.name}\u0000${score.score}`)
      .sort()
      .join('\u0001');
  return key(a) === key(b);
}

/**
 * Settlement reruns an event whose result_updated_at is after its settled_at. It must once a locked event's
 * status, scores, kick-off or winner changed (a postponement, a final score, a corrected one); an event
 * still open to picks has nothing to settle.
 */
export function needsResettling(before: ScheduledEvent, after: ScheduledEvent, now: Date): boolean {
  return isLocked(before, now) || isLocked(after, now);
}
