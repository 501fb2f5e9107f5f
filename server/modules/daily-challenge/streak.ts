// The players' daily-challenge histories (one result per challenge day since their first pick), the streak
// the landing page shows, and the days on which a streak earned a Multiplier (docs/game-rules.md §7.4).
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { dailyChallenges, dailyPicks, events } from '#server/db/schema.ts';
import {
  dailyStreak,
  type ChallengeDate,
  type DailyResult,
  type DailyStreak,
} from '#core/game/daily-challenge.ts';
import { isLocked, type LockableEvent } from '#core/game/lock.ts';
import { DAILY_STREAK_FOR_MULTIPLIER } from '#core/game/rules.ts';
import type { Executor } from '#server/db/executor.ts';
import { compareText } from '#core/game/order.ts';

export interface HistoryDay {
  date: ChallengeDate;
  result: DailyResult;
}

/**
 * A day the player did not pick: missed once its match locked, which breaks the streak. A match that was
 * cancelled or postponed took place for no one, so not picking it is no miss (it holds, as a void does).
 */
function withoutPick(event: LockableEvent, now: Date): DailyResult {
  if (event.status === 'cancelled' || event.status === 'postponed') return 'void';
  return isLocked(event, now) ? 'missed' : 'pending';
}

/** Each player's results on every challenge day from their first pick up to `today`, in date order. */
export async function loadHistories(
  db: Executor,
  userIds: readonly string[],
  today: ChallengeDate,
  now: Date,
): Promise<Map<string, HistoryDay[]>> {
  const histories = new Map<string, HistoryDay[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return histories;
  const picks = await db
    .select({ userId: dailyPicks.userId, day: dailyPicks.day, result: dailyPicks.result })
    .from(dailyPicks)
    .where(and(inArray(dailyPicks.userId, [...userIds]), lte(dailyPicks.day, today)));
  if (picks.length === 0) return histories;
  const firstDay = picks.reduce((first, pick) => (pick.day < first ? pick.day : first), today);
  const days = await db
    .select({
      day: dailyChallenges.day,
      commenceTime: events.commenceTime,
      status: events.status,
      lockTime: events.lockTime,
    })
    .from(dailyChallenges)
    .innerJoin(events, eq(events.id, dailyChallenges.eventId))
    .where(and(gte(dailyChallenges.day, firstDay), lte(dailyChallenges.day, today)))
    .orderBy(asc(dailyChallenges.day));

  const picksByUser = new Map<string, Map<ChallengeDate, DailyResult>>();
  for (const pick of picks) {
    const results = picksByUser.get(pick.userId) ?? new Map<ChallengeDate, DailyResult>();
    results.set(pick.day, pick.result ?? 'pending');
    picksByUser.set(pick.userId, results);
  }
  for (const [userId, results] of picksByUser) {
    const first = [...results.keys()].reduce((a, b) => (b < a ? b : a));
    histories.set(
      userId,
      days
        .filter((day) => day.day >= first)
        .map((day) => ({ date: day.day, result: results.get(day.day) ?? withoutPick(day, now) })),
    );
  }
  return histories;
}

export interface StreakView extends DailyStreak {
  /** Correct days still needed for the next Multiplier: 7 right after one is earned. */
  toNextMultiplier: number;
}

export function streakView(history: readonly HistoryDay[]): StreakView {
  const streak = dailyStreak(history);
  return {
    ...streak,
    toNextMultiplier: DAILY_STREAK_FOR_MULTIPLIER - (streak.current % DAILY_STREAK_FOR_MULTIPLIER),
  };
}

/**
 * The day on which the history earned its `nth` Multiplier (1-based), or null if it has not. Earned
 * Multipliers only grow as days are added, so the shortest prefix earning `nth` is found by bisection
 * with the rules' own dailyStreak, never a second copy of the streak rule.
 */
export function dayOfMultiplier(history: readonly HistoryDay[], nth: number): ChallengeDate | null {
  const ordered = history.toSorted((a, b) => compareText(a.date, b.date));
  const earned = (length: number) => dailyStreak(ordered.slice(0, length)).multipliersEarned;
  if (earned(ordered.length) < nth) return null;
  let low = 1;
  let high = ordered.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (earned(middle) >= nth) high = middle;
    else low = middle + 1;
  }
  return ordered[low - 1]?.date ?? null;
}
