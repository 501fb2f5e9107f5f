// Several instances refresh the standings at once: one does the work, the others skip, and nothing counts
// twice. On PostgreSQL (DATABASE_URL) the second refresher is another connection pool, as another instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { addEvent, addPick, addPlayer, setResult } from '../settlement/fixtures.ts';

let testApp: TestApp;
let second: DatabaseHandle | null = null;
beforeAll(async () => {
  testApp = await buildTestApp();
  if (testApp.database.url) second = await openDatabase({ databaseUrl: testApp.database.url });
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
});

describe('two refreshers at once', () => {
  it('never count a settlement twice', async () => {
    const db = testApp.app.db;
    const at = new Date('2030-05-08T15:00:00.000Z');
    const now = new Date('2030-05-08T20:00:00.000Z');
    const event = await addEvent(db, { commenceTime: at });
    const players: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const userId = await addPlayer(db);
      players.push(userId);
      await addPick(db, {
        userId,
        event,
        outcome: 'Home FC',
        probability: 0.5,
        multiplier: 2,
        commenceTime: at,
      });
    }
    await setResult(db, event, { status: 'completed', score: [1, 0], resultUpdatedAt: now });
    await db.transaction((tx) => settleEvent(tx, event.id, now));
    const other = second?.db ?? db;
    const runs = await Promise.all([
      refreshStandings(db, now),
      refreshStandings(other, now),
      refreshStandings(db, now),
    ]);
    // Whatever ran first took the marks; a refresh that skipped left nothing behind.
    await refreshStandings(db, now);
    expect(runs.some((run) => !run.skipped)).toBe(true);
    const { rows } = await db.execute<{ players: number; boosted: number; above: number }>(sql`
      select bs.players, bs.boosted, bs.above from board_scores bs join boards b on b.id = bs.board_id
      where b.period = 4 and b.period_key = '2030-W19' and b.scope = 0`);
    expect(rows).toEqual([{ players: 30, boosted: 40, above: 0 }]);
    const { rows: sums } = await db.execute<{ n: number; boosted: number }>(sql`
      select count(*)::int as n, sum(s.boosted)::int as boosted from standings s join boards b on b.id = s.board_id
      where b.period = 4 and b.period_key = '2030-W19' and b.scope = 0`);
    expect(sums).toEqual([{ n: 30, boosted: 1200 }]);
  });
});
