import { describe, expect, it } from 'vitest';
import { competitionByKey, type OutrightCompetition } from '#server/feeds/demo/competitions.ts';
import { americanFootballSeason, mastersSeason, nbaSeason } from '#server/feeds/demo/outright-seasons.ts';
import { currentSeason, seasonProbabilities, seasonWinner } from '#server/feeds/demo/outrights.ts';
import { ratingBook } from '#server/feeds/demo/strengths.ts';
import type { FeedEvent } from '#core/game/feed.ts';
import { feedAt, SEED } from './feed-at.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const masters = competitionByKey('golf_masters_tournament_winner') as OutrightCompetition;
const ratings = ratingBook(SEED);

function impliedOf(event: FeedEvent | undefined, runner: string): number {
  const implied = (event?.bookmakers ?? [])
    .map((book) => book.markets[0]?.outcomes.find((o) => o.name === runner)?.price)
    .filter((price): price is number => price !== undefined)
    .map((price) => 1 / price)
    .sort((a, b) => a - b);
  return implied[Math.floor(implied.length / 2)] ?? 0;
}

describe('outright seasons', () => {
  it('lock and end on the real calendar', () => {
    const dates = (s: { commenceMs: number; endMs: number }) => [iso(s.commenceMs), iso(s.endMs)];
    expect(dates(nbaSeason(2026))).toEqual(['2026-10-20T23:30:00Z', '2027-06-21T03:00:00Z']);
    expect(dates(americanFootballSeason(2026))).toEqual(['2026-09-11T00:20:00Z', '2027-02-15T03:30:00Z']);
    expect(dates(mastersSeason(2026))).toEqual(['2026-04-09T12:00:00Z', '2026-04-12T23:00:00Z']);
    expect(dates(mastersSeason(2028))).toEqual(['2028-04-06T12:00:00Z', '2028-04-09T23:00:00Z']);
  });

  it('reveal the winner only once the season has ended, then open the next season', async () => {
    const { commenceMs, endMs } = mastersSeason(2026);
    const key = masters.key;
    const during = feedAt(iso(endMs - 1000));
    const [open] = await during.odds(key, { markets: ['outrights'] });
    expect(open).toMatchObject({ commenceTime: '2026-04-09T12:00:00Z', homeTeam: null, awayTeam: null });
    const duringScores = await during.scores(key);
    expect(duringScores.map((s) => [s.commenceTime, s.status, s.winner === null])).toEqual([
      ['2025-04-10T12:00:00Z', 'completed', false],
      ['2026-04-09T12:00:00Z', 'live', true],
    ]);
    expect((await feedAt(iso(commenceMs - 1000)).scores(key)).map((s) => s.commenceTime)).toEqual([
      '2025-04-10T12:00:00Z',
    ]);

    const after = feedAt(iso(endMs));
    const [next] = await after.odds(key, { markets: ['outrights'] });
    expect(next?.commenceTime).toBe('2027-04-08T12:00:00Z');
    const [ended, ...rest] = await after.scores(key, { daysFrom: 1 });
    expect(rest).toEqual([]);
    expect(ended).toMatchObject({ id: open?.id, status: 'completed', scores: null, lastUpdate: iso(endMs) });
    expect(masters.roster).toContain(ended?.winner);
    // The winner is fixed by the seed: a later look names the same one.
    const later = await feedAt('2026-12-01T00:00:00Z').scores(key);
    expect(later[0]?.winner).toBe(ended?.winner);
    expect((await after.sports()).find((s) => s.key === key)?.description).toBe('2027 Winner');
    expect((await during.sports()).find((s) => s.key === key)?.description).toBe('2026 Winner');
  });

  it('price many runners, drifting towards the eventual winner while the season is played', async () => {
    const nba = competitionByKey('basketball_nba_championship_winner') as OutrightCompetition;
    const season = currentSeason(SEED, nba, Date.UTC(2026, 8, 1));
    expect(season.description).toBe('Championship Winner 2026/2027');
    const winner = seasonWinner(SEED, season, ratings);
    const early = await feedAt(iso(season.commenceMs)).odds(nba.key, { markets: ['outrights'] });
    const late = await feedAt(iso(season.commenceMs + 0.9 * (season.endMs - season.commenceMs))).odds(
      nba.key,
      {
        markets: ['outrights'],
      },
    );
    expect(early[0]?.bookmakers[0]?.markets[0]?.outcomes).toHaveLength(30);
    expect(impliedOf(late[0], winner)).toBeGreaterThan(impliedOf(early[0], winner));
  });

  it('draw winners from the title chances', () => {
    let favouriteWins = 0;
    let expected = 0;
    let variance = 0;
    for (let year = 1800; year < 2200; year++) {
      const season = currentSeason(SEED, masters, Date.UTC(year, 0, 1));
      const chances = seasonProbabilities(SEED, season, ratings);
      const best = Math.max(...chances);
      expect(chances.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
      expected += best;
      variance += best * (1 - best);
      if (seasonWinner(SEED, season, ratings) === masters.roster[chances.indexOf(best)]) favouriteWins++;
    }
    expect(Math.abs(favouriteWins - expected)).toBeLessThan(4 * Math.sqrt(variance));
  });
});
