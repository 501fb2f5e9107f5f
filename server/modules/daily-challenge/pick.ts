// A player's daily-challenge pick (docs/game-rules.md §7.2): one h2h outcome of today's match of the day, made or changed
// until the match locks, frozen at the price of the moment it is saved (docs/game-rules.md §2.4).
import { and, eq } from 'drizzle-orm';
import type { SaveDailyPickRequest } from '#core/contract/daily-challenge.ts';
import { dailyChallenges, dailyPicks, events } from '#server/db/schema.ts';
import { challengeDateOf } from '#core/game/daily-challenge.ts';
import { isLocked } from '#core/game/lock.ts';
import { pointsFor } from '#core/game/scoring.ts';
import { chooseDailyChallenge } from './choose.ts';
import { HttpError } from '#server/http/http-error.ts';
import { h2hOutcomes, type DailyChallengeContext } from './store.ts';

export async function saveDailyPick(
  context: DailyChallengeContext,
  userId: string,
  request: SaveDailyPickRequest,
): Promise<void> {
  const now = context.clock.now();
  const day = challengeDateOf(now);
  // The landing page may be the first to ask today: the choice is made here if the job has not yet.
  if (!(await chooseDailyChallenge(context, day))) throw new HttpError('noMatchToday');

  await context.db.transaction(async (tx) => {
    // FOR SHARE: an administrator cannot re-point the day while this pick is being saved (choose.ts).
    const [challenge] = await tx
      .select({ eventId: dailyChallenges.eventId })
      .from(dailyChallenges)
      .where(eq(dailyChallenges.day, day))
      .for('share');
    if (!challenge) throw new HttpError('noMatchToday');
    if (request.eventId !== challenge.eventId) throw new HttpError('notTodaysMatch');

    const [event] = await tx
      .select({ commenceTime: events.commenceTime, status: events.status, lockTime: events.lockTime })
      .from(events)
      .where(eq(events.id, challenge.eventId));
    if (!event) throw new HttpError('noMatchToday');
    if (event.status === 'postponed' || event.status === 'cancelled') throw new HttpError('matchOff');
    if (isLocked(event, now)) throw new HttpError('matchStarted');

    const outcomes = await h2hOutcomes(tx, challenge.eventId);
    const outcome = outcomes.find((candidate) => candidate.name === request.outcome);
    if (!outcome) {
      const choices = outcomes.map((candidate) => candidate.name).toSorted();
      throw new HttpError('notTodaysOutcome', { outcome: request.outcome, choices: choices.join(', ') });
    }
    if (outcome.probability === null) throw new HttpError('dailyOutcomeUnpriced', { outcome: outcome.name });

    const [existing] = await tx
      .select({ eventId: dailyPicks.eventId, outcomeName: dailyPicks.outcomeName })
      .from(dailyPicks)
      .where(and(eq(dailyPicks.userId, userId), eq(dailyPicks.day, day)));
    // The same pick sent again (a retried save) keeps the price it was frozen at.
    if (existing?.eventId === challenge.eventId && existing.outcomeName === outcome.name) return;

    const frozen = {
      eventId: challenge.eventId,
      outcomeName: outcome.name,
      probability: outcome.probability,
      points: pointsFor(outcome.probability, 'match'),
      result: null,
      resultReason: null,
      basePoints: 0,
      updatedAt: now,
    };
    await tx
      .insert(dailyPicks)
      .values({ userId, day, ...frozen, createdAt: now })
      .onConflictDoUpdate({ target: [dailyPicks.userId, dailyPicks.day], set: frozen });
  });
}
