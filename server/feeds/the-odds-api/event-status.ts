// The Odds API says only `completed` and whether there are `scores`; it has no postponed or cancelled flag.
// A postponement shows in two ways, and both are read here:
// - the event's commence_time moved later than when this client first saw it (from /odds or /scores);
// - the event never started: no scores long after its commence_time.
// "cancelled" is never inferred: a cancelled event simply stops appearing. The memory lives as long as the
// process; the database's stored kick-off is the durable record for the jobs to compare against.
import type { FeedEventStatus } from '#core/game/feed.ts';

/** A kick-off moved later by more than this is a postponement, not a correction of the time. */
export const RESCHEDULE_TOLERANCE_MS = 60 * 60 * 1_000;
/** No score this long after kick-off: the event did not take place when planned. */
export const NOT_STARTED_AFTER_MS = 24 * 60 * 60 * 1_000;
/** Events remembered; the oldest are forgotten first. */
const MEMORY_LIMIT = 20_000;

export class KickOffMemory {
  readonly #firstSeen = new Map<string, number>();

  /** Remembers an event's kick-off the first time it is seen and returns that first kick-off. */
  remember(eventId: string, commenceMs: number): number {
    const known = this.#firstSeen.get(eventId);
    if (known !== undefined) return known;
    if (this.#firstSeen.size >= MEMORY_LIMIT) {
      const oldest = this.#firstSeen.keys().next();
      if (!oldest.done) this.#firstSeen.delete(oldest.value);
    }
    this.#firstSeen.set(eventId, commenceMs);
    return commenceMs;
  }
}

export interface StatusEvidence {
  completed: boolean;
  hasScores: boolean;
  commenceMs: number;
  /** The kick-off when the event was first seen. */
  firstCommenceMs: number;
  nowMs: number;
}

export function inferStatus(evidence: StatusEvidence): FeedEventStatus {
  const { completed, hasScores, commenceMs, firstCommenceMs, nowMs } = evidence;
  if (completed) return 'completed';
  if (hasScores) return 'live';
  if (nowMs < commenceMs) {
    return commenceMs - firstCommenceMs > RESCHEDULE_TOLERANCE_MS ? 'postponed' : 'scheduled';
  }
  // Started by the clock but no score yet: in play (the provider's own definition), until it is clearly
  // not happening.
  return nowMs - commenceMs >= NOT_STARTED_AFTER_MS ? 'postponed' : 'live';
}
