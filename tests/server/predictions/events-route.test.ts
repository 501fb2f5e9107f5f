import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../server/contract/errors.ts';
import type { EventsDto } from '../../../server/contract/predictions.ts';
import { pointsFor } from '../../../server/game/scoring.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { syncer, testClock } from './sync-helpers.ts';

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
        expect(outcome.points).toBe(pointsFor(outcome.probability ?? 1, 'match'));
      }
    }
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
    ['?gameweek=2026-W54', 'querystring/gameweek: expected a gameweek such as 2026-W47'],
  ])('refuses %s with a readable 400', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
