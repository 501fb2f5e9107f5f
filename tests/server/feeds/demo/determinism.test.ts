import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDemoFeed } from '#server/feeds/demo/index.ts';
import { competitionByKey, type MatchCompetition } from '#server/feeds/demo/competitions.ts';
import { fixturesBetween } from '#server/feeds/demo/fixtures.ts';
import { allMarkets, feedAt, matchKeys, outrightKeys, SEED } from './feed-at.ts';

const instant = '2026-03-14T16:00:00Z';

async function snapshot(iso: string, seed = SEED) {
  const feed = feedAt(iso, seed);
  const keys = [...matchKeys, ...outrightKeys];
  return {
    sports: await feed.sports(),
    odds: await Promise.all(keys.map((key) => feed.odds(key, allMarkets))),
    scores: await Promise.all(keys.map((key) => feed.scores(key, { daysFrom: 3 }))),
  };
}

describe('demo feed determinism', () => {
  it('gives deep-equal sports, odds and scores for the same seed and instant, from separate feeds', async () => {
    const first = await snapshot(instant);
    const second = await snapshot(instant);
    expect(second).toEqual(first);
    expect(first.odds.flat().length).toBeGreaterThan(300);
    expect(first.scores.flat().length).toBeGreaterThan(100);
  });

  it('gives different events and prices for another seed', async () => {
    const ours = await snapshot(instant);
    const theirs = await snapshot(instant, 'another seed');
    const ids = (s: typeof ours) => new Set(s.odds.flat().map((event) => event.id));
    const shared = [...ids(ours)].filter((id) => ids(theirs).has(id));
    expect(shared).toEqual([]);
    const pairings = (s: typeof ours) => s.odds[0]?.map((event) => `${event.homeTeam} v ${event.awayTeam}`);
    expect(pairings(theirs)).not.toEqual(pairings(ours));
  });

  it('reads the clock on every call, so a moved clock moves the feed', async () => {
    let now = new Date('2026-03-14T10:00:00Z');
    const feed = createDemoFeed({ seed: SEED, clock: { now: () => now } });
    const before = await feed.odds('soccer_epl', { markets: ['h2h'] });
    now = new Date('2026-03-16T10:00:00Z');
    const after = await feed.odds('soccer_epl', { markets: ['h2h'] });
    expect(after[0]?.commenceTime).not.toEqual(before[0]?.commenceTime);
    expect(before.every((event) => event.commenceTime >= '2026-03-14T10:00:00Z')).toBe(true);
  });

  it('names each event by the md5 of seed, competition and slot, stable from poll to poll', async () => {
    const competition = competitionByKey('soccer_epl') as MatchCompetition;
    // Saturday 14 March 2026 is in week 2931 (counted from Monday 1970-01-05); its round opens at 12:30.
    const [first] = fixturesBetween(SEED, competition, Date.UTC(2026, 2, 14), Date.UTC(2026, 2, 15));
    expect(first?.id).toBe(createHash('md5').update(`${SEED}|soccer_epl|2931|0|0`).digest('hex'));
    expect(first?.commenceMs).toBe(Date.UTC(2026, 2, 14, 12, 30));
    const early = await feedAt('2026-03-08T09:00:00Z').odds('soccer_epl', { markets: ['h2h'] });
    const late = await feedAt('2026-03-14T12:00:00Z').odds('soccer_epl', { markets: ['h2h'] });
    const pick = (events: typeof early) => events.find((event) => event.id === first?.id);
    expect(pick(early)).toMatchObject({ homeTeam: first?.homeTeam, awayTeam: first?.awayTeam });
    expect(pick(late)).toMatchObject({ homeTeam: first?.homeTeam, commenceTime: '2026-03-14T12:30:00Z' });
    expect(first?.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('quotes the same h2h prices whether or not totals are asked for', async () => {
    const feed = feedAt(instant);
    const both = await feed.odds('basketball_nba', { markets: ['h2h', 'totals'] });
    const h2hOnly = await feed.odds('basketball_nba', { markets: ['h2h'] });
    const h2hOf = (events: typeof both) =>
      events.map((event) => event.bookmakers.map((book) => book.markets.find((m) => m.key === 'h2h')));
    expect(h2hOf(h2hOnly)).toEqual(
      h2hOf(both).map((books) => books.filter((market) => market !== undefined)),
    );
  });
});
