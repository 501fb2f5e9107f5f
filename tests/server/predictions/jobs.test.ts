import { ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitions, events, jobRuns } from '#server/db/schema.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { buildTestApp, openTestDatabase, type TestDatabase } from '../helpers/build-test-app.ts';
import { testClock } from './sync-helpers.ts';

interface LogLine {
  msg?: string;
  level: number;
  job?: string;
}

function lineCollector() {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
}

async function count(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  table: typeof events | typeof jobRuns,
) {
  const rows = await app.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return rows[0]?.count ?? 0;
}

/** A database with one competition active: a sync of every competition takes long on a busy machine. */
async function oneCompetitionDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  await seedReferenceData(database.handle.db);
  await database.handle.db
    .update(competitions)
    .set({ isActive: false })
    .where(ne(competitions.key, 'soccer_epl'));
  return database;
}

async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('Timed out waiting for the startup jobs');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the jobs plugin', () => {
  it('runs every job once at startup, in order, with the demo feed', async () => {
    const logs = lineCollector();
    const database = await oneCompetitionDatabase();
    const testApp = await buildTestApp({
      database,
      jobs: true,
      clock: testClock('2026-11-18T12:00:00.000Z'),
      config: { logLevel: 'debug' },
      logStream: logs.stream,
    });
    try {
      const done = () =>
        logs.lines
          .filter((line) => line.msg?.startsWith('Job ') && line.msg.endsWith(' done'))
          .map((line) => line.job);
      await waitFor(() => done().length >= 11);
      expect(done()).toEqual([
        'odds-sync',
        'scores-sync',
        'bot-picks',
        'settlement',
        'gameweek-rollover',
        'subscription-renewal',
        'premium-expiry',
        'daily-challenge-choice',
        'daily-challenge-settlement',
        'standings',
        'player-mail',
      ]);
      expect(logs.lines.some((line) => line.msg === 'Odds synced')).toBe(true);
      expect(logs.lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await testApp.close();
      await database.close();
    }
  });

  it('lets the running job finish before the app closes its database', async () => {
    const logs = lineCollector();
    const database = await oneCompetitionDatabase();
    const testApp = await buildTestApp({
      database,
      jobs: true,
      clock: testClock('2026-11-18T12:00:00.000Z'),
      config: { logLevel: 'debug' },
      logStream: logs.stream,
    });
    // Straight away: the odds sync has started. close() waits for it (preClose), then the database closes.
    await testApp.app.close();
    await database.close();
    const ran = logs.lines.filter((line) => line.msg?.startsWith('Job ')).map((line) => line.job);
    expect(ran[0]).toBe('odds-sync');
    expect(logs.lines.some((line) => line.msg === 'Odds synced')).toBe(true);
    // Nothing failed on a closed database.
    expect(logs.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('starts nothing with jobs: false (the test default), but runNow still runs every job once', async () => {
    const database = await oneCompetitionDatabase();
    const testApp = await buildTestApp({ database, clock: testClock('2026-11-18T12:00:00.000Z') });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await count(testApp.app, events)).toBe(0);
      expect(await count(testApp.app, jobRuns)).toBe(0);
      await testApp.app.jobs.runNow();
      expect(await count(testApp.app, events)).toBeGreaterThan(0);
      const claims = await testApp.app.db.select().from(jobRuns);
      expect(claims).toContainEqual(
        expect.objectContaining({ job: 'gameweek-rollover', runKey: '2026-W47' }),
      );
    } finally {
      await testApp.close();
      await database.close();
    }
  });
});
