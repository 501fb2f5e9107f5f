// The sync against the demo feed: every event written gets its season, seasons that end are archived,
// outrights lock at their betting close (the demo feed's commence time), keep repricing until then and
// freeze after, and at any time of the year at least one outright is open to pick.
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionByKey, type OutrightCompetition } from '#server/feeds/demo/competitions.ts';
import { currentSeason, seasonWinner } from '#server/feeds/demo/outrights.ts';
import { ratingBook } from '#server/feeds/demo/strengths.ts';
import { events, markets, outcomes, seasons } from '#server/db/schema.ts';
import { seasonOf } from '#core/game/season.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { syncer, testClock } from './sync-helpers.ts';

const DAY = 86_400_000;
const SEED = 'longshot';
const outrightKeys = [
  'basketball_nba_championship_winner',
  'golf_masters_tournament_winner',
  'americanfootball_nfl_super_bowl_winner',
];
const matchKeys = ['soccer_epl', 'basketball_nba', 'americanfootball_nfl', 'baseball_mlb'];
const clock = testClock('2026-11-18T12:00:00.000Z');
let testApp: TestApp;
let sync: ReturnType<typeof syncer>;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  sync = syncer(testApp.app, clock);
});

afterAll(async () => {
  await testApp?.close();
});

function eventsOf(competitionKey: string) {
  return testApp.app.db.select().from(events).where(eq(events.competitionKey, competitionKey));
}

async function outrightEvent(competitionKey: string, commenceIso: string) {
  const [event] = await testApp.app.db
    .select()
    .from(events)
    .where(and(eq(events.competitionKey, competitionKey), eq(events.commenceTime, new Date(commenceIso))));
  if (!event) throw new Error(`no ${competitionKey} event commencing ${commenceIso}`);
  return event;
}

function pricesOf(eventId: string) {
  return testApp.app.db
    .select({ name: outcomes.name, probability: outcomes.probability, updatedAt: outcomes.updatedAt })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(eq(markets.eventId, eventId), isNotNull(outcomes.probability)))
    .orderBy(outcomes.name);
}

/** Outright events a player could pick now: lock ahead and at least one priced runner. */
async function openOutrights(): Promise<string[]> {
  const rows = await testApp.app.db
    .selectDistinct({ key: events.competitionKey })
    .from(events)
    .innerJoin(markets, eq(markets.eventId, events.id))
    .innerJoin(outcomes, eq(outcomes.marketId, markets.id))
    .where(
      and(
        isNull(events.homeTeam),
        eq(events.status, 'scheduled'),
        gt(events.lockTime, clock.now()),
        isNotNull(outcomes.probability),
      ),
    );
  return rows.map((row) => row.key).sort();
}

describe('seasons', () => {
  it('gives every event it writes the season holding its kick-off, and writes that season', async () => {
    expect(await sync.odds([...matchKeys, ...outrightKeys])).toMatchObject({ skipped: false, failed: [] });

    for (const key of [...matchKeys, ...outrightKeys]) {
      const rows = await eventsOf(key);
      expect(rows.length).toBeGreaterThan(0);
      for (const event of rows) expect(event.seasonId).toBe(seasonOf(key, event.commenceTime).id);
    }
    const written = await testApp.app.db.select().from(seasons).orderBy(seasons.id);
    expect(
      written.map((season) => [
        season.id,
        season.label,
        season.startsAt.toISOString(),
        season.endsAt.toISOString(),
        season.archivedAt,
      ]),
    ).toEqual([
      ['americanfootball_nfl:2026', '2026', '2026-03-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z', null],
      // The Super Bowl market of the season that kicked off in September 2026.
      [
        'americanfootball_nfl_super_bowl_winner:2026',
        '2026',
        '2026-03-01T00:00:00.000Z',
        '2027-03-01T00:00:00.000Z',
        null,
      ],
      ['baseball_mlb:2026', '2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z', null],
      ['basketball_nba:2026-27', '2026-27', '2026-07-01T00:00:00.000Z', '2027-07-01T00:00:00.000Z', null],
      [
        'basketball_nba_championship_winner:2026-27',
        '2026-27',
        '2026-07-01T00:00:00.000Z',
        '2027-07-01T00:00:00.000Z',
        null,
      ],
      // The next Masters (April 2027) is the one open now.
      [
        'golf_masters_tournament_winner:2027',
        '2027',
        '2027-01-01T00:00:00.000Z',
        '2028-01-01T00:00:00.000Z',
        null,
      ],
      ['soccer_epl:2026-27', '2026-27', '2026-08-01T00:00:00.000Z', '2027-08-01T00:00:00.000Z', null],
    ]);
  });

  it('gives an event stored without a season its season when the feed lists it again', async () => {
    const [upcoming] = await testApp.app.db
      .select()
      .from(events)
      .where(and(eq(events.competitionKey, 'soccer_epl'), gt(events.commenceTime, clock.now())))
      .limit(1);
    if (!upcoming) throw new Error('no upcoming EPL event');
    await testApp.app.db.update(events).set({ seasonId: null }).where(eq(events.id, upcoming.id));

    await sync.odds(['soccer_epl']);

    const [again] = await testApp.app.db.select().from(events).where(eq(events.id, upcoming.id));
    expect(again?.seasonId).toBe('soccer_epl:2026-27');
  });

  it('archives a season once the clock reaches its end, and no other', async () => {
    clock.set('2026-12-31T23:59:59.999Z');
    await sync.odds(['baseball_mlb']);
    const [before] = await testApp.app.db.select().from(seasons).where(eq(seasons.id, 'baseball_mlb:2026'));
    expect(before?.archivedAt).toBeNull();

    clock.set('2027-01-01T00:00:00.000Z');
    await sync.odds(['baseball_mlb']);

    const archived = await testApp.app.db
      .select({ id: seasons.id, archivedAt: seasons.archivedAt })
      .from(seasons)
      .where(isNotNull(seasons.archivedAt));
    expect(archived).toEqual([{ id: 'baseball_mlb:2026', archivedAt: new Date('2027-01-01T00:00:00.000Z') }]);
    // The new year's games went into a new season.
    const [next] = await testApp.app.db.select().from(seasons).where(eq(seasons.id, 'baseball_mlb:2027'));
    expect(next).toMatchObject({ label: '2027', archivedAt: null });
    // The scores sync archives as well, and an archived season stays as it was.
    clock.set('2027-03-01T00:00:00.000Z');
    await sync.scores(['baseball_mlb']);
    const nowArchived = await testApp.app.db
      .select({ id: seasons.id, archivedAt: seasons.archivedAt })
      .from(seasons)
      .where(isNotNull(seasons.archivedAt))
      .orderBy(seasons.id);
    expect(nowArchived).toEqual([
      { id: 'americanfootball_nfl:2026', archivedAt: new Date('2027-03-01T00:00:00.000Z') },
      { id: 'americanfootball_nfl_super_bowl_winner:2026', archivedAt: new Date('2027-03-01T00:00:00.000Z') },
      { id: 'baseball_mlb:2026', archivedAt: new Date('2027-01-01T00:00:00.000Z') },
    ]);
  });
});

describe('outright locks', () => {
  it("lock at the feed's commence time: a started season is locked and unpriced, the next Masters open", async () => {
    // The first sync ran on 18 November 2026: the NBA season had tipped off, the Masters was months away.
    const nba = await outrightEvent('basketball_nba_championship_winner', '2026-10-20T23:30:00Z');
    expect(nba.lockTime).toEqual(new Date('2026-10-20T23:30:00Z'));
    expect(await pricesOf(nba.id)).toEqual([]);
    const masters = await outrightEvent('golf_masters_tournament_winner', '2027-04-08T12:00:00Z');
    expect(masters.lockTime).toEqual(new Date('2027-04-08T12:00:00Z'));
    expect((await pricesOf(masters.id)).length).toBeGreaterThan(20);
  });

  it('reprice while the lock is ahead and freeze from the lock on', async () => {
    const masters = await outrightEvent('golf_masters_tournament_winner', '2027-04-08T12:00:00Z');
    clock.set('2027-04-08T11:30:00.000Z');
    await sync.odds(outrightKeys);
    const halfHourBefore = await pricesOf(masters.id);
    clock.set('2027-04-08T11:59:00.000Z');
    await sync.odds(outrightKeys);
    const atTheTee = await pricesOf(masters.id);
    expect(atTheTee.every((price) => price.updatedAt.getTime() === clock.now().getTime())).toBe(true);
    expect(atTheTee.map((price) => price.probability)).not.toEqual(
      halfHourBefore.map((price) => price.probability),
    );

    // The demo keeps quoting the tournament under way; the game does not take those prices.
    clock.set('2027-04-10T12:00:00.000Z');
    const [inPlay] = await sync.feed.odds('golf_masters_tournament_winner', { markets: ['outrights'] });
    expect(inPlay?.id).toBe(masters.id);
    await sync.odds(outrightKeys);
    expect(await pricesOf(masters.id)).toEqual(atTheTee);
  });

  it("takes the winner and the end from the demo feed's scores once the tournament is over", async () => {
    const masters = competitionByKey('golf_masters_tournament_winner') as OutrightCompetition;
    const season = currentSeason(SEED, masters, Date.UTC(2027, 3, 10));
    clock.set('2027-04-11T23:00:00.000Z');
    await sync.scores(outrightKeys);

    const event = await outrightEvent('golf_masters_tournament_winner', '2027-04-08T12:00:00Z');
    expect(event).toMatchObject({
      status: 'completed',
      winner: seasonWinner(SEED, season, ratingBook(SEED)),
      resultUpdatedAt: clock.now(),
      settledAt: null,
    });
  });

  it('leaves at least one outright open to pick at any time of the year', async () => {
    const start = Date.UTC(2027, 3, 12);
    const instants = [];
    // Weekly up to the Monday before the 2028 Masters.
    for (let at = start; at <= start + 51 * 7 * DAY; at += 7 * DAY) instants.push(at);
    // The Masters week of 2028 itself, when its own market is locked: the Super Bowl's is open.
    instants.push(Date.UTC(2028, 3, 6, 12), Date.UTC(2028, 3, 8), Date.UTC(2028, 3, 9, 22));
    const open: string[][] = [];
    for (const at of instants) {
      clock.set(new Date(at).toISOString());
      await sync.odds(outrightKeys);
      open.push(await openOutrights());
    }
    expect(open.filter((keys) => keys.length === 0)).toEqual([]);
    // Each of the three is open at some time of the year, not the Masters alone.
    expect(new Set(open.flat())).toEqual(new Set(outrightKeys));
    expect(open.at(-1)).toEqual(['americanfootball_nfl_super_bowl_winner']);
    // Each season's market is one event with its season's lock.
    const nfl = await eventsOf('americanfootball_nfl_super_bowl_winner');
    for (const event of nfl) expect(event.lockTime).toEqual(event.commenceTime);
    const counted = await testApp.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.competitionKey, 'golf_masters_tournament_winner'));
    expect(counted[0]?.count).toBe(2);
  });
});
