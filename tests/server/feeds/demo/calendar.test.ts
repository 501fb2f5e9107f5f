import { describe, expect, it } from 'vitest';
import { competitions, type MatchCompetition } from '#server/feeds/demo/competitions.ts';
import { fixturesBetween } from '#server/feeds/demo/fixtures.ts';
import { allMarkets, feedAt, matchKeys, outrightKeys, SEED } from './feed-at.ts';

const DAY = 86_400_000;
const matchCompetitions = competitions.filter((c): c is MatchCompetition => c.kind === 'match');

/** Monday 00:00 UTC of the ISO week holding the instant. */
function mondayOf(iso: string): number {
  const ms = Date.parse(iso);
  const midnight = ms - (ms % DAY);
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY;
}

// Matches per gameweek as the templates say (schedules.ts): the weekend round's Monday game spills into the
// next gameweek, so a gameweek holds one from the round before instead.
const perWeek: Record<(typeof matchKeys)[number], number> = {
  soccer_epl: 10,
  soccer_fa_cup: 6,
  soccer_efl_champ: 24,
  basketball_nba: 56,
  cricket_ipl: 9,
  aussierules_afl: 9,
  baseball_mlb: 91,
  icehockey_nhl: 56,
  tennis_atp_us_open: 56,
  rugbyleague_nrl: 8,
  americanfootball_nfl: 15,
};

const dates = [
  '2026-01-01T00:00:00Z',
  '2026-07-15T12:00:00Z',
  '2028-02-29T12:00:00Z',
  '2027-12-31T23:59:00Z',
];

describe('every competition is alive in any week of the year', () => {
  it.each(dates)('the gameweek of %s holds every match competition’s fixtures', async (iso) => {
    const monday = mondayOf(iso);
    const feed = feedAt(new Date(monday).toISOString());
    for (const competition of matchCompetitions) {
      const fixtures = fixturesBetween(SEED, competition, monday, monday + 7 * DAY);
      expect(fixtures.length, competition.key).toBe(perWeek[competition.key as keyof typeof perWeek]);
      const listed = (await feed.odds(competition.key, allMarkets)).filter(
        (event) => Date.parse(event.commenceTime) < monday + 7 * DAY,
      );
      // Only a postponement announced before Monday could hide one.
      expect(listed.length, competition.key).toBeGreaterThanOrEqual(fixtures.length - 1);
    }
  });

  it.each(dates)('on %s every outright competition has its one season open', async (iso) => {
    const feed = feedAt(iso);
    for (const key of outrightKeys) {
      const events = await feed.odds(key, allMarkets);
      expect(events, key).toHaveLength(1);
      expect(events[0]?.bookmakers[0]?.markets[0]?.outcomes.length, key).toBeGreaterThanOrEqual(30);
    }
    const sports = await feed.sports();
    expect(sports.map((sport) => sport.key)).toEqual([...matchKeys, ...outrightKeys]);
    expect(sports.every((sport) => sport.active)).toBe(true);
  });

  it('kicks off every day, round the clock, overnight US games included', () => {
    const monday = mondayOf('2026-07-15T12:00:00Z');
    const kickOffs = matchCompetitions.flatMap((competition) =>
      fixturesBetween(SEED, competition, monday, monday + 7 * DAY).map((fixture) => fixture.commenceMs),
    );
    expect(kickOffs).toHaveLength(340);
    for (let day = 0; day < 7; day++) {
      const ofDay = kickOffs.filter((ms) => ms >= monday + day * DAY && ms < monday + (day + 1) * DAY);
      const hours = new Set(ofDay.map((ms) => new Date(ms).getUTCHours()));
      expect(ofDay.length, `day ${day}`).toBeGreaterThanOrEqual(34);
      // The small hours after a US evening.
      expect(
        [0, 1, 2].every((hour) => hours.has(hour)),
        `day ${day}`,
      ).toBe(true);
      // Afternoon and evening in Europe and America.
      expect(
        [15, 16, 17, 18, 20, 22, 23].every((hour) => hours.has(hour)),
        `day ${day}`,
      ).toBe(true);
    }
  });

  it('never has a team twice in one round', () => {
    for (const competition of matchCompetitions) {
      for (const round of competition.schedule) {
        const matches = round.kickOffs.reduce((sum, kickOff) => sum + kickOff.count, 0);
        expect(2 * matches, competition.key).toBeLessThanOrEqual(competition.roster.length);
      }
      expect(new Set(competition.roster).size, competition.key).toBe(competition.roster.length);
    }
  });

  it('has real rosters of the documented sizes', () => {
    const sizes = Object.fromEntries(competitions.map((c) => [c.key, c.roster.length]));
    expect(sizes).toEqual({
      soccer_epl: 20,
      soccer_fa_cup: 52,
      soccer_efl_champ: 24,
      basketball_nba: 30,
      cricket_ipl: 10,
      aussierules_afl: 18,
      baseball_mlb: 30,
      icehockey_nhl: 32,
      tennis_atp_us_open: 64,
      rugbyleague_nrl: 17,
      americanfootball_nfl: 32,
      basketball_nba_championship_winner: 30,
      golf_masters_tournament_winner: 66,
      americanfootball_nfl_super_bowl_winner: 32,
    });
  });
});
