// Choosing the match of the day (docs/game-rules.md §7.1): by the rule once per UTC day, or by an administrator.
import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { dailyChallenges, dailyPicks, events, type DailyChallengeRow } from '#server/db/schema.ts';
import { challengeDateOf, chooseMatchOfTheDay, type ChallengeDate } from '#core/game/daily-challenge.ts';
import { isLocked } from '#core/game/lock.ts';
import {
  CHOSEN_BY_ADMINISTRATOR,
  CHOSEN_BY_RULE,
  dayCandidates,
  featuredCompetitions,
  findChallenge,
  type DailyChallengeContext,
} from './store.ts';
import { HttpError } from '#server/http/http-error.ts';

/**
 * The day's match of the day, choosing it by the rule when the day has none yet; null when no event
 * qualifies (yet). An event that has already started is passed over: no one could pick it. The insert
 * does nothing when the day already has a row, so two instances choosing at once keep the first choice,
 * and an administrator's choice is never overwritten; either way the stored row is returned.
 */
export async function chooseDailyChallenge(
  context: DailyChallengeContext,
  day: ChallengeDate,
): Promise<DailyChallengeRow | null> {
  const existing = await findChallenge(context.db, day);
  if (existing) return existing;
  const now = context.clock.now();
  const candidates = (await dayCandidates(context.db, day)).filter((event) => !isLocked(event, now));
  const choice = chooseMatchOfTheDay({
    date: day,
    events: candidates,
    featuredCompetitions: await featuredCompetitions(context.db),
  });
  if (!choice.ok) return null;
  await context.db
    .insert(dailyChallenges)
    .values({ day, eventId: choice.eventId, chosenBy: CHOSEN_BY_RULE, chosenAt: now })
    .onConflictDoNothing({ target: dailyChallenges.day });
  return findChallenge(context.db, day);
}

/**
 * An administrator's match of the day for `day` (today or later): an event starting that day, not yet
 * started, with a pickable h2h market. It replaces the rule's choice (or an earlier administrator's)
 * only while no player has picked that day's event: a pick is never moved to another match under the
 * player's feet. Setting the same event again is harmless.
 */
export async function setAdministratorChoice(
  context: DailyChallengeContext,
  day: ChallengeDate,
  eventId: string,
  audit?: (tx: Executor) => Promise<void>,
): Promise<DailyChallengeRow> {
  const now = context.clock.now();
  if (day < challengeDateOf(now)) throw new HttpError('dayOver', { day });
  const [event] = await context.db
    .select({ commenceTime: events.commenceTime, status: events.status, lockTime: events.lockTime })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new HttpError('unknownEvent', { eventId });
  if (challengeDateOf(event.commenceTime) !== day) throw new HttpError('notThatDay', { day });
  if (isLocked(event, now)) throw new HttpError('dailyEventStarted');
  const choice = chooseMatchOfTheDay({
    date: day,
    events: await dayCandidates(context.db, day),
    featuredCompetitions: await featuredCompetitions(context.db),
    administratorChoice: eventId,
  });
  if (!choice.ok) throw new HttpError('noHeadToHeadOdds');

  return context.db.transaction(async (tx) => {
    // The update holds the day's row until commit; a pick being saved holds it too (saveDailyPick reads
    // it FOR SHARE), so a pick either lands before this check sees it or waits and meets the new event.
    const [row] = await tx
      .insert(dailyChallenges)
      .values({ day, eventId, chosenBy: CHOSEN_BY_ADMINISTRATOR, chosenAt: now })
      .onConflictDoUpdate({
        target: dailyChallenges.day,
        set: { eventId, chosenBy: CHOSEN_BY_ADMINISTRATOR, chosenAt: now },
      })
      .returning();
    const [picked] = await tx
      .select({ picks: count() })
      .from(dailyPicks)
      .where(and(eq(dailyPicks.day, day), ne(dailyPicks.eventId, eventId)));
    if ((picked?.picks ?? 0) > 0) throw new HttpError('dailyAlreadyPicked', { day });
    if (!row) throw new Error(`No daily challenge row for ${day}`);
    await audit?.(tx);
    return row;
  });
}
