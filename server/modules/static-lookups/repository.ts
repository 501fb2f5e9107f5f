// Reads the lookup tables. Decorates `fastify.staticLookupsRepository`.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import {
  competitions,
  emailTypes,
  sports,
  type CompetitionRow,
  type EmailTypeRow,
  type SportRow,
} from '#server/db/schema.ts';

interface SportFilter {
  isActive?: boolean;
}

interface CompetitionFilter {
  isActive?: boolean;
  hasOutrights?: boolean;
}

export interface StaticLookupsRepository {
  listSports(filter?: SportFilter): Promise<SportRow[]>;
  listCompetitions(filter?: CompetitionFilter): Promise<CompetitionRow[]>;
  listEmailTypes(): Promise<EmailTypeRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staticLookupsRepository: StaticLookupsRepository;
  }
}

function createStaticLookupsRepository(db: Database): StaticLookupsRepository {
  return {
    listSports(filter = {}) {
      const where = filter.isActive === undefined ? undefined : eq(sports.isActive, filter.isActive);
      return db.select().from(sports).where(where).orderBy(asc(sports.sortOrder), asc(sports.id));
    },
    listCompetitions(filter = {}) {
      const conditions: SQL[] = [];
      if (filter.isActive !== undefined) conditions.push(eq(competitions.isActive, filter.isActive));
      if (filter.hasOutrights !== undefined)
        conditions.push(eq(competitions.hasOutrights, filter.hasOutrights));
      return db
        .select()
        .from(competitions)
        .where(and(...conditions))
        .orderBy(asc(competitions.sportId), asc(competitions.sortOrder), asc(competitions.key));
    },
    listEmailTypes() {
      return db.select().from(emailTypes).orderBy(asc(emailTypes.id));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('staticLookupsRepository', createStaticLookupsRepository(fastify.db));
  },
  { name: 'static-lookups-repository', dependencies: ['database'] },
);
