// Builds the app for a test file on a database of its own: a fresh in-memory PGlite, or, when
// DATABASE_URL is set (CI runs the suite on PostgreSQL too), a brand-new database created on that server
// for this file and dropped afterwards. With REDIS_URL set, rate limits are counted in Redis under a
// namespace of their own.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createApp, type AppOptions } from '#server/app.ts';
import type { ServerConfig } from '#server/config.ts';
import { defaultDatabaseTimeouts } from '#server/database-timeouts.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { checkAgainstDocument } from './contract-check.ts';

export const postgresUrl = process.env.DATABASE_URL || undefined;
export const redisUrl = process.env.REDIS_URL || undefined;

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The database's own URL on PostgreSQL (to open a second connection to it); undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onAdminConnection<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A brand-new, empty PostgreSQL database on the DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('createPostgresDatabase needs DATABASE_URL');
  const name = `longshot_t_${randomBytes(6).toString('hex')}`;
  await onAdminConnection((client) => client.query(`create database ${name}`));
  return {
    url: withDatabaseName(postgresUrl, name),
    async drop() {
      await onAdminConnection((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A migrated, empty (unseeded) database for this test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!postgresUrl) {
    const handle = await openDatabase({ dataDir: 'memory' });
    return { handle, url: undefined, close: () => handle.close() };
  }
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: created.url });
  return {
    handle,
    url: created.url,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 3000,
    host: 'localhost',
    // Unused: the app gets its database from the helper.
    dataDir: join(tmpdir(), 'longshot-test-data'),
    databaseUrl: undefined,
    databaseTimeouts: defaultDatabaseTimeouts,
    redisUrl,
    smtpUrl: undefined,
    mailFrom: 'Longshot <no-reply@localhost>',
    publicUrl: 'http://localhost:3000',
    oddsProvider: 'demo',
    oddsApiKey: undefined,
    oddsDemoSeed: 'longshot',
    paymentsProvider: 'local',
    stripeSecretKey: undefined,
    stripeWebhookSecret: undefined,
    stripeApiBase: undefined,
    premiumPlan: { amountCents: 499, currency: 'USD', interval: 'month' },
    jwtSecret: 'a-test-secret-that-is-at-least-32-characters-long',
    logLevel: 'silent',
    // No SPA unless a test gives one.
    staticDir: join(tmpdir(), 'longshot-no-static-dir'),
    trustProxy: false,
    rateLimitMax: 1000,
    captchaProvider: 'dev',
    captchaSecret: undefined,
    devOutbox: true,
    guestSignupsPerHour: 30,
    cspScriptOrigins: [],
    clockControl: false,
    oddsApiMonthlyCredits: 500,
    oddsApiBaseUrl: 'https://api.the-odds-api.com',
    // A directory of this process's own: a test that uploads gives its own.
    fileStorage: { kind: 'disk', directory: join(tmpdir(), `longshot-test-files-${process.pid}`) },
    fileMaxBytes: 2 * 1024 * 1024,
    ...overrides,
  };
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'config' | 'database'>> {
  /** Share a database between apps of one file; unset: a new one, closed with the app. */
  database?: TestDatabase;
  config?: Partial<ServerConfig>;
  /** Add routes (a throwing one, say) before the app is made ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /**
   * Closes the app, and the database when this app opened it; then fails if any answer broke the OpenAPI
   * document (helpers/contract-check.ts).
   */
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database: shared, config, beforeReady, ...appOptions } = options;
  const database = shared ?? (await openTestDatabase());
  const app = createApp({
    rateLimitNamespace: `longshot-test:${randomBytes(6).toString('hex')}:`,
    // No background syncs: tests run them by hand.
    jobs: false,
    ...appOptions,
    config: testConfig(config),
    database: database.handle,
  });
  // The contract test: every answer is checked against the document; close() fails on a mismatch.
  const contract = checkAgainstDocument(app);
  try {
    await beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!shared) await database.close();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!shared) await database.close();
      const broken = contract.problems();
      if (broken.length > 0) {
        throw new Error(`Answers that break the OpenAPI document:\n${broken.join('\n')}`);
      }
    },
  };
}
