// When a pick locks (docs/game-rules.md §4.4, §4.6): at its event's kick-off by the server's clock. Before the lock a
// pick may be made, changed or removed; after it the pick is frozen and other players may see it.

import type { FeedEventStatus } from '#core/game/feed.ts';
import { gameweekOf, gameweekOfEvent } from './gameweek.ts';

export interface LockableEvent {
  /** ISO 8601 or a Date: the event's current kick-off as the server keeps it. */
  commenceTime: Date | string;
  /** The feed's status; unknown counts as scheduled. */
  status?: FeedEventStatus;
  /** An outright competition's own lock time, which replaces the kick-off (docs/game-rules.md §4.6). */
  lockTime?: Date | string | null;
}

function instant(value: Date | string): Date {
  const date = new Date(value);
  if (!Number.isFinite(date.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return date;
}

export function lockTimeOf(event: LockableEvent): Date {
  return instant(event.lockTime ?? event.commenceTime);
}

/**
 * Locked once the server's clock reaches the lock time. Also locked whatever the clock says when the
 * feed reports the event live or finished (it started before its listed kick-off, and in-play prices
 * are no fair price), or postponed or cancelled (no one may pick into a void).
 */
export function isLocked(event: LockableEvent, now: Date): boolean {
  const status = event.status ?? 'scheduled';
  if (status !== 'scheduled') return true;
  return now.getTime() >= lockTimeOf(event).getTime();
}

/** docs/game-rules.md §4.4: another player's pick is shown only once it can no longer change. */
export function isVisibleToOthers(event: LockableEvent, now: Date): boolean {
  return isLocked(event, now);
}

export type PickWindow = { open: true } | { open: false; reason: 'locked' | 'not-this-gameweek' };

/**
 * Whether a weekly-game pick on this event may be made, changed or removed now: the event is in the
 * current gameweek (the one holding `now`) and not locked. Outright picks use isLocked alone: they do
 * not belong to a gameweek.
 */
export function weeklyPickWindow(event: LockableEvent, now: Date): PickWindow {
  if (isLocked(event, now)) return { open: false, reason: 'locked' };
  if (gameweekOfEvent(event) !== gameweekOf(now)) return { open: false, reason: 'not-this-gameweek' };
  return { open: true };
}
