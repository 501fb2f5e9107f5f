// What a player's stats are made of (aggregate.ts sums them): their live picks with where they stand,
// what each was on, their credits, their redeemed bonus points and their rank on each gameweek's overall
// board. Five queries, whatever the player's history.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SportId } from '#core/contract/static-lookups.ts';
import type { Executor } from '#server/db/executor.ts';
import { competitions, credits, events, ledgerEntries } from '#server/db/schema.ts';
import { weeklyRanksOf } from '#server/modules/leaderboards/index.ts';
import { livePicks } from '#server/modules/picks/index.ts';
import type { StatsPick, StatsSources } from './aggregate.ts';

async function picksOf(db: Executor, userId: string): Promise<StatsPick[]> {
  const picks = await livePicks(db, userId);
  const eventIds = [...new Set(picks.map((pick) => pick.prediction.eventId))];
  const described =
    eventIds.length === 0
      ? []
      : await db
          .select({
            id: events.id,
            homeTeam: events.homeTeam,
            awayTeam: events.awayTeam,
            title: competitions.title,
            sport: competitions.sportId,
          })
          .from(events)
          .innerJoin(competitions, eq(competitions.key, events.competitionKey))
          .where(inArray(events.id, eventIds));
  const byId = new Map(described.map((event) => [event.id, event]));
  return picks.flatMap(({ prediction, settlement }) => {
    const event = byId.get(prediction.eventId);
    if (!event) return [];
    return [
      {
        eventId: prediction.eventId,
        event:
          event.homeTeam !== null && event.awayTeam !== null
            ? `${event.homeTeam} v ${event.awayTeam}`
            : event.title,
        outcome: prediction.outcomeName,
        game: prediction.game,
        gameweek: prediction.gameweek,
        sport: event.sport as SportId,
        market: prediction.marketKey,
        probability: prediction.probability,
        result: settlement.result?.kind ?? null,
        base: settlement.base,
        boosted: settlement.boosted,
        multiplier: prediction.multiplier,
      },
    ];
  });
}

export async function statsSourcesOf(db: Executor, userId: string): Promise<StatsSources> {
  const [picks, held, bonuses, ranks] = await Promise.all([
    picksOf(db, userId),
    db
      .select({ type: credits.typeId, redeemedAt: credits.redeemedAt })
      .from(credits)
      .where(eq(credits.userId, userId)),
    db
      .select({ gameweek: ledgerEntries.gameweek, points: sql<number>`sum(${ledgerEntries.boosted})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'bonus')))
      .groupBy(ledgerEntries.gameweek),
    weeklyRanksOf(db, userId),
  ]);
  return {
    picks,
    credits: held.map((credit) => ({ type: credit.type, redeemed: credit.redeemedAt !== null })),
    bonuses: bonuses.map((bonus) => ({ gameweek: bonus.gameweek, points: Number(bonus.points) })),
    ranks,
  };
}
