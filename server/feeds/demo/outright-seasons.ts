// When each outright season locks (commence: the tip-off, kick-off or first tee) and when its winner is known.
// A season's market opens as soon as the previous season's winner is known, so there is always one to pick.
import { DAY, HOUR, MINUTE, nthWeekday } from './time.ts';

export interface SeasonDates {
  commenceMs: number;
  endMs: number;
}

const OCTOBER = 9;
const JUNE = 5;
const SEPTEMBER = 8;
const FEBRUARY = 1;
const APRIL = 3;
const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;

/** Tip-off on the third Tuesday of October (evening in the US); the Finals end on the third Sunday of June. */
export function nbaSeason(startYear: number): SeasonDates {
  return {
    commenceMs: nthWeekday(startYear, OCTOBER, TUESDAY, 3) + 23 * HOUR + 30 * MINUTE,
    endMs: nthWeekday(startYear + 1, JUNE, SUNDAY, 3) + 27 * HOUR,
  };
}

/** Kick-off the Thursday after Labor Day (early Friday UTC); the Super Bowl on the second Sunday of February. */
export function americanFootballSeason(startYear: number): SeasonDates {
  return {
    commenceMs: nthWeekday(startYear, SEPTEMBER, MONDAY, 1) + 3 * DAY + 24 * HOUR + 20 * MINUTE,
    endMs: nthWeekday(startYear + 1, FEBRUARY, SUNDAY, 2) + 27 * HOUR + 30 * MINUTE,
  };
}

/** Thursday to Sunday of the week ending on the second Sunday of April. */
export function mastersSeason(startYear: number): SeasonDates {
  const finalRound = nthWeekday(startYear, APRIL, SUNDAY, 2);
  return { commenceMs: finalRound - 3 * DAY + 12 * HOUR, endMs: finalRound + 23 * HOUR };
}
