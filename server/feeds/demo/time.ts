// Calendar arithmetic on UTC milliseconds: schedules are weekly templates anchored on Monday 00:00 UTC, the
// same boundary as the game's ISO gameweeks.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** 1970-01-05 was a Monday: week 0 of the demo's calendar. */
const FIRST_MONDAY = Date.UTC(1970, 0, 5);

export function weekIndexOf(ms: number): number {
  return Math.floor((ms - FIRST_MONDAY) / WEEK);
}

export function weekStart(weekIndex: number): number {
  return FIRST_MONDAY + weekIndex * WEEK;
}

/** ISO 8601 to the second, as The Odds API writes it ("2026-08-24T22:41:00Z"). */
export function isoSeconds(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  let iso = written.get(seconds);
  if (iso === undefined) {
    iso = new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
    // Kick-offs and repricings repeat across events and calls; a bounded memo keeps formatting off the profile.
    if (written.size >= 50_000) written.clear();
    written.set(seconds, iso);
  }
  return iso;
}

const written = new Map<number, string>();

/** The nth (1-based) given weekday (0 = Sunday) of a UTC month, at midnight. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  return Date.UTC(year, month, day);
}
