import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type { MyWeekDto, SeasonDto } from '#core/contract/play.ts';
import type { EventsDto } from '#core/contract/predictions.ts';
import { events, seasons, type SeasonRow } from '#server/db/schema.ts';
import { call, createGuest } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { pointsByTheRule, syncer, testClock, WORKED_EXAMPLE, workedExampleFeed } from './sync-helpers.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

const base = '/api/predictions/v1/Events';
const start = '2026-11-18T12:00:00.000Z';
const clock = testClock(start);
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  const sync = syncer(testApp.app, clock);
  await sync.odds(['soccer_epl', 'soccer_fa_cup', 'basketball_nba']);
});

afterAll(async () => {
  await testApp?.close();
});

async function get(query = '') {
  return testApp.app.inject({ method: 'GET', url: `${base}${query}` });
}

describe('GET /api/predictions/v1/Events', () => {
  it("lists the current gameweek's events by kick-off with markets, probabilities and points", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const body = response.json<EventsDto>();
    expect(body.gameweek).toBe('2026-W47');
    expect(body.events.length).toBeGreaterThan(0);
    const times = body.events.map((event) => event.commenceTime);
    expect(times).toEqual(times.toSorted());
    expect(new Set(body.events.map((event) => event.sportId))).toEqual(new Set(['Football', 'Basketball']));

    const epl = body.events.find((event) => event.competitionKey === 'soccer_epl' && !event.locked);
    if (!epl) throw new Error('no open EPL event');
    expect(epl.status).toBe('scheduled');
    expect(epl.markets.map((market) => market.key)).toEqual(['h2h', 'totals']);
    const [h2h, totals] = epl.markets;
    expect(h2h?.line).toBeNull();
    expect(h2h?.outcomes.map((outcome) => outcome.name)).toEqual([epl.homeTeam, 'Draw', epl.awayTeam]);
    expect(totals?.line).toEqual(expect.any(Number));
    expect(totals?.outcomes.map((outcome) => outcome.name)).toEqual(['Over', 'Under']);
    for (const market of epl.markets) {
      const sum = market.outcomes.reduce((total, outcome) => total + (outcome.probability ?? 0), 0);
      expect(sum).toBeCloseTo(1, 9);
      for (const outcome of market.outcomes) {
        expect(outcome.booksUsed).toBeGreaterThanOrEqual(2);
        expect(outcome.points).toBe(pointsByTheRule(outcome.probability ?? 1, 100));
      }
    }
  });

  it('shows the worked example of docs/game-rules.md §2.5 at 53, 45 and 17 points', async () => {
    const feed = workedExampleFeed('2026-11-21T17:30:00Z');
    await syncer(testApp.app, clock, feed).odds(['soccer_epl']);
    const body = (await get('?competition=soccer_epl')).json<EventsDto>();
    const example = body.events.find((event) => event.id === WORKED_EXAMPLE.id);
    expect(
      example?.markets.map((market) => market.outcomes.map((o) => [o.name, o.points, o.booksUsed])),
    ).toEqual([
      [
        ['Leicester', 53, 3],
        ['Draw', 45, 3],
        ['Spurs', 17, 3],
      ],
    ]);
  });

  it('sets locked by the clock', async () => {
    const first = (await get()).json<EventsDto>();
    const open = first.events.find((event) => event.commenceTime > start);
    if (!open) throw new Error('no open event');
    expect(open.locked).toBe(false);
    for (const event of first.events) expect(event.locked).toBe(event.commenceTime <= start);

    clock.set(open.commenceTime);
    const after = (await get('?gameweek=2026-W47')).json<EventsDto>();
    expect(after.events.find((event) => event.id === open.id)?.locked).toBe(true);
    clock.set(start);
  });

  it('filters by sport, competition and gameweek', async () => {
    const football = (await get('?sport=Football')).json<EventsDto>();
    expect(football.events.length).toBeGreaterThan(0);
    expect(football.events.every((event) => event.sportId === 'Football')).toBe(true);

    const cup = (await get('?competition=soccer_fa_cup')).json<EventsDto>();
    expect(cup.events.length).toBeGreaterThan(0);
    expect(cup.events.every((event) => event.competitionKey === 'soccer_fa_cup')).toBe(true);

    const none = (await get('?sport=Basketball&competition=soccer_epl')).json<EventsDto>();
    expect(none.events).toEqual([]);

    // A known competition that was not synced, and a week with nothing in it.
    expect((await get('?competition=icehockey_nhl')).json<EventsDto>().events).toEqual([]);
    const past = (await get('?gameweek=2020-W01')).json<EventsDto>();
    expect(past).toEqual({ gameweek: '2020-W01', events: [] });

    const next = (await get('?gameweek=2026-W48')).json<EventsDto>();
    expect(next.gameweek).toBe('2026-W48');
    expect(next.events.every((event) => event.commenceTime >= '2026-11-23T00:00:00.000Z')).toBe(true);
  });

  it.each([
    [
      '?sport=Curling',
      'querystring/sport: expected a sport: Football, Golf, AmericanFootball, Basketball, Cricket, AussieRules, Baseball, IceHockey, Tennis, RugbyLeague',
    ],
    ['?competition=soccer_nowhere', 'querystring/competition: unknown competition soccer_nowhere'],
    ['?gameweek=2026-47', 'querystring/gameweek: expected a gameweek such as 2026-W47'],
    ['?gameweek=x2026-W47', 'querystring/gameweek: expected a gameweek such as 2026-W47'],
    ['?gameweek=2026-W47x', 'querystring/gameweek: expected a gameweek such as 2026-W47'],
    ['?gameweek=2026-W54', 'querystring/gameweek: expected a gameweek such as 2026-W47'],
  ])('refuses %s with a readable 400', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual(refusalBody(400, message));
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('Events for a signed-in caller: myPick', () => {
  it("adds the caller's own live pick to each event (null where none), and keeps the answer private", async () => {
    const guest = await createGuest(testApp.app);
    const open = (await get()).json<EventsDto>().events.filter((event) => !event.locked);
    const [picked, other] = open;
    if (!picked || !other) throw new Error('too few open events');
    const outcome = picked.markets[0]?.outcomes[0]?.name ?? '';
    const saved = await call(testApp.app, 'PUT', '/api/predictions/v1/MyWeek', {
      token: guest.tokens,
      body: { gameweek: '2026-W47', selections: [{ eventId: picked.id, marketKey: 'h2h', outcome }] },
    });
    expect(saved.statusCode).toBe(200);
    const [pick] = saved.json<MyWeekDto>().picks;

    const mine = await call(testApp.app, 'GET', base, { token: guest.tokens });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const events = mine.json<EventsDto>().events;
    expect(events.find((event) => event.id === picked.id)?.myPick).toEqual(pick);
    expect(events.find((event) => event.id === other.id)?.myPick).toBeNull();
    expect(events.every((event) => 'myPick' in event)).toBe(true);

    // Another player sees no one else's pick; an anonymous caller or a bad token gets no myPick at all.
    const stranger = await createGuest(testApp.app);
    const theirs = (await call(testApp.app, 'GET', base, { token: stranger.tokens })).json<EventsDto>();
    expect(theirs.events.every((event) => event.myPick === null)).toBe(true);
    for (const response of [await get(), await call(testApp.app, 'GET', base, { token: 'not-a-token' })]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      expect(response.json<EventsDto>().events.some((event) => 'myPick' in event)).toBe(false);
    }
  });
});

describe('Events of a season, and GET Seasons', () => {
  // The sync writes the current seasons (core/game/season.ts); the archived one is written here.
  const archived = 'soccer_epl:2025-26';
  let current: SeasonRow;

  beforeAll(async () => {
    const synced = await testApp.app.db
      .select()
      .from(seasons)
      .where(eq(seasons.competitionKey, 'soccer_epl'));
    if (synced.length !== 1 || !synced[0])
      throw new Error(`expected one synced EPL season, got ${synced.length}`);
    current = synced[0];
    await testApp.app.db.insert(seasons).values({
      id: archived,
      competitionKey: 'soccer_epl',
      label: '2025-26',
      startsAt: new Date('2025-08-15T00:00:00.000Z'),
      endsAt: new Date('2026-05-25T00:00:00.000Z'),
      archivedAt: new Date('2026-06-01T00:00:00.000Z'),
    });
    // An archived season's finished match, with its result.
    await testApp.app.db.insert(events).values({
      id: 'archived-match',
      competitionKey: 'soccer_epl',
      commenceTime: new Date('2026-03-14T15:00:00.000Z'),
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      status: 'completed',
      gameweek: '2026-W11',
      scores: [
        { name: 'Arsenal', score: '2' },
        { name: 'Chelsea', score: '1' },
      ],
      seasonId: archived,
    });
  });

  it("lists an archived season's events with their results and winner", async () => {
    const response = await get(`?season=${archived}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<EventsDto>();
    // The season's last gameweek: it ended before the clock.
    expect(body.gameweek).toBe('2026-W21');
    expect(body.events).toEqual([
      {
        id: 'archived-match',
        competitionKey: 'soccer_epl',
        sportId: 'Football',
        commenceTime: '2026-03-14T15:00:00.000Z',
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        status: 'completed',
        locked: true,
        scores: [
          { name: 'Arsenal', score: '2' },
          { name: 'Chelsea', score: '1' },
        ],
        markets: [],
        winner: null,
      },
    ]);
    expect((await get(`?season=${archived}&sport=Basketball`)).json<EventsDto>().events).toEqual([]);
  });

  it("lists a current season's events across its gameweeks, the caller's picks included", async () => {
    const inSeason = await testApp.app.db.select().from(events).where(eq(events.seasonId, current.id));
    expect(inSeason.length).toBeGreaterThan(0);
    const guest = await createGuest(testApp.app);
    const body = (
      await call(testApp.app, 'GET', `${base}?season=${current.id}`, { token: guest.tokens })
    ).json<EventsDto>();
    expect(body.gameweek).toBe('2026-W47');
    expect(body.events.map((event) => event.id).sort()).toEqual(inSeason.map((event) => event.id).sort());
    expect(body.events.every((event) => event.myPick === null && event.winner === null)).toBe(true);
  });

  it.each([
    ['?season=soccer_epl:1999-00', 'querystring/season: unknown season soccer_epl:1999-00'],
    [`?season=${archived}&gameweek=2026-W11`, 'querystring: give a gameweek or a season, not both'],
  ])('refuses %s', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe(message);
  });

  it("lists a competition's seasons newest first", async () => {
    const seasonsUrl = '/api/predictions/v1/Seasons';
    const response = await testApp.app.inject({ method: 'GET', url: `${seasonsUrl}?competition=soccer_epl` });
    expect(response.statusCode).toBe(200);
    expect(response.json<SeasonDto[]>()).toEqual([
      {
        id: current.id,
        competitionKey: 'soccer_epl',
        label: current.label,
        startsAt: current.startsAt.toISOString(),
        endsAt: current.endsAt.toISOString(),
        archived: false,
      },
      {
        id: archived,
        competitionKey: 'soccer_epl',
        label: '2025-26',
        startsAt: '2025-08-15T00:00:00.000Z',
        endsAt: '2026-05-25T00:00:00.000Z',
        archived: true,
      },
    ]);
    const all = (await testApp.app.inject({ method: 'GET', url: seasonsUrl })).json<SeasonDto[]>();
    expect(all.map((season) => season.id)).toContain(archived);
    const starts = all.map((season) => season.startsAt);
    expect(starts).toEqual(starts.toSorted().reverse());
    const unknown = await testApp.app.inject({ method: 'GET', url: `${seasonsUrl}?competition=nope` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().message).toBe('querystring/competition: unknown competition nope');
  });
});
