import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '#server/db/client.ts';
import { DatabaseLockedError } from '#server/db/pglite-lock.ts';
import { competitionsSeed, emailTypesSeed, sportsSeed } from '#server/db/reference-data.ts';
import { competitions, emailTypes, sports } from '#server/db/schema.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import {
  createPostgresDatabase,
  openTestDatabase,
  postgresUrl,
  type TestDatabase,
} from './helpers/build-test-app.ts';

/** The SQL migrations drizzle-kit generated (server/db/migrations/*.sql). */
const migrationCount = () => readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;

async function counts(db: Database) {
  const result = await db.execute<{ sports: number; competitions: number; email_types: number }>(sql`
    select (select count(*)::int from ${sports}) as sports,
           (select count(*)::int from ${competitions}) as competitions,
           (select count(*)::int from ${emailTypes}) as email_types`);
  const row = result.rows[0];
  return row
    ? { sports: row.sports, competitions: row.competitions, emailTypes: row.email_types }
    : undefined;
}

describe('migrations and seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the tables from the generated migration, recorded once', async () => {
    const tables = await database.handle.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'admin_audit',
      'board_scores',
      'boards',
      'bookmaker_quotes',
      'bot_picks',
      'bot_standings',
      'bundle_redemptions',
      'bundles',
      'competitions',
      'credits',
      'daily_challenges',
      'daily_picks',
      'dev_clock_offsets',
      'email_types',
      'email_unsubscriptions',
      'events',
      'feedback',
      'job_runs',
      'league_members',
      'leagues',
      'ledger_entries',
      'markets',
      'news_messages',
      'outbox',
      'outcome_settlements',
      'outcomes',
      'payment_checkouts',
      'payment_events',
      'payments',
      'player_notifications',
      'predictions',
      'premium_entitlements',
      'recovery_codes',
      'refresh_tokens',
      'seasons',
      'sports',
      'standings',
      'standings_counted',
      'standings_dirty',
      'standings_dirty_events',
      'subscriptions',
      'user_tokens',
      'users',
    ]);
    const applied = await database.handle.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
    // 0000_foundation, 0001_accounts, 0002_events_and_odds, 0003_game_play, 0004_settlement_speed,
    // 0005_outcome_settlements, 0006_leagues, 0007_standings, 0008_benchmark_bots,
    // 0009_standings_by_difference, 0010_dev_clock_offset, 0011_standings_by_board, 0012_bundles, 0013_payments,
    // 0014_feedback, 0015_terms_acceptance, 0016_account_deletion, 0017_admin_audit, 0018_player_notifications
    // and 0019_event_result_correction.
    expect(applied.rows).toHaveLength(20);
    expect(migrationCount()).toBe(20);
    expect(await counts(database.handle.db)).toEqual({ sports: 0, competitions: 0, emailTypes: 0 });
  });

  it('seeds the ten sports, fourteen competitions and the e-mail types, then does nothing again', async () => {
    const { db } = database.handle;
    expect(await seedReferenceData(db)).toBe(true);
    expect(await counts(db)).toEqual({ sports: 10, competitions: 14, emailTypes: 4 });
    expect(await db.select().from(sports).orderBy(sports.sortOrder)).toEqual(sportsSeed);

    await db
      .update(sports)
      .set({ isActive: false })
      .where(sql`${sports.id} = 'Golf'`);
    expect(await seedReferenceData(db)).toBe(false);
    expect(await counts(db)).toEqual({ sports: 10, competitions: 14, emailTypes: 4 });
    // The seed never overwrites what an admin changed.
    const [golf] = await db
      .select()
      .from(sports)
      .where(sql`${sports.id} = 'Golf'`);
    expect(golf?.isActive).toBe(false);
  });

  it('covers every sport key of the odds research, mapped to its sport', () => {
    expect(Object.fromEntries(competitionsSeed.map((c) => [c.key, c.sportId]))).toEqual({
      soccer_epl: 'Football',
      soccer_fa_cup: 'Football',
      soccer_efl_champ: 'Football',
      basketball_nba: 'Basketball',
      cricket_ipl: 'Cricket',
      aussierules_afl: 'AussieRules',
      baseball_mlb: 'Baseball',
      icehockey_nhl: 'IceHockey',
      tennis_atp_us_open: 'Tennis',
      rugbyleague_nrl: 'RugbyLeague',
      americanfootball_nfl: 'AmericanFootball',
      basketball_nba_championship_winner: 'Basketball',
      golf_masters_tournament_winner: 'Golf',
      americanfootball_nfl_super_bowl_winner: 'AmericanFootball',
    });
    expect(competitionsSeed.filter((c) => c.hasOutrights).map((c) => [c.displayName, c.marketTypes])).toEqual(
      [
        ['Masters winners', ['outrights']],
        ['NFL Super Bowl winners', ['outrights']],
        ['NBA winners', ['outrights']],
      ],
    );
    expect(emailTypesSeed.map((e) => e.key)).toEqual([
      'weekly-reminder',
      'results',
      'league-activity',
      'news-and-offers',
    ]);
  });

  it('seeds once when two instances start on a new database at the same moment', async () => {
    const { db } = database.handle;
    await db.delete(competitions);
    await db.delete(sports);
    await db.delete(emailTypes);
    // On PostgreSQL the second instance has its own connection pool, as a second process would.
    const second = database.url ? await openDatabase({ databaseUrl: database.url }) : database.handle;
    try {
      const results = await Promise.all([seedReferenceData(db), seedReferenceData(second.db)]);
      expect(results).toContain(true);
      expect(await counts(db)).toEqual({ sports: 10, competitions: 14, emailTypes: 4 });
    } finally {
      if (second !== database.handle) await second.close();
    }
  });
});

describe.runIf(postgresUrl)('two instances starting on one new PostgreSQL database', () => {
  it('migrate one after the other (an advisory lock), applying each migration once', async () => {
    const created = await createPostgresDatabase();
    try {
      const handles = await Promise.all([
        openDatabase({ databaseUrl: created.url }),
        openDatabase({ databaseUrl: created.url }),
      ]);
      const applied = await handles[0].db.execute(sql`select hash from drizzle.__drizzle_migrations`);
      // Every migration in the folder, each once.
      expect(applied.rows).toHaveLength(migrationCount());
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await created.drop();
    }
  });
});

describe('the PGlite data directory lock', () => {
  let root: string;
  let dataDir: string;
  let lockFile: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'longshot-lock-'));
    dataDir = join(root, 'data');
    lockFile = join(dataDir, 'pglite.lock');
    const first = await openDatabase({ dataDir });
    await seedReferenceData(first.db);
    await first.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second open of the same directory, naming it and the owner pid; released on close', async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(
        `The database directory ${join(dataDir, 'pglite')} is in use by another Longshot process (pid ${process.pid}).`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
    await first.close(); // closing twice is harmless
  });

  it('takes over a stale lock left by a process that is gone, and keeps the data', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']);
    expect(gone.pid).toBeGreaterThan(0);
    writeFileSync(lockFile, `${gone.pid}\n`);

    const after = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      expect(await counts(after.db)).toEqual({ sports: 10, competitions: 14, emailTypes: 4 });
    } finally {
      await after.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });
});
