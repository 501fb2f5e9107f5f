import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../../server/db/schema.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { testClock } from './sync-helpers.ts';

function lineCollector() {
  const lines: { msg?: string; level: number }[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string; level: number }) },
  };
}

describe('the jobs plugin', () => {
  it('runs an odds sync at startup with the demo feed, and finishes it before the app closes', async () => {
    const logs = lineCollector();
    const testApp = await buildTestApp({
      jobs: true,
      clock: testClock('2026-11-18T12:00:00.000Z'),
      config: { logLevel: 'info' },
      logStream: logs.stream,
    });
    // close() waits for the running sync (preClose), then the database closes.
    await testApp.app.close();
    expect(logs.lines.some((line) => line.msg === 'Odds synced')).toBe(true);
    expect(logs.lines.filter((line) => line.level >= 50)).toEqual([]);
    await testApp.database.close();
  });

  it('starts no job for The Odds API yet, and says so', async () => {
    const logs = lineCollector();
    const testApp = await buildTestApp({
      jobs: true,
      config: { logLevel: 'info', oddsProvider: 'the-odds-api', oddsApiKey: 'key' },
      logStream: logs.stream,
    });
    try {
      expect(logs.lines.map((line) => line.msg)).toContain(
        'The Odds API feed is not wired yet; no odds will sync',
      );
      const rows = await testApp.app.db.select({ count: sql<number>`count(*)::int` }).from(events);
      expect(rows[0]?.count).toBe(0);
    } finally {
      await testApp.close();
    }
  });

  it('is off with jobs: false (the test default)', async () => {
    const testApp = await buildTestApp({ clock: testClock('2026-11-18T12:00:00.000Z') });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const rows = await testApp.app.db.select({ count: sql<number>`count(*)::int` }).from(events);
      expect(rows[0]?.count).toBe(0);
    } finally {
      await testApp.close();
    }
  });
});
