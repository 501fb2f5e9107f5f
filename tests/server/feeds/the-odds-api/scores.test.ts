// /v4/sports/{sport}/scores: the documented example and a recorded-shape EPL answer — scores as strings in
// the provider's order (not home first), null before the start, and the status read from completed, the
// scores and the kick-off (the API has no postponed flag).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedInvalidRequest } from '#server/feeds/the-odds-api/index.ts';
import { apiKey, feedUnderTest } from './harness.ts';
import { fixture, ReplayServer } from './replay-server.ts';

const server = new ReplayServer(apiKey);
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('scores()', () => {
  it('reads the documented example: a completed game and one not started', async () => {
    server.script('/v4/sports/basketball_nba/scores', { fixture: 'scores-basketball_nba.json' });
    const { feed } = feedUnderTest(baseUrl, '2022-02-07T12:00:00Z');

    const scores = await feed.scores('basketball_nba', { daysFrom: 3 });

    expect(server.requests).toEqual([
      {
        method: 'GET',
        path: '/v4/sports/basketball_nba/scores',
        names: ['apiKey', 'daysFrom', 'dateFormat'],
        query: { apiKey, daysFrom: '3', dateFormat: 'iso' },
      },
    ]);
    expect(scores).toEqual([
      {
        id: '572d984e132eddaac3da93e5db332e7e',
        sportKey: 'basketball_nba',
        commenceTime: '2022-02-06T03:10:38.000Z',
        homeTeam: 'Sacramento Kings',
        awayTeam: 'Oklahoma City Thunder',
        status: 'completed',
        scores: [
          { name: 'Sacramento Kings', score: '113' },
          { name: 'Oklahoma City Thunder', score: '103' },
        ],
        lastUpdate: '2022-02-06T05:18:19.000Z',
      },
      {
        id: '19434a586e3723c55cd3d028b90eb112',
        sportKey: 'basketball_nba',
        commenceTime: '2022-02-08T00:10:00.000Z',
        homeTeam: 'Charlotte Hornets',
        awayTeam: 'Toronto Raptors',
        status: 'scheduled',
        scores: null,
        lastUpdate: null,
      },
    ]);
    expect(scores.every((score) => !('winner' in score))).toBe(true);
    expect(feed.quota()).toMatchObject({ usedThisMonth: 2, lastCost: 2 });
  });

  it('sends no daysFrom when none is asked for, and that costs 1', async () => {
    server.script('/v4/sports/basketball_nba/scores', { fixture: 'scores-basketball_nba.json' });
    const { feed } = feedUnderTest(baseUrl, '2022-02-07T12:00:00Z');

    await feed.scores('basketball_nba');

    expect(server.requests[0]).toMatchObject({
      names: ['apiKey', 'dateFormat'],
      query: { apiKey, dateFormat: 'iso' },
    });
    expect(feed.quota()).toMatchObject({ usedThisMonth: 1, lastCost: 1 });
  });

  it('keeps the scores as text in the order given and reads each status', async () => {
    server.script('/v4/sports/soccer_epl/scores', { fixture: 'scores-soccer_epl.json' });
    const { feed } = feedUnderTest(baseUrl, '2026-01-05T20:30:00Z');

    const scores = await feed.scores('soccer_epl', { daysFrom: 2 });

    expect(scores.map((score) => [score.homeTeam, score.status, score.scores, score.lastUpdate])).toEqual([
      [
        'Leeds United',
        'completed',
        [
          { name: 'Manchester United', score: '1' },
          { name: 'Leeds United', score: '1' },
        ],
        '2026-01-05T00:54:14.000Z',
      ],
      [
        'Crystal Palace',
        'completed',
        [
          { name: 'Crystal Palace', score: '0' },
          { name: 'Aston Villa', score: '2' },
        ],
        '2026-01-04T16:01:37.000Z',
      ],
      // Kicked off 28 hours ago and never scored: it did not take place.
      ['Everton', 'postponed', null, null],
      [
        'Burnley',
        'live',
        [
          { name: 'Newcastle United', score: '1' },
          { name: 'Burnley', score: '0' },
        ],
        '2026-01-05T20:29:41.000Z',
      ],
      ['Wolverhampton Wanderers', 'scheduled', null, null],
    ]);
  });

  it('calls an event postponed when its kick-off moved more than an hour later than first seen', async () => {
    server.script('/v4/sports/soccer_epl/odds', { fixture: 'odds-soccer_epl.json' });
    const { feed, clock } = feedUnderTest(baseUrl, '2026-01-03T09:00:00Z');
    await feed.odds('soccer_epl', { markets: ['h2h'] });

    const [leeds, brentford] = fixture('odds-soccer_epl.json') as Array<Record<string, unknown>>;
    const asScore = (
      event: Record<string, unknown> | undefined,
      commence: string,
      scores: unknown = null,
    ) => ({
      id: event?.id,
      sport_key: 'soccer_epl',
      sport_title: 'EPL',
      commence_time: commence,
      completed: false,
      home_team: event?.home_team,
      away_team: event?.away_team,
      scores,
      last_update: null,
    });
    server.script('/v4/sports/soccer_epl/scores', {
      body: [asScore(leeds, '2026-01-04T13:30:00Z'), asScore(brentford, '2026-01-04T16:00:01Z')],
    });
    clock.set('2026-01-04T10:00:00Z');

    const moved = await feed.scores('soccer_epl');

    // Leeds moved by exactly the hour's tolerance: a correction; Brentford by an hour and a second.
    expect(moved.map((score) => [score.homeTeam, score.status, score.commenceTime])).toEqual([
      ['Leeds United', 'scheduled', '2026-01-04T13:30:00.000Z'],
      ['Brentford', 'postponed', '2026-01-04T16:00:01.000Z'],
    ]);

    const playing = [
      { name: 'Fulham', score: '0' },
      { name: 'Brentford', score: '0' },
    ];
    server.script('/v4/sports/soccer_epl/scores', {
      body: [asScore(brentford, '2026-01-04T16:00:01Z', playing)],
    });
    clock.set('2026-01-04T16:10:00Z');
    const [resumed] = await feed.scores('soccer_epl');
    expect(resumed).toMatchObject({ status: 'live', scores: playing });
  });

  it('leaves out, and logs, an event whose score is a number rather than text', async () => {
    const [leeds, palace] = fixture('scores-soccer_epl.json') as Array<Record<string, unknown>>;
    const numeric = {
      ...leeds,
      scores: [
        { name: 'Manchester United', score: 1 },
        { name: 'Leeds United', score: 1 },
      ],
    };
    server.script('/v4/sports/soccer_epl/scores', { body: [numeric, palace] });
    const { feed, entries } = feedUnderTest(baseUrl, '2026-01-05T20:30:00Z');

    const scores = await feed.scores('soccer_epl', { daysFrom: 2 });

    expect(scores.map((score) => score.homeTeam)).toEqual(['Crystal Palace']);
    expect(entries.find((entry) => entry.level === 'warn')?.fields).toMatchObject({
      id: '765de6e3204e70fb923dec0163cf513a',
      field: 'scores.0.score',
    });
  });

  it.each([0, 4, 1.5])('refuses daysFrom %s before sending anything', async (daysFrom) => {
    const { feed } = feedUnderTest(baseUrl, '2026-01-05T20:30:00Z');

    await expect(feed.scores('soccer_epl', { daysFrom })).rejects.toBeInstanceOf(FeedInvalidRequest);
    expect(server.requests).toEqual([]);
  });
});
