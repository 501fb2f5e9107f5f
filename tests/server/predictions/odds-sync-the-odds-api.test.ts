// The Odds API end to end: createOddsFeed as the server configures it, the syncs, and the database, with a
// local stand-in for api.the-odds-api.com replaying answers in the documented shapes. Covers the odds and
// an outright's lock, a kick-off moved (a postponement remembered by the database across a restart, and a
// delay after the lock that must not reopen it), the final scores and a corrected one.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, markets, outcomes, predictions, users } from '#server/db/schema.ts';
import { createOddsFeed } from '#server/feeds/create-feed.ts';
import type { OddsFeed } from '#core/game/feed.ts';
import type { TheOddsApiFeed } from '#server/feeds/the-odds-api/index.ts';
import { isLocked } from '#core/game/lock.ts';
import { syncOdds, syncScores } from '#server/modules/odds-sync/sync.ts';
import { apiKey, recordingLog } from '../feeds/the-odds-api/harness.ts';
import { fixture, ReplayServer } from '../feeds/the-odds-api/replay-server.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { recordingSyncLog, testClock } from './sync-helpers.ts';

type WireEvent = Record<string, unknown>;

const LEEDS = '765de6e3204e70fb923dec0163cf513a';
const BRENTFORD = 'b1a5b7f6c7d14e0f9a8e2c3d4f5a6b7c';
const NBA_TITLE = 'a8c9f3e1b2d44f6e8a7b9c0d1e2f3a4b';
const keys = ['soccer_epl', 'basketball_nba_championship_winner'];
const eplOdds = fixture('odds-soccer_epl.json') as WireEvent[];

const server = new ReplayServer(apiKey);
const clock = testClock('2026-01-03T09:00:00.000Z');
const feedLog = recordingLog();
const syncLog = recordingSyncLog();
let baseUrl: string;
let testApp: TestApp;
let feed: OddsFeed;

/** A new feed as the server makes one at boot: a restart forgets what the old client had seen. */
function bootFeed(): OddsFeed {
  const config = testConfig({
    oddsProvider: 'the-odds-api',
    oddsApiKey: apiKey,
    oddsApiBaseUrl: baseUrl,
    oddsApiMonthlyCredits: 500,
  });
  return createOddsFeed(config, clock, feedLog.log);
}

const deps = (withFeed = feed) => ({
  db: testApp.app.db,
  feed: withFeed,
  clock,
  log: syncLog.log,
  competitionKeys: keys,
});

beforeAll(async () => {
  baseUrl = await server.start();
  testApp = await buildTestApp({ clock });
  feed = bootFeed();
});

afterAll(async () => {
  await testApp?.close();
  await server.close();
});

async function eventRow(id: string) {
  const [row] = await testApp.app.db.select().from(events).where(eq(events.id, id));
  if (!row) throw new Error(`event ${id} is not stored`);
  return row;
}

function pricesOf(eventId: string) {
  return testApp.app.db
    .select({ key: markets.key, name: outcomes.name, probability: outcomes.probability })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(eq(markets.eventId, eventId), isNotNull(outcomes.probability)))
    .orderBy(markets.key, outcomes.name);
}

/** A second book on Brentford-Fulham, so its market has a consensus; `shift` moves its prices. */
function secondBook(shift: number) {
  const outcomes = [
    { name: 'Brentford', price: 2.25 + shift },
    { name: 'Fulham', price: 3.2 - shift },
    { name: 'Draw', price: 3.45 },
  ];
  const update = '2026-01-03T09:30:00Z';
  return {
    key: 'williamhill',
    title: 'William Hill',
    last_update: update,
    markets: [{ key: 'h2h', last_update: update, outcomes }],
  };
}

/** The EPL odds with kick-offs moved and Brentford-Fulham priced by two books. */
function oddsWith(moves: Record<string, string>, shift = 0): WireEvent[] {
  return eplOdds.map((event) => {
    const moved = moves[event.id as string];
    const books = event.bookmakers as unknown[];
    const bookmakers = event.id === BRENTFORD ? [...books, secondBook(shift)] : books;
    return { ...event, commence_time: moved ?? event.commence_time, bookmakers };
  });
}

/**
 * The recorded-shape outright with every runner quoted by each book: the fixture's books list different
 * runners (a shape sample), and the consensus takes only books that quote the whole field.
 */
function nbaTitleOdds(): WireEvent {
  const [event] = fixture('odds-basketball_nba_championship_winner.json') as WireEvent[];
  const book = (key: string, title: string, prices: number[]) => ({
    key,
    title,
    last_update: '2026-01-03T08:02:10Z',
    markets: [
      {
        key: 'outrights',
        last_update: '2026-01-03T08:02:10Z',
        outcomes: ['Oklahoma City Thunder', 'Denver Nuggets', 'Boston Celtics', 'Charlotte Hornets'].map(
          (name, i) => ({ name, price: prices[i] }),
        ),
      },
    ],
  });
  return {
    ...event,
    bookmakers: [
      book('pinnacle', 'Pinnacle', [2.0, 3.9, 4.6, 9.5]),
      book('williamhill', 'William Hill', [1.95, 4.0, 4.5, 9.0]),
      book('betfair_ex_uk', 'Betfair', [2.05, 3.8, 4.8, 10.0]),
    ],
  };
}

function scoreOf(id: string, commence: string, completed: boolean, scores: [string, string][] | null) {
  const event = eplOdds.find((e) => e.id === id) as WireEvent;
  return {
    id,
    sport_key: 'soccer_epl',
    sport_title: 'EPL',
    commence_time: commence,
    completed,
    home_team: event.home_team,
    away_team: event.away_team,
    scores: scores && scores.map(([name, score]) => ({ name, score })),
    last_update: scores ? '2026-01-07T21:40:00Z' : null,
  };
}

describe('createOddsFeed with ODDS_PROVIDER=the-odds-api', () => {
  it('is The Odds API client with the configured key, base URL, budget and logger', async () => {
    expect(feed.name).toBe('the-odds-api');
    expect((feed as TheOddsApiFeed).quota()).toMatchObject({ monthlyCreditBudget: 500, usedThisMonth: 0 });
    expect(() =>
      createOddsFeed(testConfig({ oddsProvider: 'the-odds-api', oddsApiKey: undefined }), clock),
    ).toThrow(/no ODDS_API_KEY/);
  });
});

describe('syncOdds and syncScores on The Odds API', () => {
  it('store the events, their seasons and consensus odds, and an outright locked at its commence time', async () => {
    server
      .script('/v4/sports/soccer_epl/odds', { fixture: 'odds-soccer_epl.json' })
      .script('/v4/sports/basketball_nba_championship_winner/odds', { body: [nbaTitleOdds()] });

    expect(await syncOdds(deps())).toEqual({ skipped: false, competitions: 2, events: 3, failed: [] });

    expect(
      server.requests.map((request) => [request.path, request.query.markets, request.query.regions]),
    ).toEqual([
      ['/v4/sports/soccer_epl/odds', 'h2h,totals', 'uk,eu,us'],
      ['/v4/sports/basketball_nba_championship_winner/odds', 'outrights', 'uk,eu,us'],
    ]);
    expect((feed as TheOddsApiFeed).quota().usedThisMonth).toBe(2 * 3 + 1 * 3);
    expect(feedLog.entries.filter((entry) => entry.message === 'The Odds API answered')).toHaveLength(2);

    expect(await eventRow(LEEDS)).toMatchObject({
      competitionKey: 'soccer_epl',
      commenceTime: new Date('2026-01-04T12:30:00Z'),
      gameweek: '2026-W01',
      seasonId: 'soccer_epl:2025-26',
      lockTime: null,
      status: 'scheduled',
    });
    const leedsH2h = (await pricesOf(LEEDS)).filter((price) => price.key === 'h2h');
    expect(leedsH2h.map((price) => price.name)).toEqual(['Draw', 'Leeds United', 'Manchester United']);
    expect(leedsH2h.reduce((sum, price) => sum + (price.probability ?? 0), 0)).toBeCloseTo(1, 9);

    const title = await eventRow(NBA_TITLE);
    expect(title).toMatchObject({
      homeTeam: null,
      commenceTime: new Date('2026-06-30T00:00:00Z'),
      lockTime: new Date('2026-06-30T00:00:00Z'),
      seasonId: 'basketball_nba_championship_winner:2025-26',
    });
    expect((await pricesOf(NBA_TITLE)).map((price) => price.name)).toEqual([
      'Boston Celtics',
      'Charlotte Hornets',
      'Denver Nuggets',
      'Oklahoma City Thunder',
    ]);
  });

  it('follow a kick-off moved by more than an hour as a postponement, which survives a restart', async () => {
    const [user] = await testApp.app.db
      .insert(users)
      .values({ userName: 'player-leeds', role: 'Player', securityStamp: 'stamp' })
      .returning({ id: users.id });
    if (!user) throw new Error('no player');
    const [pick] = await testApp.app.db
      .insert(predictions)
      .values({
        userId: user.id,
        eventId: LEEDS,
        competitionKey: 'soccer_epl',
        game: 'weekly',
        gameweek: '2026-W01',
        seasonId: 'soccer_epl:2025-26',
        marketKey: 'h2h',
        outcomeName: 'Leeds United',
        probability: 0.3,
        points: 33,
      })
      .returning();
    if (!pick) throw new Error('no prediction');
    const brentfordBefore = await eventRow(BRENTFORD);
    server.script('/v4/sports/soccer_epl/odds', {
      body: oddsWith({ [LEEDS]: '2026-01-07T19:45:00Z', [BRENTFORD]: '2026-01-04T15:30:00Z' }),
    });
    clock.set('2026-01-03T10:00:00.000Z');

    await syncOdds(deps());

    // Leeds: into the next gameweek, postponed, locked; its pick kept (settlement voids it: another week).
    const leeds = await eventRow(LEEDS);
    expect(leeds).toMatchObject({
      commenceTime: new Date('2026-01-07T19:45:00Z'),
      gameweek: '2026-W02',
      seasonId: 'soccer_epl:2025-26',
      status: 'postponed',
      lockTime: null,
      resultUpdatedAt: clock.now(),
    });
    expect(isLocked(leeds, clock.now())).toBe(true);
    const [kept] = await testApp.app.db.select().from(predictions).where(eq(predictions.id, pick.id));
    expect(kept).toEqual(pick);
    // Brentford: half an hour later the same day, a new time, still open and priced.
    expect((await pricesOf(BRENTFORD)).map((price) => price.name)).toEqual(['Brentford', 'Draw', 'Fulham']);
    expect(await eventRow(BRENTFORD)).toMatchObject({
      commenceTime: new Date('2026-01-04T15:30:00Z'),
      gameweek: brentfordBefore.gameweek,
      status: 'scheduled',
      resultUpdatedAt: null,
      updatedAt: clock.now(),
    });
    expect(
      syncLog.lines
        .filter((line) => line.message?.includes('moved'))
        .map((line) => [line.message, line.fields.event, line.fields.from, line.fields.to]),
    ).toEqual([
      ['Event postponed: kick-off moved', LEEDS, '2026-01-04T12:30:00.000Z', '2026-01-07T19:45:00.000Z'],
      ['Kick-off moved', BRENTFORD, '2026-01-04T15:00:00.000Z', '2026-01-04T15:30:00.000Z'],
    ]);

    // A restart: the new client has never seen Leeds at its old time and calls it scheduled...
    server.script('/v4/sports/soccer_epl/scores', {
      body: [scoreOf(LEEDS, '2026-01-07T19:45:00Z', false, null)],
    });
    clock.set('2026-01-04T10:00:00.000Z');
    const restarted = bootFeed();
    const [seen] = await restarted.scores('soccer_epl', { daysFrom: 3 });
    expect(seen?.status).toBe('scheduled');
    // ...but the database remembers.
    await syncScores(deps(bootFeed()));
    expect(await eventRow(LEEDS)).toEqual(leeds);
  });

  it('keep the lock of a kick-off delayed after it: the odds stay frozen and no pick reopens', async () => {
    const before = await pricesOf(BRENTFORD);
    expect(before).toHaveLength(3);
    server.script('/v4/sports/soccer_epl/odds', {
      body: oddsWith({ [LEEDS]: '2026-01-07T19:45:00Z', [BRENTFORD]: '2026-01-04T15:50:00Z' }, 0.4),
    });
    clock.set('2026-01-04T15:31:00.000Z');

    await syncOdds(deps());

    const brentford = await eventRow(BRENTFORD);
    expect(brentford).toMatchObject({
      commenceTime: new Date('2026-01-04T15:50:00Z'),
      lockTime: new Date('2026-01-04T15:30:00Z'),
      status: 'scheduled',
      resultUpdatedAt: clock.now(),
    });
    expect(isLocked(brentford, clock.now())).toBe(true);
    expect(await pricesOf(BRENTFORD)).toEqual(before);
  });

  it('take the final scores at the new kick-off, then a corrected score, and never ask for outright scores', async () => {
    server.requests.length = 0;
    server.script('/v4/sports/soccer_epl/scores', {
      body: [
        scoreOf(LEEDS, '2026-01-07T19:45:00Z', true, [
          ['Manchester United', '1'],
          ['Leeds United', '1'],
        ]),
        scoreOf(BRENTFORD, '2026-01-04T15:50:00Z', true, [
          ['Fulham', '0'],
          ['Brentford', '2'],
        ]),
      ],
    });
    clock.set('2026-01-07T22:00:00.000Z');

    expect(await syncScores(deps())).toEqual({ skipped: false, competitions: 1, events: 2, failed: [] });

    expect(server.requests.map((request) => request.path)).toEqual(['/v4/sports/soccer_epl/scores']);
    const final = await eventRow(LEEDS);
    expect(final).toMatchObject({
      status: 'completed',
      commenceTime: new Date('2026-01-07T19:45:00Z'),
      gameweek: '2026-W02',
      scores: [
        { name: 'Manchester United', score: '1' },
        { name: 'Leeds United', score: '1' },
      ],
      resultUpdatedAt: clock.now(),
    });
    expect(await eventRow(BRENTFORD)).toMatchObject({ status: 'completed', resultUpdatedAt: clock.now() });

    // Settlement ran on it; then the provider corrects the score.
    await testApp.app.db.update(events).set({ settledAt: final.resultUpdatedAt }).where(eq(events.id, LEEDS));
    server.script('/v4/sports/soccer_epl/scores', {
      body: [
        scoreOf(LEEDS, '2026-01-07T19:45:00Z', true, [
          ['Manchester United', '2'],
          ['Leeds United', '1'],
        ]),
      ],
    });
    clock.set('2026-01-07T23:00:00.000Z');

    expect(await syncScores(deps())).toMatchObject({ events: 1 });

    expect(await eventRow(LEEDS)).toEqual({
      ...final,
      scores: [
        { name: 'Manchester United', score: '2' },
        { name: 'Leeds United', score: '1' },
      ],
      settledAt: final.resultUpdatedAt,
      resultUpdatedAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect((feed as TheOddsApiFeed).quota().usedThisMonth).toBeGreaterThan(0);
  });
});
