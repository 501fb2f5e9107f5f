// Decorates `fastify.db`: the Drizzle database, migrated and seeded before any route runs.
import fp from 'fastify-plugin';
import type { ServerConfig } from '#server/config.ts';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseKind } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The background jobs' database (a longer statement limit on PostgreSQL): db/client.ts. */
    jobsDb: Database;
    /** Where the data lives, safe to print. */
    databaseLocation: string;
    /** PGlite is this process's alone (db/pglite-lock.ts); PostgreSQL may have other writers. */
    databaseKind: DatabaseKind;
  }
}

interface DatabasePluginOptions {
  config: ServerConfig;
  /**
   * An open database (its owner closes it), or 'memory' for a throwaway PGlite. Unset: the configured
   * database (DATABASE_URL, else PGlite in DATA_DIR), closed with the app.
   */
  database?: DatabaseHandle | 'memory';
}

export default fp<DatabasePluginOptions>(
  async (fastify, { config, database }) => {
    const owned = database === undefined || database === 'memory';
    const handle =
      database === undefined || database === 'memory'
        ? await openDatabase({
            databaseUrl: database === 'memory' ? undefined : config.databaseUrl,
            dataDir: database === 'memory' ? 'memory' : config.dataDir,
            timeouts: config.databaseTimeouts,
            onPoolError: (error) => fastify.log.error({ err: error }, 'An idle database connection failed'),
          })
        : database;
    try {
      if (await seedReferenceData(handle.db))
        fastify.log.info('Seeded sports, competitions and e-mail types');
    } catch (error) {
      if (owned) await handle.close();
      throw error;
    }
    if (owned) fastify.addHook('onClose', () => handle.close());

    fastify.decorate('db', handle.db);
    fastify.decorate('jobsDb', handle.jobsDb);
    fastify.decorate('databaseLocation', handle.location);
    fastify.decorate('databaseKind', handle.kind);
  },
  { name: 'database' },
);
