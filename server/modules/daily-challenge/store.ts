// The daily challenge's reads: a day's choice, the events that could be the match of the day, and the
// match of the day itself with its h2h market as the landing page shows it.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import {
  competitions,
  dailyChallenges,
  events,
  markets,
  outcomes,
  type DailyChallengeRow,
  type EventRow,
  type OutcomeRow,
} from '#server/db/schema.ts';
import {
  challengeDayRange,
  type ChallengeCandidate,
  type ChallengeDate,
} from '#core/game/daily-challenge.ts';
import type { Executor } from '#server/db/executor.ts';
import { marketsOf } from '#server/modules/odds-sync/index.ts';
import type { EventWithMarkets } from '#server/modules/predictions/index.ts';

/** What the daily challenge's functions run on: a database (or a caller's transaction) and the clock. */
export interface DailyChallengeContext {
  db: Executor;
  clock: Clock;
}

/** How the daily_challenges.chosen_by column names the two ways a day's event is chosen. */
export const CHOSEN_BY_RULE = 'auto';
export const CHOSEN_BY_ADMINISTRATOR = 'admin';

const DAY_MS = 86_400_000;

/** The UTC day before (or, with a positive offset, after) `day`. */
export function dayOffset(day: ChallengeDate, days: number): ChallengeDate {
  const { start } = challengeDayRange(day);
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export async function findChallenge(db: Executor, day: ChallengeDate): Promise<DailyChallengeRow | null> {
  const [row] = await db.select().from(dailyChallenges).where(eq(dailyChallenges.day, day));
  return row ?? null;
}

export async function findChallenges(
  db: Executor,
  days: readonly ChallengeDate[],
): Promise<Map<ChallengeDate, DailyChallengeRow>> {
  const rows = await db
    .select()
    .from(dailyChallenges)
    .where(inArray(dailyChallenges.day, [...days]));
  return new Map(rows.map((row) => [row.day, row]));
}

/**
 * The featured competitions (docs/game-rules.md §7.1): the active ones that carry an h2h market. The game has no
 * separate "featured" list: an administrator features a competition by keeping it active.
 */
export async function featuredCompetitions(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ key: competitions.key, marketTypes: competitions.marketTypes })
    .from(competitions)
    .where(eq(competitions.isActive, true));
  return rows.filter((row) => row.marketTypes.includes('h2h')).map((row) => row.key);
}

export interface DayCandidate extends ChallengeCandidate {
  status: EventRow['status'];
  commenceTime: Date;
  lockTime: Date | null;
}

/**
 * The events starting on `day` whose h2h market can be picked: every outcome priced. Their `bookmakers`
 * is the fewest books behind any one outcome, the number the whole consensus rests on.
 */
export async function dayCandidates(db: Executor, day: ChallengeDate): Promise<DayCandidate[]> {
  const { start, end } = challengeDayRange(day);
  const rows = await db
    .select({
      eventId: events.id,
      competitionId: events.competitionKey,
      commenceTime: events.commenceTime,
      lockTime: events.lockTime,
      status: events.status,
      probability: outcomes.probability,
      booksUsed: outcomes.booksUsed,
    })
    .from(events)
    .innerJoin(markets, and(eq(markets.eventId, events.id), eq(markets.key, 'h2h')))
    .innerJoin(outcomes, eq(outcomes.marketId, markets.id))
    .where(and(gte(events.commenceTime, start), lt(events.commenceTime, end)))
    .orderBy(asc(events.id));
  const byEvent = new Map<string, { candidate: DayCandidate; priced: boolean }>();
  for (const row of rows) {
    const entry = byEvent.get(row.eventId) ?? {
      candidate: {
        eventId: row.eventId,
        competitionId: row.competitionId,
        commenceTime: row.commenceTime,
        lockTime: row.lockTime,
        status: row.status,
        bookmakers: Number.POSITIVE_INFINITY,
      },
      priced: true,
    };
    entry.priced &&= row.probability !== null;
    entry.candidate.bookmakers = Math.min(entry.candidate.bookmakers, row.booksUsed);
    byEvent.set(row.eventId, entry);
  }
  return [...byEvent.values()].filter((entry) => entry.priced).map((entry) => entry.candidate);
}

/** The events with only their h2h market (DailyDayDto shows no other), keyed by id. */
export async function loadChallengeEvents(
  db: Executor,
  eventIds: readonly string[],
): Promise<Map<string, EventWithMarkets>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ event: events, sportId: competitions.sportId })
    .from(events)
    .innerJoin(competitions, eq(competitions.key, events.competitionKey))
    .where(inArray(events.id, [...eventIds]));
  const marketsByEvent = await marketsOf(db, eventIds, 'h2h');
  const result = new Map<string, EventWithMarkets>();
  for (const { event, sportId } of rows) {
    result.set(event.id, { ...event, sportId, markets: marketsByEvent.get(event.id) ?? [] });
  }
  return result;
}

/** The outcomes of an event's h2h market (none when it has no such market). */
export async function h2hOutcomes(db: Executor, eventId: string): Promise<OutcomeRow[]> {
  const rows = await db
    .select({ outcome: outcomes })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(eq(markets.eventId, eventId), eq(markets.key, 'h2h')));
  return rows.map((row) => row.outcome);
}
