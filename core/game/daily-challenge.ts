// The daily challenge (docs/game-rules.md §7): one featured event per UTC day, and the streak of consecutive correct
// days that the landing page shows and that earns Multipliers.

import { CONSENSUS_MIN_BOOKS, DAILY_STREAK_FOR_MULTIPLIER } from './rules.ts';
import { compareText } from './order.ts';

const DAY_MS = 86_400_000;
/**
 * A day after 9999 prints as "+010000-01-01", whose first 10 characters read back as themselves: only a
 * four-digit year is a challenge day's.
 */
const FOUR_DIGIT_YEAR = /^\d{4}-/;

/** A UTC calendar day, "YYYY-MM-DD". */
export type ChallengeDate = string;

export function challengeDateOf(instant: Date): ChallengeDate {
  if (!Number.isFinite(instant.getTime())) throw new RangeError('challengeDateOf needs a valid instant');
  return instant.toISOString().slice(0, 10);
}

/** 00:00 UTC of the day, inclusive, to 00:00 UTC of the next, exclusive. */
export function challengeDayRange(date: ChallengeDate): { start: Date; end: Date } {
  // A day is taken only when it reads back as itself, which only a real day's "YYYY-MM-DD" does.
  const start = new Date(`${date}T00:00:00.000Z`);
  if (!FOUR_DIGIT_YEAR.test(date) || !Number.isFinite(start.getTime()) || challengeDateOf(start) !== date) {
    throw new RangeError(`Not a challenge date: ${date}`);
  }
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

export interface ChallengeCandidate {
  eventId: string;
  competitionId: string;
  commenceTime: Date | string;
  /** Bookmakers behind the event's h2h consensus. */
  bookmakers: number;
}

export type MatchOfTheDay =
  | { ok: true; eventId: string; chosenBy: 'rule' | 'administrator' }
  | { ok: false; reason: 'no-candidates' | 'not-that-day' };

/**
 * By default the event starting that UTC day with the most bookmakers among the featured competitions;
 * an administrator's choice, if any, wins when its event starts that day. Only events with a pickable h2h
 * consensus qualify. Ties go to the later kick-off (the landing page is open all day, so a later match
 * leaves players in every time zone more time to pick), then to the lower event id, so the choice
 * depends on the date and the events alone, never on their order.
 */
export function chooseMatchOfTheDay(input: {
  date: ChallengeDate;
  events: readonly ChallengeCandidate[];
  featuredCompetitions: readonly string[];
  administratorChoice?: string | null;
}): MatchOfTheDay {
  const { start, end } = challengeDayRange(input.date);
  const onTheDay = input.events.filter((event) => {
    const kickOff = new Date(event.commenceTime).getTime();
    return kickOff >= start.getTime() && kickOff < end.getTime() && event.bookmakers >= CONSENSUS_MIN_BOOKS;
  });
  if (input.administratorChoice) {
    const chosen = onTheDay.find((event) => event.eventId === input.administratorChoice);
    return chosen
      ? { ok: true, eventId: chosen.eventId, chosenBy: 'administrator' }
      : { ok: false, reason: 'not-that-day' };
  }
  const featured = new Set(input.featuredCompetitions);
  const kickOff = (event: ChallengeCandidate) => new Date(event.commenceTime).getTime();
  const [best] = onTheDay
    .filter((event) => featured.has(event.competitionId))
    .sort(
      (a, b) => b.bookmakers - a.bookmakers || kickOff(b) - kickOff(a) || compareText(a.eventId, b.eventId),
    );
  return best
    ? { ok: true, eventId: best.eventId, chosenBy: 'rule' }
    : { ok: false, reason: 'no-candidates' };
}

/**
 * A player's result on one challenge day. `missed`: the day's event locked without a pick from them.
 * `pending`: picked, not settled yet (or today's event has not locked).
 */
export type DailyResult = 'won' | 'lost' | 'void' | 'pending' | 'missed';

export interface DailyStreak {
  current: number;
  best: number;
  /** Multipliers the streak has earned so far: one each time it reaches a multiple of 7. */
  multipliersEarned: number;
}

/**
 * The streak over every challenge day, in date order (days with no challenge are simply absent). A win
 * extends it; a loss or a missed day breaks it; a void (neither correct nor wrong) and a pending result
 * hold it. Computed from the whole history, so a corrected result re-computes the streak: grant the
 * difference between multipliersEarned and what was already granted when it grows.
 */
export function dailyStreak(days: readonly { date: ChallengeDate; result: DailyResult }[]): DailyStreak {
  const ordered = [...days].sort((a, b) => compareText(a.date, b.date));
  let current = 0;
  let best = 0;
  let multipliersEarned = 0;
  for (const { result } of ordered) {
    if (result === 'won') {
      current += 1;
      best = Math.max(best, current);
      if (current % DAILY_STREAK_FOR_MULTIPLIER === 0) multipliersEarned += 1;
    } else if (result === 'lost' || result === 'missed') {
      current = 0;
    }
  }
  return { current, best, multipliersEarned };
}
