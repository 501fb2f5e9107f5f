import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { credits, jobRuns } from '#server/db/schema.ts';
import { rolloverJob } from '#server/modules/rollover/job.ts';
import { rollOverGameweek } from '#server/modules/rollover/rollover.ts';
import { buildTestApp, postgresUrl, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { quietLog, testClock } from '../predictions/sync-helpers.ts';
import { addPlayer } from '../settlement/fixtures.ts';

let testApp: TestApp;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function creditsOf(userId: string) {
  return db()
    .select({
      typeId: credits.typeId,
      value: credits.value,
      source: credits.source,
      grantKey: credits.grantKey,
    })
    .from(credits)
    .where(eq(credits.userId, userId))
    .orderBy(asc(credits.grantKey));
}

async function creditCount(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(credits);
  return row?.count ?? 0;
}

describe('the gameweek rollover', () => {
  it("gives premium players their week's credits once, at the first run of the gameweek", async () => {
    const premium = await addPlayer(db(), 'PremiumPlayer');
    const player = await addPlayer(db(), 'Player');
    const guest = await addPlayer(db(), 'GuestPlayer');
    const monday = new Date('2026-11-16T00:00:30.000Z');

    expect(await rollOverGameweek(db(), monday)).toEqual({
      gameweek: '2026-W47',
      claimed: true,
      players: 1,
      credits: 2,
    });
    expect(await creditsOf(premium)).toEqual([
      { typeId: 3, value: 1, source: 'premium-gameweek', grantKey: 'premium:2026-W47:ExtraPrediction:1' },
      { typeId: 2, value: 2, source: 'premium-gameweek', grantKey: 'premium:2026-W47:Multiplier:1' },
    ]);
    expect(await creditsOf(player)).toEqual([]);
    expect(await creditsOf(guest)).toEqual([]);
    const [run] = await db().select().from(jobRuns).where(eq(jobRuns.runKey, '2026-W47'));
    expect(run).toMatchObject({
      job: 'gameweek-rollover',
      startedAt: monday,
      finishedAt: monday,
      detail: { players: 1, credits: 2 },
    });

    // Later in the week: claimed already, nothing more.
    const before = await creditCount();
    expect(await rollOverGameweek(db(), new Date('2026-11-18T12:00:00.000Z'))).toEqual({
      gameweek: '2026-W47',
      claimed: false,
    });
    expect(await creditCount()).toBe(before);

    // The next gameweek grants again.
    expect(await rollOverGameweek(db(), new Date('2026-11-23T00:01:00.000Z'))).toMatchObject({
      gameweek: '2026-W48',
      claimed: true,
    });
    expect((await creditsOf(premium)).map((credit) => credit.grantKey)).toContain(
      'premium:2026-W48:Multiplier:1',
    );
  });

  it('grants once when two runs start at the same time', async () => {
    const premium = await addPlayer(db(), 'PremiumPlayer');
    const at = new Date('2026-11-30T00:00:05.000Z');
    const results = await Promise.all([rollOverGameweek(db(), at), rollOverGameweek(db(), at)]);
    expect(results.filter((result) => result.claimed)).toHaveLength(1);
    expect(await creditsOf(premium)).toHaveLength(2);
  });

  it.skipIf(!postgresUrl)(
    'grants once when another instance runs it at the same time (PostgreSQL)',
    async () => {
      const premium = await addPlayer(db(), 'PremiumPlayer');
      const other = await openDatabase({ databaseUrl: testApp.database.url });
      try {
        const at = new Date('2026-12-07T00:00:05.000Z');
        const runs = (database: Database) => Promise.all([1, 2, 3].map(() => rollOverGameweek(database, at)));
        const results = (await Promise.all([runs(db()), runs(other.db)])).flat();
        expect(results.filter((result) => result.claimed)).toHaveLength(1);
        expect(await creditsOf(premium)).toHaveLength(2);
      } finally {
        await other.close();
      }
    },
  );

  it('runs as a job on the context clock', async () => {
    const premium = await addPlayer(db(), 'PremiumPlayer');
    const clock = testClock('2026-12-14T08:00:00.000Z');
    const context = { db: db(), clock, config: testConfig(), feed: null, log: quietLog };
    expect(await rolloverJob.run(context)).toMatchObject({ gameweek: '2026-W51', claimed: true });
    expect(await rolloverJob.run(context)).toMatchObject({ gameweek: '2026-W51', claimed: false });
    expect(await creditsOf(premium)).toHaveLength(2);
  });
});
