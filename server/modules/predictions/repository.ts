// Reads the synced events with their markets and outcomes. Decorates `fastify.predictionsRepository`.
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { SportId } from '#core/contract/static-lookups.ts';
import type { Database } from '#server/db/client.ts';
import { competitions, events, seasons, type EventRow, type SeasonRow } from '#server/db/schema.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import { marketsOf, type MarketWithOutcomes } from '#server/modules/odds-sync/index.ts';

/** One gameweek's events, or (archived or not) one season's. */
type EventFilter = ({ gameweek: GameweekId } | { seasonId: string }) & {
  sportId?: SportId;
  competitionKey?: string;
};

export interface EventWithMarkets extends EventRow {
  sportId: SportId;
  markets: MarketWithOutcomes[];
}

export interface PredictionsRepository {
  competitionExists(key: string): Promise<boolean>;
  /** The events of a gameweek (or a season) by kick-off, each with its markets and their outcomes. */
  listEvents(filter: EventFilter): Promise<EventWithMarkets[]>;
  findSeason(id: string): Promise<SeasonRow | undefined>;
  /** A competition's seasons (every season without one), newest first. */
  listSeasons(competitionKey?: string): Promise<SeasonRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    predictionsRepository: PredictionsRepository;
  }
}

function createPredictionsRepository(db: Database): PredictionsRepository {
  return {
    async competitionExists(key) {
      const rows = await db
        .select({ key: competitions.key })
        .from(competitions)
        .where(eq(competitions.key, key));
      return rows.length > 0;
    },
    async listEvents(filter) {
      const conditions: SQL[] = [
        'seasonId' in filter ? eq(events.seasonId, filter.seasonId) : eq(events.gameweek, filter.gameweek),
      ];
      if (filter.sportId) conditions.push(eq(competitions.sportId, filter.sportId));
      if (filter.competitionKey) conditions.push(eq(events.competitionKey, filter.competitionKey));
      const rows = await db
        .select({ event: events, sportId: competitions.sportId })
        .from(events)
        .innerJoin(competitions, eq(competitions.key, events.competitionKey))
        .where(and(...conditions))
        .orderBy(asc(events.commenceTime), asc(events.id));
      if (rows.length === 0) return [];

      const marketsByEvent = await marketsOf(
        db,
        rows.map((row) => row.event.id),
      );
      return rows.map(({ event, sportId }) => ({
        ...event,
        sportId,
        markets: marketsByEvent.get(event.id) ?? [],
      }));
    },
    async findSeason(id) {
      const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
      return row;
    },
    async listSeasons(competitionKey) {
      return db
        .select()
        .from(seasons)
        .where(competitionKey === undefined ? undefined : eq(seasons.competitionKey, competitionKey))
        .orderBy(desc(seasons.startsAt), asc(seasons.id));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('predictionsRepository', createPredictionsRepository(fastify.db));
  },
  { name: 'predictions-repository', dependencies: ['database'] },
);
