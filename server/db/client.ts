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
import { lockDirectory } from './pglite-lock.ts';
import * as schema from './schema.ts';

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

async function openPostgres(
  databaseUrl: string,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzlePostgres({ client: pool, schema });
  try {
    // Several instances may start together: one migrates while the others wait, then find nothing to do.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
      lockHolder.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    location: describePostgresUrl(databaseUrl),
    close: closeOnce(() => pool.end()),
  };
}

async function openPglite(dataDir: string | 'memory'): Promise<DatabaseHandle> {
  if (dataDir === 'memory') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: 'pglite', location: 'memory', close: closeOnce(() => client.close()) };
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
    return { db, kind: 'pglite', location: directory, close: closeOnce(close) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens the database and brings its schema up to date (migrations in {@link migrationsFolder}). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl or a dataDir.');
  return openPglite(options.dataDir);
}

/** A real round trip: `select 1`. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
