import { describe, expect, it } from 'vitest';
import { competitionByKey, competitions, type MatchCompetition } from '#server/feeds/demo/competitions.ts';
import { CORRECTION_RATE, POSTPONEMENT_RATE } from '#server/feeds/demo/constants.ts';
import { fixtureModel } from '#server/feeds/demo/fixture-model.ts';
import { fixturesBetween, type Fixture } from '#server/feeds/demo/fixtures.ts';
import { matchModel } from '#server/feeds/demo/match-model.ts';
import { matchResult, postponementNotice } from '#server/feeds/demo/results.ts';
import { basketball, englishLeague } from '#server/feeds/demo/sport-models.ts';
import { ratingBook } from '#server/feeds/demo/strengths.ts';
import { feedAt, SEED } from './feed-at.ts';

const DAY = 86_400_000;
const ratings = ratingBook(SEED);
const matchCompetitions = competitions.filter((c): c is MatchCompetition => c.kind === 'match');
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

// 60 weeks of every match competition: about 20,000 fixtures.
const start = Date.UTC(2026, 0, 5);
const fixtures: Fixture[] = matchCompetitions.flatMap((c) =>
  fixturesBetween(SEED, c, start, start + 60 * 7 * DAY),
);

describe('match models', () => {
  it('price an even EPL match from Poisson goals: home 44.1%, draw 25.5%, away 30.4%, over 2.5 50.6%', () => {
    const model = matchModel(englishLeague(0.55), 0);
    expect(model.win.home).toBeCloseTo(0.441465, 5);
    expect(model.win.draw).toBeCloseTo(0.254817, 5);
    expect(model.win.away).toBeCloseTo(0.303718, 5);
    expect(model.mainLine).toBe(2.5);
    expect(model.totals(2.5).over).toBeCloseTo(0.506376, 5);
  });

  it('price an even NBA game from normal scores with overtime: home 55.9%, line 228.5, no draw', () => {
    const model = matchModel(basketball, 0);
    expect(model.win.home).toBeCloseTo(0.558533, 5);
    expect(model.win.draw).toBe(0);
    expect(model.mainLine).toBe(228.5);
    expect(model.totals(228.5).over).toBeCloseTo(0.488248, 5);
    // A whole-number line on the mean: a push is left out, the rest splits evenly.
    expect(model.totals(228).over).toBeCloseTo(0.5, 6);
  });
});

describe('results drawn from the true probabilities', () => {
  it('postpone and correct at the documented rates', () => {
    expect(fixtures.length).toBeGreaterThan(20_000);
    const postponed = fixtures.filter((f) => postponementNotice(f) !== null).length / fixtures.length;
    const corrected = fixtures.filter(
      (f) => matchResult(f, fixtureModel(f, ratings)).correction !== null,
    ).length;
    expect(postponed).toBeGreaterThan(POSTPONEMENT_RATE * 0.7);
    expect(postponed).toBeLessThan(POSTPONEMENT_RATE * 1.3);
    expect(corrected / fixtures.length).toBeGreaterThan(CORRECTION_RATE * 0.7);
    expect(corrected / fixtures.length).toBeLessThan(CORRECTION_RATE * 1.3);
  });

  it('let favourites win as often as their probability says', () => {
    for (const key of [
      'soccer_epl',
      'soccer_efl_champ',
      'basketball_nba',
      'baseball_mlb',
      'tennis_atp_us_open',
    ]) {
      const own = fixtures.filter((f) => f.competition.key === key);
      let expected = 0;
      let variance = 0;
      let homeWins = 0;
      for (const fixture of own) {
        const model = fixtureModel(fixture, ratings);
        const { score } = matchResult(fixture, model);
        expected += model.win.home;
        variance += model.win.home * (1 - model.win.home);
        if (score.home > score.away) homeWins++;
      }
      expect(Math.abs(homeWins - expected), key).toBeLessThan(4 * Math.sqrt(variance));
    }
  });

  it('never leave a two-way match level, corrected or not; soccer has draws; tennis is best of five', () => {
    let soccerDraws = 0;
    const wrong: string[] = [];
    for (const fixture of fixtures) {
      const model = fixtureModel(fixture, ratings);
      const result = matchResult(fixture, model);
      const finals = [result.score, ...(result.correction ? [result.correction.score] : [])];
      for (const score of finals) {
        const level = score.home === score.away;
        if (score.home < 0 || score.away < 0) wrong.push(`${fixture.id} negative`);
        if (model.win.draw === 0 && level) wrong.push(`${fixture.id} level`);
        if (model.win.draw > 0 && level) soccerDraws++;
        const tennis = fixture.competition.key === 'tennis_atp_us_open';
        if (tennis && Math.max(score.home, score.away) !== 3) wrong.push(`${fixture.id} sets`);
      }
      if (result.correction && result.correction.score.home === result.score.home) {
        if (result.correction.score.away === result.score.away) wrong.push(`${fixture.id} unchanged`);
      }
      if (result.endMs < fixture.commenceMs + 90 * 60_000) wrong.push(`${fixture.id} short`);
    }
    expect(wrong).toEqual([]);
    expect(soccerDraws).toBeGreaterThan(500);
  });
});

describe('scores()', () => {
  const now = Date.UTC(2026, 4, 20, 18);

  it('lists nothing before kick-off, live events until the end, results only after it', async () => {
    const feed = feedAt(iso(now));
    for (const competition of matchCompetitions) {
      const listed = await feed.scores(competition.key, { daysFrom: 3 });
      const byId = new Map(listed.map((score) => [score.id, score]));
      for (const fixture of fixturesBetween(SEED, competition, now - 3 * DAY, now + DAY)) {
        const score = byId.get(fixture.id);
        const notice = postponementNotice(fixture);
        if (notice !== null) {
          expect(score?.status ?? 'unlisted').toBe(now >= notice ? 'postponed' : 'unlisted');
          continue;
        }
        const { endMs } = matchResult(fixture, fixtureModel(fixture, ratings));
        const expected = now < fixture.commenceMs ? undefined : now < endMs ? 'live' : 'completed';
        expect(score?.status, fixture.id).toBe(expected);
        if (score) {
          expect(score.scores?.map((s) => s.name).sort()).toEqual(
            [fixture.homeTeam, fixture.awayTeam].sort(),
          );
          expect(score.scores?.every((s) => /^\d+$/.test(s.score))).toBe(true);
        }
      }
    }
  });

  it('lists the two scores in either order, as the real API does', async () => {
    const listed = await feedAt(iso(now)).scores('baseball_mlb', { daysFrom: 3 });
    const homeFirst = listed.filter((score) => score.scores?.[0]?.name === score.homeTeam).length;
    expect(homeFirst).toBeGreaterThan(0);
    expect(homeFirst).toBeLessThan(listed.length);
  });

  it('shows a postponement once announced, and the event leaves odds()', async () => {
    const fixture = fixtures.find((f) => postponementNotice(f) !== null) as Fixture;
    const notice = postponementNotice(fixture) as number;
    const key = fixture.competition.key;
    const before = feedAt(iso(notice - 60_000));
    const after = feedAt(iso(notice));
    expect((await before.odds(key, { markets: ['h2h'] })).some((e) => e.id === fixture.id)).toBe(true);
    expect((await after.odds(key, { markets: ['h2h'] })).some((e) => e.id === fixture.id)).toBe(false);
    expect((await before.scores(key, { daysFrom: 1 })).some((s) => s.id === fixture.id)).toBe(false);
    const shown = (await feedAt(iso(fixture.commenceMs + DAY)).scores(key, { daysFrom: 2 })).find(
      (s) => s.id === fixture.id,
    );
    expect(shown).toMatchObject({ status: 'postponed', scores: null, lastUpdate: iso(notice) });
  });

  it('corrects a score a while after the final whistle, moving lastUpdate', async () => {
    const fixture = fixtures.find(
      (f) => matchResult(f, fixtureModel(f, ratings)).correction !== null,
    ) as Fixture;
    const result = matchResult(fixture, fixtureModel(fixture, ratings));
    const correction = result.correction as NonNullable<typeof result.correction>;
    const key = fixture.competition.key;
    const at = async (ms: number) =>
      (await feedAt(iso(ms)).scores(key, { daysFrom: 1 })).find((s) => s.id === fixture.id);
    const scoreOf = (score: Awaited<ReturnType<typeof at>>) =>
      Object.fromEntries(score?.scores?.map((s) => [s.name, Number(s.score)]) ?? []);
    const final = await at(correction.atMs - 1000);
    expect(final).toMatchObject({ status: 'completed', lastUpdate: iso(result.endMs) });
    expect(scoreOf(final)).toEqual({
      [fixture.homeTeam]: result.score.home,
      [fixture.awayTeam]: result.score.away,
    });
    const corrected = await at(correction.atMs);
    expect(corrected).toMatchObject({ status: 'completed', lastUpdate: iso(correction.atMs) });
    expect(scoreOf(corrected)).toEqual({
      [fixture.homeTeam]: correction.score.home,
      [fixture.awayTeam]: correction.score.away,
    });
  });

  it('without daysFrom lists live events only; daysFrom outside 1-3 is refused', async () => {
    const feed = feedAt(iso(now));
    const live = await feed.scores('baseball_mlb');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((s) => s.status === 'live' || s.status === 'postponed')).toBe(true);
    const oneDay = await feed.scores('baseball_mlb', { daysFrom: 1 });
    expect(oneDay.every((s) => Date.parse(s.commenceTime) >= now - DAY)).toBe(true);
    for (const daysFrom of [0, 4, 1.5]) {
      await expect(feed.scores('baseball_mlb', { daysFrom })).rejects.toThrow(RangeError);
    }
    expect(competitionByKey('baseball_mlb')?.kind).toBe('match');
  });
});
