// A competition's season (docs/game-rules.md §3.4: the Season boards; past seasons are archived and read-only): which
// season an instant belongs to, its label and its bounds, by the sport's own calendar.
//
// Seasons tile time: every instant belongs to exactly one season of a competition, which runs from the
// first instant of its window to the first instant of the next one, so an event's season always holds its
// kick-off. Each window opens in the sport's off-season, after the last games of the season before:
// - European football plays Aug-May; its season is Aug-Jul by convention, "2025-26".
// - The NBA and the NHL play Oct-Jun; the window opens on 1 July, after the Finals, so the summer (when
//   next season's futures are listed) belongs to the season to come, "2025-26".
// - The NFL plays Sep-Feb; the window opens on 1 March, after the Super Bowl, and the season is named
//   after the year it starts in, "2025".
// - MLB, the IPL, the AFL, the NRL, golf's majors and tennis play within a calendar year, "2026".
// An outright competition takes its sport's calendar, so the season of an outright event is the season
// of its commence time: the NBA title market that commences in October 2026 (or June 2027) is 2026-27.

export type SeasonCalendarName =
  'european-football' | 'north-american-winter' | 'american-football' | 'calendar-year';

interface SeasonCalendar {
  /** The UTC month (0 = January) on whose first day, 00:00 UTC, each season's window opens. */
  opensInMonth: number;
  /** The season's label from the year its window opens in. */
  labelOf: (openingYear: number) => string;
}

/** "2025-26": a season over two years. */
function splitYears(openingYear: number): string {
  return `${openingYear}-${String((openingYear + 1) % 100).padStart(2, '0')}`;
}

/** "2025": a season named after the year it opens in. */
function openingYear(year: number): string {
  return String(year);
}

const calendars: Record<SeasonCalendarName, SeasonCalendar> = {
  'european-football': { opensInMonth: 7, labelOf: splitYears },
  'north-american-winter': { opensInMonth: 6, labelOf: splitYears },
  'american-football': { opensInMonth: 2, labelOf: openingYear },
  'calendar-year': { opensInMonth: 0, labelOf: openingYear },
};

/** Competitions of a sport whose season does not follow the sport's usual calendar (The Odds API keys). */
const calendarByKey: Readonly<Record<string, SeasonCalendarName>> = {
  soccer_usa_mls: 'calendar-year',
  soccer_fifa_world_cup: 'calendar-year',
  soccer_uefa_european_championship: 'calendar-year',
  basketball_wnba: 'calendar-year',
};

/** The Odds API sport key's group prefix; anything else plays within a calendar year. */
const calendarByPrefix: readonly (readonly [string, SeasonCalendarName])[] = [
  ['soccer_', 'european-football'],
  ['basketball_', 'north-american-winter'],
  ['icehockey_', 'north-american-winter'],
  ['americanfootball_', 'american-football'],
];

const COMPETITION_KEY = /^[a-z0-9_]+$/;

export interface Season {
  /** `${competitionKey}:${label}`, the seasons table's id. */
  id: string;
  competitionKey: string;
  /** "2025-26" or "2026". */
  label: string;
  /** The first instant of the season, inclusive. */
  startsAt: Date;
  /** The first instant of the next season, exclusive: once the clock reaches it, the season is over. */
  endsAt: Date;
}

export function seasonCalendarOf(competitionKey: string): SeasonCalendarName {
  if (!COMPETITION_KEY.test(competitionKey)) {
    throw new RangeError(`Not a competition key: ${JSON.stringify(competitionKey)}`);
  }
  const named = calendarByKey[competitionKey];
  if (named) return named;
  return calendarByPrefix.find(([prefix]) => competitionKey.startsWith(prefix))?.[1] ?? 'calendar-year';
}

export function seasonId(competitionKey: string, label: string): string {
  return `${competitionKey}:${label}`;
}

/** The first day of a UTC month at 00:00; setUTCFullYear, because Date.UTC reads years 0-99 as 19xx. */
function monthStart(year: number, month: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 1);
  return date;
}

/** The season of a competition that holds the instant (an event's season: the one holding its kick-off). */
export function seasonOf(competitionKey: string, instant: Date | string): Season {
  const at = new Date(instant);
  if (!Number.isFinite(at.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  const calendar = calendars[seasonCalendarOf(competitionKey)];
  let year = at.getUTCFullYear();
  if (at.getTime() < monthStart(year, calendar.opensInMonth).getTime()) year -= 1;
  const label = calendar.labelOf(year);
  return {
    id: seasonId(competitionKey, label),
    competitionKey,
    label,
    startsAt: monthStart(year, calendar.opensInMonth),
    endsAt: monthStart(year + 1, calendar.opensInMonth),
  };
}

/** A season is over, and is archived, once the clock reaches its end. */
export function isSeasonOver(season: Pick<Season, 'endsAt'>, now: Date): boolean {
  return now.getTime() >= season.endsAt.getTime();
}
