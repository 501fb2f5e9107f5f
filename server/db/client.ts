// The one place that picks the database: node-postgres when DATABASE_URL is set, else embedded PGlite.
// Both hide behind one Drizzle type, so nothing else knows which it talks to.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { defaultDatabaseTimeouts, type DatabaseTimeouts } from '#server/database-timeouts.ts';
import { GuardedPool } from './guarded-pool.ts';
import { lockDirectory } from './pglite-lock.ts';
import * as schema from './schema.ts';
import { withinTime } from './unavailable.ts';

/** What both drivers' raw results have in common: `db.execute(sql...)` gives `{ rows }` on either. */
interface QueryResultWithRows extends PgQueryResultHKT {
  type: Rows<Assume<this['row'], Record<string, unknown>>>;
}
interface Rows<T> {
  rows: T[];
}

export type Database = PgDatabase<QueryResultWithRows, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  /**
   * The background jobs' database: on PostgreSQL a small pool of its own whose statements may run for
   * DATABASE_JOB_STATEMENT_TIMEOUT_MS (a batch would fail at the requests' limit); on PGlite `db` itself.
   */
  jobsDb: Database;
  kind: DatabaseKind;
  /** Where the data lives, safe to print: a directory, "memory", or a URL without credentials. */
  location: string;
  /** Closes the connection(s) and releases the PGlite lock. Safe to call more than once. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use that server. */
  databaseUrl?: string;
  /** Without databaseUrl: PGlite in `<dataDir>/pglite`, or in memory (tests). */
  dataDir?: string | 'memory';
  /** Errors of idle pooled connections (a restarted server, a dropped network), which have no caller. */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL only (PGlite runs in this process: it cannot be cut off). Unset: the defaults. */
  timeouts?: DatabaseTimeouts;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant: it names "the Longshot migration" among PostgreSQL's advisory locks. */
const migrationLockKey = 7_346_201;

function describePostgresUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `postgres://${url.host}${url.pathname}`;
}

function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * A pool's limits, so that a silent partition fails a request (or a job) instead of holding it until TCP
 * gives up: opening (or waiting for) a connection, each statement on the server, the client's
 * wait for an answer (a second past the server's limit, so that the server's own cancel normally comes
 * first and leaves the connection usable; the client's is for a server that cannot be heard at all), and a
 * transaction left idle. Keep-alive lets an idle connection to a vanished server be noticed and dropped.
 */
function poolConfig(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
  max: number,
  statementMs: number,
): pg.PoolConfig {
  return {
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: statementMs,
    query_timeout: statementMs + 1000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  };
}

/**
 * Migrations run on a pool of their own without statement limits: waiting for another instance's migration
 * (the advisory lock) or rewriting a large table may rightly take longer than any request should.
 */
async function migratePostgresDatabase(databaseUrl: string, timeouts: DatabaseTimeouts): Promise<void> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
  });
  pool.on('error', () => undefined); // an idle connection's failure has no caller; the next query reports it
  try {
    // Several instances may start together: one migrates while the others wait, then find nothing to do.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePostgres(drizzlePostgres({ client: pool, schema }), { migrationsFolder });
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
      lockHolder.release();
    }
  } finally {
    await pool.end();
  }
}

async function openPostgres(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  await migratePostgresDatabase(databaseUrl, timeouts);
  // Transactions (saves, redemptions, sign-ups) may hold 7 of the 10 connections: the events view's reads
  // always find one of the other 3 (bench:api's save-under-reads).
  const pool = new GuardedPool({
    ...poolConfig(databaseUrl, timeouts, 10, timeouts.statementMs),
    checkoutsAtMost: 7,
  });
  const jobsPool = new GuardedPool(poolConfig(databaseUrl, timeouts, 3, timeouts.jobStatementMs));
  for (const each of [pool, jobsPool]) each.on('error', (error) => onPoolError?.(error));
  return {
    db: drizzlePostgres({ client: pool, schema }),
    jobsDb: drizzlePostgres({ client: jobsPool, schema }),
    kind: 'postgres',
    location: describePostgresUrl(databaseUrl),
    close: closeOnce(async () => {
      await Promise.all([pool.end(), jobsPool.end()]);
    }),
  };
}

async function openPglite(dataDir: string | 'memory'): Promise<DatabaseHandle> {
  if (dataDir === 'memory') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db, jobsDb: db, kind: 'pglite', location: 'memory', close: closeOnce(() => client.close()) };
  }

  const directory = join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDirectory(directory, join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(directory);
    const db = drizzlePglite({ client, schema });
    try {
      await migratePglite(db, { migrationsFolder });
    } catch (error) {
      await client.close();
      throw error;
    }
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    };
    return { db, jobsDb: db, kind: 'pglite', location: directory, close: closeOnce(close) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens the database and brings its schema up to date (migrations in {@link migrationsFolder}). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.timeouts ?? defaultDatabaseTimeouts,
      options.onPoolError,
    );
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl or a dataDir.');
  return openPglite(options.dataDir);
}

/**
 * A real round trip, `select 1`, given `timeoutMs` at most: a database that cannot be heard fails it then,
 * whatever the pool's own limits (DatabaseTimeoutError).
 */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  await withinTime(db.execute(sql`select 1`), timeoutMs, 'select 1');
}
