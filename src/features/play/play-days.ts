// The events view's days (docs/play-screen.md): the gameweek's calendar days in the player's time zone,
// which one the URL's ?day= names, and which one a player lands on. No React here.
import dayjs from 'dayjs';
import type { EventDto } from '#core/contract/predictions.ts';
import { gameweekRange, isGameweekId } from '#core/game/gameweek.ts';
import type { DateInput } from '#src/lib/format.ts';

/** The URL's query parameter naming the day shown (a day key, or `week` for every day). */
export const dayParam = 'day';
/** The ?day= value of the whole week, days under their headings. */
export const wholeWeek = 'week';
/**
 * Cards drawn at once; "Show more" draws the next as many. A busy Saturday has 80 matches, each card 30
 * to 50 elements: all of them made the page 65,000 px tall and its first paint slow (issue #13).
 */
export const eventsPageSize = 20;
/**
 * Cards a commit while a page of them is drawn (use-drawn-in-steps.ts): a phone shows two or three, so
 * the first commit fills the screen and the rest follow, a few at a time, below it.
 */
export const cardsDrawnAtOnce = 4;

/** A local calendar day as the URL names it: YYYY-MM-DD. */
export type DayKey = string;

/** The local calendar day (the browser's time zone, as every date of the app) an instant falls on. */
export function dayKeyOf(value: DateInput): DayKey {
  return dayjs(value).format('YYYY-MM-DD');
}

/** Local midnight of a day key, as a Date (what the day's label is formatted from). */
export function dayStart(day: DayKey): Date {
  // dayjs reads a bare YYYY-MM-DD as local midnight.
  return dayjs(day).toDate();
}

export interface PlayDay {
  key: DayKey;
  /** The events starting on it, in the view's filter. */
  count: number;
  /** How many of them still take a pick. */
  open: number;
}

/**
 * The days a gameweek (Monday 00:00 UTC to the next Monday) touches in the player's time zone, each with
 * its events: seven, or eight where the zone is not UTC. Days of events outside it (never in the week's
 * answer) are added rather than lost.
 */
export function gameweekDays(gameweek: string, events: readonly EventDto[]): PlayDay[] {
  const keys = new Set<DayKey>();
  if (isGameweekId(gameweek)) {
    const { start, end } = gameweekRange(gameweek);
    const last = dayKeyOf(end.getTime() - 1);
    let day = dayjs(start).startOf('day');
    for (let guard = 0; guard < 9; guard++) {
      const key = day.format('YYYY-MM-DD');
      keys.add(key);
      if (key === last) break;
      day = day.add(1, 'day');
    }
  }
  const counts = new Map<DayKey, { count: number; open: number }>();
  for (const event of events) {
    const key = dayKeyOf(event.commenceTime);
    keys.add(key);
    const entry = counts.get(key) ?? { count: 0, open: 0 };
    entry.count += 1;
    if (!event.locked && event.status === 'scheduled') entry.open += 1;
    counts.set(key, entry);
  }
  return [...keys].toSorted().map((key) => ({ key, count: 0, open: 0, ...counts.get(key) }));
}

/**
 * What a view without ?day= shows: the whole week while it fits on one page (a competition's ten matches);
 * otherwise today when it has events, else the first day still taking picks, else the first with events.
 */
export function defaultDay(days: readonly PlayDay[], today: DayKey): DayKey {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total <= eventsPageSize) return wholeWeek;
  const candidates = [
    days.find((day) => day.key === today && day.count > 0),
    days.find((day) => day.key >= today && day.open > 0),
    days.find((day) => day.open > 0),
    days.find((day) => day.count > 0),
  ];
  return candidates.find((day) => day !== undefined)?.key ?? wholeWeek;
}

/** The day the URL asks for, when it is one of the view's (or the whole week); otherwise the default. */
export function chosenDay(requested: string | null, days: readonly PlayDay[], today: DayKey): DayKey {
  if (requested === wholeWeek) return wholeWeek;
  if (requested !== null && days.some((day) => day.key === requested)) return requested;
  return defaultDay(days, today);
}

/** The events of the chosen day (all of them for the whole week). */
export function eventsOnDay(events: readonly EventDto[], day: DayKey): EventDto[] {
  return day === wholeWeek ? [...events] : events.filter((event) => dayKeyOf(event.commenceTime) === day);
}
