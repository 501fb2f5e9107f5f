// The landing page's daily challenge as one player sees it: today's match of the day and their pick,
// yesterday's with its result, and their streak.
import { and, eq, inArray } from 'drizzle-orm';
import type { PickResultKind, VoidReasonDto } from '#core/contract/play.ts';
import type { DailyChallengeDto, DailyDayDto } from '#core/contract/daily-challenge.ts';
import { dailyPicks, type DailyPickRow } from '#server/db/schema.ts';
import { challengeDateOf, type ChallengeDate } from '#core/game/daily-challenge.ts';
import { toEventDto } from '#server/modules/predictions/index.ts';
import { chooseDailyChallenge } from './choose.ts';
import { dayOffset, findChallenges, loadChallengeEvents, type DailyChallengeContext } from './store.ts';
import { loadHistories, streakView } from './streak.ts';

const voidReasons: ReadonlySet<string> = new Set<VoidReasonDto>([
  'cancelled',
  'abandoned',
  'postponed',
  'push',
  'tie-without-draw',
]);

function voidReasonOf(pick: DailyPickRow): VoidReasonDto | null {
  return pick.result === 'void' && pick.resultReason !== null && voidReasons.has(pick.resultReason)
    ? (pick.resultReason as VoidReasonDto)
    : null;
}

function myPickDto(pick: DailyPickRow | undefined): DailyDayDto['myPick'] {
  if (!pick) return null;
  return {
    outcome: pick.outcomeName,
    probability: pick.probability,
    points: pick.points,
    result: pick.result satisfies PickResultKind | null,
    voidReason: voidReasonOf(pick),
    basePoints: pick.basePoints,
  };
}

export async function dailyChallengeView(
  context: DailyChallengeContext,
  /** null for a visitor without a session: the matches alone, no picks, no streak. */
  userId: string | null,
): Promise<DailyChallengeDto> {
  const now = context.clock.now();
  const today = challengeDateOf(now);
  const yesterday = dayOffset(today, -1);
  // The landing page may be the first to ask today: the choice is made here if the job has not yet.
  await chooseDailyChallenge(context, today);

  const challenges = await findChallenges(context.db, [today, yesterday]);
  const eventIds = [...challenges.values()].map((challenge) => challenge.eventId);
  const [challengeEvents, picks, histories] = await Promise.all([
    loadChallengeEvents(context.db, eventIds),
    userId === null
      ? []
      : context.db
          .select()
          .from(dailyPicks)
          .where(and(eq(dailyPicks.userId, userId), inArray(dailyPicks.day, [today, yesterday]))),
    userId === null ? new Map() : loadHistories(context.db, [userId], today, now),
  ]);

  const dayDto = (day: ChallengeDate): DailyDayDto => {
    const challenge = challenges.get(day);
    const event = challenge ? challengeEvents.get(challenge.eventId) : undefined;
    return {
      day,
      event: event ? toEventDto(event, now) : null,
      myPick: myPickDto(picks.find((pick) => pick.day === day)),
    };
  };
  const streak = streakView(userId === null ? [] : (histories.get(userId) ?? []));
  return {
    today: dayDto(today),
    yesterday: dayDto(yesterday),
    streak: streak.current,
    bestStreak: streak.best,
    toNextMultiplier: streak.toNextMultiplier,
  };
}
