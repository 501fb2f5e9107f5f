// The admin app's daily challenge desk (docs/admin.md, Game desks): the coming days, each with its stored
// match of the day (or what the rule would choose now), the matches that day an administrator sees, and how
// many players have picked (a day with picks keeps its match: choose.ts).
import { count, inArray } from 'drizzle-orm';
import type { AdminDailyDaysDto } from '#core/contract/daily-challenge.ts';
import { challengeDateOf, chooseMatchOfTheDay } from '#core/game/daily-challenge.ts';
import { isLocked } from '#core/game/lock.ts';
import { CONSENSUS_MIN_BOOKS } from '#core/game/rules.ts';
import { dailyPicks, events } from '#server/db/schema.ts';
import {
  CHOSEN_BY_ADMINISTRATOR,
  dayCandidates,
  dayOffset,
  featuredCompetitions,
  findChallenges,
  type DailyChallengeContext,
} from './store.ts';

/** Today and the six days after it (UTC). */
const ADMIN_DAYS_AHEAD = 7;

export async function adminDailyDays(context: DailyChallengeContext): Promise<AdminDailyDaysDto> {
  const now = context.clock.now();
  const today = challengeDateOf(now);
  const days = Array.from({ length: ADMIN_DAYS_AHEAD }, (_, offset) => dayOffset(today, offset));
  const stored = await findChallenges(context.db, days);
  const featured = await featuredCompetitions(context.db);
  const pickRows = await context.db
    .select({ day: dailyPicks.day, picks: count() })
    .from(dailyPicks)
    .where(inArray(dailyPicks.day, days))
    .groupBy(dailyPicks.day);
  const picksByDay = new Map(pickRows.map((row) => [row.day, row.picks]));

  const candidatesByDay = await Promise.all(days.map((day) => dayCandidates(context.db, day)));
  const ids = candidatesByDay.flat().map((candidate) => candidate.eventId);
  const teams =
    ids.length === 0
      ? []
      : await context.db
          .select({ id: events.id, homeTeam: events.homeTeam, awayTeam: events.awayTeam })
          .from(events)
          .where(inArray(events.id, ids));
  const teamsById = new Map(teams.map((row) => [row.id, row]));

  return {
    days: days.map((day, index) => {
      const candidates = (candidatesByDay[index] ?? []).sort(
        (a, b) => a.commenceTime.getTime() - b.commenceTime.getTime() || a.eventId.localeCompare(b.eventId),
      );
      const row = stored.get(day);
      const open = candidates.filter((candidate) => !isLocked(candidate, now));
      const rule = row
        ? null
        : chooseMatchOfTheDay({ date: day, events: open, featuredCompetitions: featured });
      return {
        day,
        chosen: row
          ? {
              eventId: row.eventId,
              chosenBy: row.chosenBy === CHOSEN_BY_ADMINISTRATOR ? 'administrator' : 'rule',
            }
          : null,
        ruleChoice: rule?.ok ? rule.eventId : null,
        picks: picksByDay.get(day) ?? 0,
        candidates: candidates.map((candidate) => ({
          eventId: candidate.eventId,
          competitionKey: candidate.competitionId,
          homeTeam: teamsById.get(candidate.eventId)?.homeTeam ?? null,
          awayTeam: teamsById.get(candidate.eventId)?.awayTeam ?? null,
          commenceTime: candidate.commenceTime.toISOString(),
          bookmakers: candidate.bookmakers,
          eligible: !isLocked(candidate, now) && candidate.bookmakers >= CONSENSUS_MIN_BOOKS,
        })),
      };
    }),
  };
}
