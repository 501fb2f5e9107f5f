import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { bookmakerQuotes, competitions, events, markets, outcomes } from '#server/db/schema.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import { ODDS_SYNC_LOCK, syncOdds } from '#server/modules/odds-sync/sync.ts';
import { buildTestApp, postgresUrl, type TestApp } from '../helpers/build-test-app.ts';
import {
  pointsByTheRule,
  quietLog,
  syncer,
  testClock,
  WORKED_EXAMPLE,
  workedExampleFeed,
} from './sync-helpers.ts';

const HOUR = 3_600_000;
// A Wednesday midday: gameweek 2026-W47 has fixtures in every match competition.
const start = '2026-11-18T12:00:00.000Z';
const clock = testClock(start);
let testApp: TestApp;
let sync: ReturnType<typeof syncer>;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  sync = syncer(testApp.app, clock);
});

afterAll(async () => {
  await testApp?.close();
});

function marketRows() {
  return testApp.app.db
    .select({
      marketId: markets.id,
      key: markets.key,
      probability: outcomes.probability,
      points: outcomes.points,
    })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId));
}

function oddsOf(eventId: string) {
  return testApp.app.db
    .select({
      key: markets.key,
      line: markets.line,
      name: outcomes.name,
      probability: outcomes.probability,
      points: outcomes.points,
      updatedAt: outcomes.updatedAt,
    })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(eq(markets.eventId, eventId))
    .orderBy(markets.key, outcomes.name);
}

function quotesOf(eventId: string) {
  return testApp.app.db
    .select({
      bookmakerKey: bookmakerQuotes.bookmakerKey,
      outcomeName: bookmakerQuotes.outcomeName,
      lastUpdate: bookmakerQuotes.lastUpdate,
    })
    .from(bookmakerQuotes)
    .innerJoin(markets, eq(markets.id, bookmakerQuotes.marketId))
    .where(eq(markets.eventId, eventId))
    .orderBy(bookmakerQuotes.bookmakerKey, bookmakerQuotes.outcomeName);
}

describe('syncOdds', () => {
  it('fills events for every match competition this gameweek', async () => {
    const result = await sync.odds();
    expect(result).toMatchObject({ skipped: false, failed: [] });

    const matchCompetitions = await testApp.app.db
      .select({ key: competitions.key })
      .from(competitions)
      .where(and(eq(competitions.isActive, true), eq(competitions.hasOutrights, false)));
    const thisWeek = await testApp.app.db
      .selectDistinct({ key: events.competitionKey })
      .from(events)
      .where(eq(events.gameweek, gameweekOf(clock.now())));
    expect(thisWeek.map((row) => row.key).sort()).toEqual(
      expect.arrayContaining(matchCompetitions.map((row) => row.key).sort()),
    );
    const upcomingWithOdds = await testApp.app.db
      .selectDistinct({ key: events.competitionKey })
      .from(events)
      .innerJoin(markets, eq(markets.eventId, events.id))
      .where(eq(events.gameweek, gameweekOf(clock.now())));
    expect(upcomingWithOdds.map((row) => row.key)).toEqual(
      expect.arrayContaining(matchCompetitions.map((row) => row.key)),
    );
    const quotes = await testApp.app.db.select({ count: sql<number>`count(*)::int` }).from(bookmakerQuotes);
    expect(quotes[0]?.count).toBeGreaterThan(0);
  });

  it("stores probabilities that sum to 1 per market, and each outcome's points from its probability", async () => {
    const rows = await marketRows();
    const sums = new Map<string, number>();
    let priced = 0;
    for (const row of rows) {
      if (row.probability === null) {
        expect(row.points).toBeNull();
        continue;
      }
      priced += 1;
      sums.set(row.marketId, (sums.get(row.marketId) ?? 0) + row.probability);
      expect(row.points).toBe(pointsByTheRule(row.probability, row.key === 'outrights' ? 300 : 100));
    }
    expect(priced).toBeGreaterThan(100);
    for (const sum of sums.values()) expect(sum).toBeCloseTo(1, 9);
  });

  it('stores the worked example of docs/game-rules.md §2.5 at 53, 45 and 17 points', async () => {
    const feed = workedExampleFeed('2026-11-21T17:30:00Z');
    const result = await syncer(testApp.app, clock, feed).odds(['soccer_epl']);
    expect(result).toMatchObject({ skipped: false, failed: [] });
    const rows = await oddsOf(WORKED_EXAMPLE.id);
    expect(rows.map((row) => [row.key, row.name, row.points])).toEqual([
      ['h2h', 'Draw', 45],
      ['h2h', 'Leicester', 53],
      ['h2h', 'Spurs', 17],
    ]);
    const probability = (name: string) => rows.find((row) => row.name === name)?.probability;
    expect(probability('Leicester')).toBeCloseTo(0.18871, 5);
    expect(probability('Draw')).toBeCloseTo(0.22466, 5);
    expect(probability('Spurs')).toBeCloseTo(0.58663, 5);
  });

  it('gives soccer h2h markets a draw and other sports none', async () => {
    const h2h = await testApp.app.db
      .select({ sportId: competitions.sportId, name: outcomes.name })
      .from(outcomes)
      .innerJoin(markets, eq(markets.id, outcomes.marketId))
      .innerJoin(events, eq(events.id, markets.eventId))
      .innerJoin(competitions, eq(competitions.key, events.competitionKey))
      .where(eq(markets.key, 'h2h'));
    const draws = h2h.filter((row) => row.name === 'Draw');
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((row) => row.sportId === 'Football')).toBe(true);
  });

  it("never changes a started event's odds", async () => {
    const [event] = await testApp.app.db
      .select()
      .from(events)
      .where(and(eq(events.competitionKey, 'soccer_epl'), sql`${events.commenceTime} > ${clock.now()}`))
      .orderBy(events.commenceTime)
      .limit(1);
    if (!event) throw new Error('no upcoming EPL event');
    const [later] = await testApp.app.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.competitionKey, 'soccer_epl'),
          sql`${events.commenceTime} > ${new Date(event.commenceTime.getTime() + 2 * HOUR)}`,
        ),
      )
      .orderBy(events.commenceTime)
      .limit(1);
    if (!later) throw new Error('no later EPL event');
    const laterBefore = await quotesOf(later.id);
    const before = await oddsOf(event.id);
    expect(before.length).toBeGreaterThan(0);
    const quotesBefore = await testApp.app.db
      .select()
      .from(bookmakerQuotes)
      .innerJoin(markets, eq(markets.id, bookmakerQuotes.marketId))
      .where(eq(markets.eventId, event.id));

    clock.set(new Date(event.commenceTime.getTime() + HOUR).toISOString());
    expect(await sync.odds(['soccer_epl'])).toMatchObject({ skipped: false, failed: [] });

    expect(await oddsOf(event.id)).toEqual(before);
    const quotesAfter = await testApp.app.db
      .select()
      .from(bookmakerQuotes)
      .innerJoin(markets, eq(markets.id, bookmakerQuotes.marketId))
      .where(eq(markets.eventId, event.id));
    expect(quotesAfter).toEqual(quotesBefore);
    // A later event, not started, did take the new quotes.
    const laterAfter = await quotesOf(later.id);
    expect(laterAfter.map((quote) => quote.lastUpdate)).not.toEqual(
      laterBefore.map((quote) => quote.lastUpdate),
    );
    clock.set(start);
  });

  it('runs one sync at a time: a concurrent one is skipped', async () => {
    const results = await Promise.all([sync.odds(['soccer_epl']), sync.odds(['soccer_epl'])]);
    expect(results.filter((result) => result.skipped)).toHaveLength(1);
    expect(results.filter((result) => !result.skipped)).toHaveLength(1);
    // Once it is done the next one runs.
    expect(await sync.odds(['soccer_epl'])).toMatchObject({ skipped: false });
  });

  it.skipIf(!postgresUrl)('skips while another instance holds the advisory lock (PostgreSQL)', async () => {
    const other = await openDatabase({ databaseUrl: testApp.database.url });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let acquired!: () => void;
      const holding = new Promise<void>((resolve) => (acquired = resolve));
      const holder = other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ODDS_SYNC_LOCK})`);
        acquired();
        await released;
      });
      await holding;
      const result = await syncOdds({
        db: testApp.app.db,
        feed: sync.feed,
        clock,
        log: quietLog,
        competitionKeys: ['soccer_epl'],
      });
      release();
      await holder;
      expect(result).toEqual({ skipped: true });
    } finally {
      await other.close();
    }
  });

  it('takes the advisory lock on this database too (PGlite or PostgreSQL)', async () => {
    const { rows } = await testApp.app.db.transaction((tx) =>
      tx.execute<{ acquired: boolean }>(sql`select pg_try_advisory_xact_lock(${ODDS_SYNC_LOCK}) as acquired`),
    );
    expect(rows[0]?.acquired).toBe(true);
  });
});

describe('syncScores', () => {
  it('marks finished events completed with their scores', async () => {
    clock.set('2026-11-20T12:00:00.000Z');
    expect(await sync.scores(['soccer_efl_champ', 'basketball_nba'])).toMatchObject({
      skipped: false,
      failed: [],
    });
    const finished = await testApp.app.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.status, 'completed'),
          sql`${events.competitionKey} in ('soccer_efl_champ', 'basketball_nba')`,
        ),
      );
    expect(finished.length).toBeGreaterThan(0);
    for (const event of finished) {
      expect(event.commenceTime.getTime()).toBeLessThan(clock.now().getTime());
      expect(event.scores).toHaveLength(2);
      expect(event.scores?.map((score) => score.name).sort()).toEqual(
        [event.homeTeam, event.awayTeam].sort(),
      );
    }
    const notStarted = await testApp.app.db
      .select()
      .from(events)
      .where(sql`${events.commenceTime} > ${clock.now()}`);
    expect(notStarted.every((event) => event.status === 'scheduled' && event.scores === null)).toBe(true);
    clock.set(start);
  });
});
