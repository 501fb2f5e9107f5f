// Gameweeks (docs/game-rules.md §3.1): an ISO week, Monday 00:00 UTC to the next Monday 00:00 UTC, with ids like
// "2026-W47". Everything is UTC arithmetic on epoch milliseconds, so no local time zone or daylight
// saving change moves a boundary, and the ISO week-numbering year (not the calendar year) names the
// weeks around 1 January.

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const ID_PATTERN = /^(\d{4})-W(\d{2})$/;

/** "YYYY-Www"; ids sort as text in time order. */
export type GameweekId = `${number}-W${number}`;

export interface GameweekRange {
  /** Monday 00:00 UTC, inclusive. */
  start: Date;
  /** The next Monday 00:00 UTC, exclusive. */
  end: Date;
}

/** The four-digit years an id can spell. */
const FIRST_YEAR = 1000;
const LAST_YEAR = 9999;

/** Monday 00:00 UTC of ISO week 1: the week holding 4 January (so, the year's first Thursday). */
function week1Monday(year: number): number {
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const jan4 = new Date(0).setUTCFullYear(year, 0, 4);
  return jan4 - isoWeekday(jan4) * DAY_MS;
}

/** 0 for Monday ... 6 for Sunday. */
function isoWeekday(time: number): number {
  return (new Date(time).getUTCDay() + 6) % 7;
}

export function weeksInIsoYear(year: number): number {
  return (week1Monday(year + 1) - week1Monday(year)) / WEEK_MS;
}

export function gameweekOf(instant: Date): GameweekId {
  const time = instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('gameweekOf needs a valid instant');
  const dayStart = Math.floor(time / DAY_MS) * DAY_MS;
  const monday = dayStart - isoWeekday(dayStart) * DAY_MS;
  // The Thursday of a week decides its ISO year: 29 Dec 2025 (Monday) is in 2026-W01.
  const year = new Date(monday + 3 * DAY_MS).getUTCFullYear();
  const week = (monday - week1Monday(year)) / WEEK_MS + 1;
  return formatGameweekId(year, week);
}

export function formatGameweekId(year: number, week: number): GameweekId {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`No gameweek id for year ${year}`);
  }
  if (!Number.isInteger(week) || week < 1 || week > weeksInIsoYear(year)) {
    throw new RangeError(`${year} has no ISO week ${week}`);
  }
  return `${year}-W${String(week).padStart(2, '0')}` as GameweekId;
}

/** The year and week of a well-formed id for a week that exists (W53 only in 53-week years), else null. */
export function parseGameweekId(id: string): { year: number; week: number } | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < FIRST_YEAR || week < 1 || week > weeksInIsoYear(year)) return null;
  return { year, week };
}

export function isGameweekId(id: string): id is GameweekId {
  return parseGameweekId(id) !== null;
}

export function gameweekRange(id: GameweekId): GameweekRange {
  const parsed = parseGameweekId(id);
  if (!parsed) throw new RangeError(`Not a gameweek id: ${id}`);
  const start = week1Monday(parsed.year) + (parsed.week - 1) * WEEK_MS;
  return { start: new Date(start), end: new Date(start + WEEK_MS) };
}

export function nextGameweek(id: GameweekId): GameweekId {
  return gameweekOf(gameweekRange(id).end);
}

export function previousGameweek(id: GameweekId): GameweekId {
  return gameweekOf(new Date(gameweekRange(id).start.getTime() - 1));
}

/** An event belongs to the gameweek that contains its kick-off (docs/game-rules.md §3.1). */
export function gameweekOfEvent(event: { commenceTime: Date | string }): GameweekId {
  return gameweekOf(new Date(event.commenceTime));
}
