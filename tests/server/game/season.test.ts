import { describe, expect, it } from 'vitest';
import { isSeasonOver, seasonCalendarOf, seasonId, seasonOf, type Season } from '#core/game/season.ts';

function span(season: Season): [string, string, string] {
  return [season.label, season.startsAt.toISOString(), season.endsAt.toISOString()];
}

describe('seasonOf', () => {
  it.each([
    // European football: Aug-Jul, "2025-26".
    [
      'soccer_epl',
      '2026-01-04T12:30:00Z',
      ['2025-26', '2025-08-01T00:00:00.000Z', '2026-08-01T00:00:00.000Z'],
    ],
    [
      'soccer_epl',
      '2026-05-24T15:00:00Z',
      ['2025-26', '2025-08-01T00:00:00.000Z', '2026-08-01T00:00:00.000Z'],
    ],
    [
      'soccer_fa_cup',
      '2026-07-31T23:59:59.999Z',
      ['2025-26', '2025-08-01T00:00:00.000Z', '2026-08-01T00:00:00.000Z'],
    ],
    [
      'soccer_efl_champ',
      '2026-08-01T00:00:00Z',
      ['2026-27', '2026-08-01T00:00:00.000Z', '2027-08-01T00:00:00.000Z'],
    ],
    [
      'soccer_epl',
      '2099-09-01T00:00:00Z',
      ['2099-00', '2099-08-01T00:00:00.000Z', '2100-08-01T00:00:00.000Z'],
    ],
    // NBA and NHL: Oct-Jun, the window opening on 1 July.
    [
      'basketball_nba',
      '2025-10-21T23:30:00Z',
      ['2025-26', '2025-07-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z'],
    ],
    [
      'basketball_nba',
      '2026-06-30T23:59:59Z',
      ['2025-26', '2025-07-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z'],
    ],
    [
      'icehockey_nhl',
      '2026-07-01T00:00:00Z',
      ['2026-27', '2026-07-01T00:00:00.000Z', '2027-07-01T00:00:00.000Z'],
    ],
    [
      'icehockey_nhl',
      '2027-01-15T00:00:00Z',
      ['2026-27', '2026-07-01T00:00:00.000Z', '2027-07-01T00:00:00.000Z'],
    ],
    // NFL: Sep-Feb, named after its first year; the window opens on 1 March.
    [
      'americanfootball_nfl',
      '2025-09-05T00:20:00Z',
      ['2025', '2025-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ],
    [
      'americanfootball_nfl',
      '2026-02-08T23:30:00Z',
      ['2025', '2025-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ],
    [
      'americanfootball_nfl',
      '2026-02-28T23:59:59Z',
      ['2025', '2025-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ],
    [
      'americanfootball_nfl',
      '2026-03-01T00:00:00Z',
      ['2026', '2026-03-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z'],
    ],
    // Calendar years.
    [
      'baseball_mlb',
      '2026-03-26T17:10:00Z',
      ['2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ],
    [
      'cricket_ipl',
      '2025-12-31T23:59:59.999Z',
      ['2025', '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ],
    [
      'aussierules_afl',
      '2026-01-01T00:00:00Z',
      ['2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ],
    [
      'rugbyleague_nrl',
      '2026-10-04T07:30:00Z',
      ['2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ],
    [
      'tennis_atp_us_open',
      '2026-09-13T20:00:00Z',
      ['2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ],
    // A summer football league and a summer basketball league keep to the calendar year.
    [
      'soccer_usa_mls',
      '2026-10-01T00:00:00Z',
      ['2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ],
    [
      'basketball_wnba',
      '2026-09-01T00:00:00Z',
      ['2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ],
    // The football tournaments played in one summer are named after their year.
    [
      'soccer_fifa_world_cup',
      '2026-07-19T19:00:00Z',
      ['2026', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ],
    [
      'soccer_uefa_european_championship',
      '2028-06-09T19:00:00Z',
      ['2028', '2028-01-01T00:00:00.000Z', '2029-01-01T00:00:00.000Z'],
    ],
  ] as const)('%s at %s is %j', (key, at, expected) => {
    expect(span(seasonOf(key, at))).toEqual(expected);
  });

  it('gives outright competitions the season of their event, on their sport’s calendar', () => {
    // The demo feed's NBA market commences at the tip-off; The Odds API lists it against late June.
    expect(seasonOf('basketball_nba_championship_winner', '2026-10-20T23:30:00Z').label).toBe('2026-27');
    expect(seasonOf('basketball_nba_championship_winner', '2026-06-30T00:00:00Z').label).toBe('2025-26');
    // Super Bowl LXI (February 2027) decides the 2026 season, as does its September kick-off.
    expect(seasonOf('americanfootball_nfl_super_bowl_winner', '2027-02-14T23:30:00Z').label).toBe('2026');
    expect(seasonOf('americanfootball_nfl_super_bowl_winner', '2026-09-11T00:20:00Z').label).toBe('2026');
    expect(seasonOf('golf_masters_tournament_winner', '2027-04-08T12:00:00Z')).toMatchObject({
      id: 'golf_masters_tournament_winner:2027',
      label: '2027',
    });
  });

  it('names the seasons table row `${competitionKey}:${label}`', () => {
    expect(seasonOf('soccer_epl', '2026-01-04T12:30:00Z').id).toBe('soccer_epl:2025-26');
    expect(seasonId('americanfootball_nfl', '2025')).toBe('americanfootball_nfl:2025');
  });

  it('tiles time: each season ends where the next begins, and holds every instant it is asked about', () => {
    for (const key of ['soccer_epl', 'basketball_nba', 'americanfootball_nfl', 'baseball_mlb']) {
      let at = Date.UTC(2024, 0, 1);
      let previous: Season | undefined;
      while (at < Date.UTC(2028, 0, 1)) {
        const season = seasonOf(key, new Date(at));
        expect(season.startsAt.getTime()).toBeLessThanOrEqual(at);
        expect(season.endsAt.getTime()).toBeGreaterThan(at);
        if (previous && previous.id !== season.id) {
          expect(season.startsAt).toEqual(previous.endsAt);
        }
        previous = season;
        at += 5 * 86_400_000 + 3_600_000;
      }
    }
  });

  it('chooses the calendar by sport key', () => {
    expect(seasonCalendarOf('soccer_efl_champ')).toBe('european-football');
    expect(seasonCalendarOf('icehockey_nhl_championship_winner')).toBe('north-american-winter');
    expect(seasonCalendarOf('americanfootball_nfl')).toBe('american-football');
    expect(seasonCalendarOf('golf_masters_tournament_winner')).toBe('calendar-year');
    expect(seasonCalendarOf('cricket_ipl')).toBe('calendar-year');
  });

  it('refuses what is not a competition key or an instant', () => {
    expect(() => seasonOf('', '2026-01-01T00:00:00Z')).toThrow(/Not a competition key/);
    expect(() => seasonOf('soccer_epl:2025-26', '2026-01-01T00:00:00Z')).toThrow(/Not a competition key/);
    expect(() => seasonOf('soccer_epl', 'next Tuesday')).toThrow(/Not an instant/);
  });
});

describe('isSeasonOver', () => {
  it('is over from the instant its end is reached, not before', () => {
    const season = seasonOf('baseball_mlb', '2026-06-01T00:00:00Z');
    expect(isSeasonOver(season, new Date('2026-12-31T23:59:59.999Z'))).toBe(false);
    expect(isSeasonOver(season, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });
});
