// /v4/sports and /v4/sports/{sport}/odds against recorded-shape fixtures: exactly the documented query, the
// answer normalised to the Feed* types with the traps handled (different totals lines per book, exchange
// lay markets, outrights without teams, the older answer without sport_title or market last_update).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedBadResponse, FeedInvalidRequest } from '#server/feeds/the-odds-api/index.ts';
import { apiKey, feedUnderTest } from './harness.ts';
import { fixture, ReplayServer } from './replay-server.ts';

const server = new ReplayServer(apiKey);
let baseUrl: string;
const saturdayMorning = '2026-01-03T09:00:00Z';

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('sports()', () => {
  it('asks GET /v4/sports with all=true and the key only, and maps every field', async () => {
    server.script('/v4/sports', { fixture: 'sports.json' });
    const { feed } = feedUnderTest(baseUrl, saturdayMorning);

    const sports = await feed.sports();

    expect(server.requests).toEqual([
      { method: 'GET', path: '/v4/sports', names: ['apiKey', 'all'], query: { apiKey, all: 'true' } },
    ]);
    expect(sports).toHaveLength(5);
    expect(sports[2]).toEqual({
      key: 'basketball_nba_championship_winner',
      group: 'Basketball',
      title: 'NBA Championship Winner',
      description: 'Championship Winner 2025/2026',
      active: true,
      hasOutrights: true,
    });
    expect(sports[3]).toMatchObject({
      key: 'golf_masters_tournament_winner',
      active: false,
      hasOutrights: true,
    });
    expect(sports[4]).toMatchObject({ key: 'cricket_ipl', description: '', active: false });
    expect(feed.quota()).toMatchObject({ usedThisMonth: 0, lastCost: 0, remaining: 500 });
  });
});

describe('odds()', () => {
  it('goes through the injected fetch', async () => {
    server.script('/v4/sports/soccer_epl/odds', { fixture: 'odds-soccer_epl.json' });
    const seen: string[] = [];
    const { feed } = feedUnderTest(baseUrl, saturdayMorning, {
      fetch: (input, init) => {
        seen.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    });

    await feed.odds('soccer_epl', { markets: ['h2h'] });

    expect(seen).toEqual(['/v4/sports/soccer_epl/odds']);
  });

  it('asks for regions, markets, decimal odds and ISO dates, exactly', async () => {
    server.script('/v4/sports/soccer_epl/odds', { fixture: 'odds-soccer_epl.json' });
    const { feed } = feedUnderTest(baseUrl, saturdayMorning);

    await feed.odds('soccer_epl', { markets: ['totals', 'h2h'] });

    expect(server.requests).toEqual([
      {
        method: 'GET',
        path: '/v4/sports/soccer_epl/odds',
        names: ['apiKey', 'regions', 'markets', 'oddsFormat', 'dateFormat'],
        query: {
          apiKey,
          regions: 'uk,eu,us',
          markets: 'h2h,totals',
          oddsFormat: 'decimal',
          dateFormat: 'iso',
        },
      },
    ]);
  });

  it('keeps h2h and totals per book with each book’s own line, drops lay markets and lay-only exchanges', async () => {
    server.script('/v4/sports/soccer_epl/odds', { fixture: 'odds-soccer_epl.json' });
    const { feed } = feedUnderTest(baseUrl, saturdayMorning);

    const events = await feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });

    expect(events).toEqual([
      {
        id: '765de6e3204e70fb923dec0163cf513a',
        sportKey: 'soccer_epl',
        commenceTime: '2026-01-04T12:30:00.000Z',
        homeTeam: 'Leeds United',
        awayTeam: 'Manchester United',
        bookmakers: [
          {
            key: 'williamhill',
            title: 'William Hill',
            lastUpdate: '2026-01-03T08:41:12.000Z',
            markets: [
              {
                key: 'h2h',
                lastUpdate: '2026-01-03T08:41:12.000Z',
                outcomes: [
                  { name: 'Leeds United', price: 3.4 },
                  { name: 'Manchester United', price: 2.1 },
                  { name: 'Draw', price: 3.5 },
                ],
              },
              {
                key: 'totals',
                lastUpdate: '2026-01-03T08:40:57.000Z',
                outcomes: [
                  { name: 'Over', price: 1.83, point: 2.5 },
                  { name: 'Under', price: 1.95, point: 2.5 },
                ],
              },
            ],
          },
          {
            key: 'unibet_uk',
            title: 'Unibet',
            lastUpdate: '2026-01-03T08:39:50.000Z',
            markets: [
              {
                key: 'h2h',
                lastUpdate: '2026-01-03T08:39:50.000Z',
                outcomes: [
                  { name: 'Manchester United', price: 2.15 },
                  { name: 'Leeds United', price: 3.3 },
                  { name: 'Draw', price: 3.55 },
                ],
              },
              {
                key: 'totals',
                lastUpdate: '2026-01-03T08:39:50.000Z',
                outcomes: [
                  { name: 'Over', price: 2.2, point: 3 },
                  { name: 'Under', price: 1.66, point: 3 },
                ],
              },
            ],
          },
          {
            key: 'betfair_ex_uk',
            title: 'Betfair',
            lastUpdate: '2026-01-03T08:42:03.000Z',
            markets: [
              {
                key: 'h2h',
                lastUpdate: '2026-01-03T08:42:03.000Z',
                outcomes: [
                  { name: 'Leeds United', price: 3.45 },
                  { name: 'Manchester United', price: 2.16 },
                  { name: 'Draw', price: 3.6 },
                ],
              },
            ],
          },
        ],
      },
      {
        // The older answer: no sport_title, no market last_update (the bookmaker's stands in).
        id: 'b1a5b7f6c7d14e0f9a8e2c3d4f5a6b7c',
        sportKey: 'soccer_epl',
        commenceTime: '2026-01-04T15:00:00.000Z',
        homeTeam: 'Brentford',
        awayTeam: 'Fulham',
        bookmakers: [
          {
            key: 'paddypower',
            title: 'Paddy Power',
            lastUpdate: '2026-01-03T08:30:00.000Z',
            markets: [
              {
                key: 'h2h',
                lastUpdate: '2026-01-03T08:30:00.000Z',
                outcomes: [
                  { name: 'Brentford', price: 2.3 },
                  { name: 'Fulham', price: 3.1 },
                  { name: 'Draw', price: 3.4 },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('counts markets × regions: 2 × 3 = 6 credits, then 1 × 1 with regions "uk"', async () => {
    server.script('/v4/sports/soccer_epl/odds', { fixture: 'odds-soccer_epl.json' });
    const wide = feedUnderTest(baseUrl, saturdayMorning);
    await wide.feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });
    expect(wide.feed.quota()).toMatchObject({
      usedThisMonth: 6,
      lastCost: 6,
      remaining: 494,
      budgetLeft: 494,
    });

    const narrow = feedUnderTest(baseUrl, saturdayMorning, { regions: 'uk' });
    expect(narrow.feed.oddsCost(['h2h'])).toBe(1);
    await narrow.feed.odds('soccer_epl', { markets: ['h2h'] });
    expect(server.requests[1]?.query).toMatchObject({ regions: 'uk', markets: 'h2h' });
    expect(narrow.feed.quota()).toMatchObject({ usedThisMonth: 7, lastCost: 1, remaining: 493 });
  });

  it('drops the markets the game did not ask for', async () => {
    server.script('/v4/sports/soccer_epl/odds', { fixture: 'odds-soccer_epl.json' });
    const { feed } = feedUnderTest(baseUrl, saturdayMorning);

    const [leeds] = await feed.odds('soccer_epl', { markets: ['h2h'] });

    expect(leeds?.bookmakers.map((book) => [book.key, book.markets.map((market) => market.key)])).toEqual([
      ['williamhill', ['h2h']],
      ['unibet_uk', ['h2h']],
      ['betfair_ex_uk', ['h2h']],
    ]);
  });

  it('reads outrights: no teams, outrights_lay dropped, a book without any last_update dated at the fetch', async () => {
    const path = '/v4/sports/basketball_nba_championship_winner/odds';
    server.script(path, { fixture: 'odds-basketball_nba_championship_winner.json' });
    const { feed } = feedUnderTest(baseUrl, saturdayMorning, { regions: 'uk,eu' });

    const events = await feed.odds('basketball_nba_championship_winner', { markets: ['outrights'] });

    expect(server.requests[0]?.query).toEqual({
      apiKey,
      regions: 'uk,eu',
      markets: 'outrights',
      oddsFormat: 'decimal',
      dateFormat: 'iso',
    });
    expect(events).toHaveLength(1);
    const [title] = events;
    expect(title).toMatchObject({ homeTeam: null, awayTeam: null, commenceTime: '2026-06-30T00:00:00.000Z' });
    expect(title?.bookmakers[0]).toEqual({
      key: 'pinnacle',
      title: 'Pinnacle',
      lastUpdate: '2026-01-03T09:00:00.000Z',
      markets: [
        {
          key: 'outrights',
          lastUpdate: '2026-01-03T09:00:00.000Z',
          outcomes: [
            { name: 'Oklahoma City Thunder', price: 2.43 },
            { name: 'Denver Nuggets', price: 6.89 },
            { name: 'Boston Celtics', price: 8.2 },
            { name: 'Charlotte Hornets', price: 501 },
          ],
        },
      ],
    });
    expect(title?.bookmakers[1]).toMatchObject({
      key: 'williamhill',
      lastUpdate: '2026-01-03T07:15:44.000Z',
    });
    expect(title?.bookmakers[2]?.markets).toEqual([
      {
        key: 'outrights',
        lastUpdate: '2026-01-03T08:02:10.000Z',
        outcomes: [
          { name: 'Oklahoma City Thunder', price: 2.5 },
          { name: 'Denver Nuggets', price: 7.2 },
        ],
      },
    ]);
    expect(feed.quota()).toMatchObject({ usedThisMonth: 2, lastCost: 2 });
  });

  it('takes outright teams that are left out altogether as null', async () => {
    const [event] = fixture('odds-basketball_nba_championship_winner.json') as Record<string, unknown>[];
    const { home_team: _home, away_team: _away, ...withoutTeams } = event as Record<string, unknown>;
    server.script('/v4/sports/basketball_nba_championship_winner/odds', { body: [withoutTeams] });
    const { feed } = feedUnderTest(baseUrl, saturdayMorning);

    const [title] = await feed.odds('basketball_nba_championship_winner', { markets: ['outrights'] });

    expect(title).toMatchObject({ homeTeam: null, awayTeam: null });
  });

  it('leaves out, and logs, an event whose types are wrong (a price as text); the others still count', async () => {
    const events = fixture('odds-soccer_epl.json') as Array<{ bookmakers: Array<{ markets: unknown[] }> }>;
    const broken = structuredClone(events[0]) as unknown as {
      bookmakers: Array<{ markets: Array<{ outcomes: Array<{ price: unknown }> }> }>;
    };
    const firstOutcome = broken.bookmakers[0]?.markets[0]?.outcomes[0];
    if (firstOutcome) firstOutcome.price = '3.4';
    server.script('/v4/sports/soccer_epl/odds', { body: [broken, events[1]] });
    const { feed, entries } = feedUnderTest(baseUrl, saturdayMorning);

    const parsed = await feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });

    expect(parsed.map((event) => event.id)).toEqual(['b1a5b7f6c7d14e0f9a8e2c3d4f5a6b7c']);
    expect(entries.filter((entry) => entry.level === 'warn')).toEqual([
      {
        level: 'warn',
        message: 'The Odds API: an element not in the documented shape was left out',
        fields: {
          path: '/v4/sports/soccer_epl/odds',
          index: 0,
          id: '765de6e3204e70fb923dec0163cf513a',
          field: 'bookmakers.0.markets.0.outcomes.0.price',
          problem: expect.any(String),
        },
      },
    ]);
  });

  it('refuses an answer that is not a list', async () => {
    server.script('/v4/sports/soccer_epl/odds', { body: { data: [] } });
    const { feed } = feedUnderTest(baseUrl, saturdayMorning);

    await expect(feed.odds('soccer_epl', { markets: ['h2h'] })).rejects.toBeInstanceOf(FeedBadResponse);
  });

  it.each([
    ['outrights with h2h', 'basketball_nba_championship_winner', ['h2h', 'outrights']],
    ['no market', 'soccer_epl', []],
    ['a market the game does not use', 'soccer_epl', ['spreads']],
    ['a sport key that is not one', 'soccer_epl/../../v4/sports', ['h2h']],
  ])('refuses %s before sending anything', async (_case, sportKey, markets) => {
    const { feed } = feedUnderTest(baseUrl, saturdayMorning);

    await expect(
      feed.odds(sportKey as string, { markets: markets as Parameters<typeof feed.odds>[1]['markets'] }),
    ).rejects.toBeInstanceOf(FeedInvalidRequest);
    expect(server.requests).toEqual([]);
  });
});
