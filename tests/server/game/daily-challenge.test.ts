import { describe, expect, it } from 'vitest';
import {
  challengeDateOf,
  challengeDayRange,
  chooseMatchOfTheDay,
  dailyStreak,
  type ChallengeCandidate,
  type DailyResult,
} from '#core/game/daily-challenge.ts';

const event = (
  eventId: string,
  commenceTime: string,
  bookmakers: number,
  competitionId = 'epl',
): ChallengeCandidate => ({
  eventId,
  competitionId,
  commenceTime,
  bookmakers,
});

describe('the challenge day', () => {
  it('is the UTC calendar day', () => {
    expect(challengeDateOf(new Date('2026-11-21T23:59:59.999Z'))).toBe('2026-11-21');
    expect(challengeDateOf(new Date('2026-11-21T23:30:00-01:00'))).toBe('2026-11-22');
    expect(challengeDayRange('2026-12-31')).toEqual({
      start: new Date('2026-12-31T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(() => challengeDayRange('2026-02-30')).toThrow(RangeError);
  });
});

describe('chooseMatchOfTheDay', () => {
  const events = [
    event('e1', '2026-11-21T12:30:00Z', 18),
    event('e2', '2026-11-21T17:30:00Z', 22),
    event('e3', '2026-11-21T20:00:00Z', 30, 'nba'), // most books, but not featured
    event('e4', '2026-11-22T00:30:00Z', 40), // the next UTC day
    event('e5', '2026-11-20T23:59:00Z', 40), // the day before
  ];

  it('takes the featured event of the UTC day with the most bookmakers', () => {
    expect(chooseMatchOfTheDay({ date: '2026-11-21', events, featuredCompetitions: ['epl'] })).toEqual({
      ok: true,
      eventId: 'e2',
      chosenBy: 'rule',
    });
    expect(
      chooseMatchOfTheDay({ date: '2026-11-21', events, featuredCompetitions: ['epl', 'nba'] }),
    ).toMatchObject({
      eventId: 'e3',
    });
  });

  it('breaks a tie towards the later kick-off, then the lower id, whatever the order given', () => {
    const tied = [
      event('b', '2026-11-21T15:00:00Z', 20),
      event('c', '2026-11-21T19:45:00Z', 20),
      event('a', '2026-11-21T19:45:00Z', 20),
    ];
    for (const order of [tied, [...tied].reverse()]) {
      expect(
        chooseMatchOfTheDay({ date: '2026-11-21', events: order, featuredCompetitions: ['epl'] }),
      ).toMatchObject({
        eventId: 'a',
      });
    }
  });

  it('skips events without a pickable consensus', () => {
    const thin = [event('one-book', '2026-11-21T15:00:00Z', 1), event('two', '2026-11-21T12:00:00Z', 2)];
    expect(
      chooseMatchOfTheDay({ date: '2026-11-21', events: thin, featuredCompetitions: ['epl'] }),
    ).toMatchObject({
      eventId: 'two',
    });
  });

  it('follows an administrator’s choice of any event starting that day', () => {
    const input = { date: '2026-11-21', events, featuredCompetitions: ['epl'] };
    expect(chooseMatchOfTheDay({ ...input, administratorChoice: 'e1' })).toEqual({
      ok: true,
      eventId: 'e1',
      chosenBy: 'administrator',
    });
    expect(chooseMatchOfTheDay({ ...input, administratorChoice: 'e4' })).toEqual({
      ok: false,
      reason: 'not-that-day',
    });
  });

  it('has nothing to choose on a day without featured events', () => {
    expect(chooseMatchOfTheDay({ date: '2026-11-23', events, featuredCompetitions: ['epl'] })).toEqual({
      ok: false,
      reason: 'no-candidates',
    });
  });
});

describe('dailyStreak', () => {
  const days = (...results: DailyResult[]) =>
    results.map((result, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, result }));

  it('counts consecutive correct days and remembers the best run', () => {
    expect(dailyStreak(days('won', 'won', 'lost', 'won'))).toEqual({
      current: 1,
      best: 2,
      multipliersEarned: 0,
    });
    expect(dailyStreak([])).toEqual({ current: 0, best: 0, multipliersEarned: 0 });
  });

  it('breaks on a missed day, holds on a void or a pending result', () => {
    expect(dailyStreak(days('won', 'missed', 'won'))).toMatchObject({ current: 1 });
    expect(dailyStreak(days('won', 'void', 'won', 'pending'))).toMatchObject({ current: 2 });
  });

  it('earns a Multiplier at every 7 consecutive correct picks', () => {
    const seven = Array<DailyResult>(7).fill('won');
    expect(dailyStreak(days(...seven))).toEqual({ current: 7, best: 7, multipliersEarned: 1 });
    expect(dailyStreak(days('won', 'won', 'won', 'void', 'won', 'won', 'won', 'won'))).toMatchObject({
      current: 7,
      multipliersEarned: 1,
    });
    expect(dailyStreak(days(...seven, ...seven))).toMatchObject({ multipliersEarned: 2 });
    expect(dailyStreak(days(...seven.slice(1), 'lost', ...seven.slice(1)))).toMatchObject({
      multipliersEarned: 0,
    });
  });

  it('reads the days in date order, so a corrected day recomputes the streak', () => {
    const history = days('won', 'won', 'won');
    expect(dailyStreak([...history].reverse())).toMatchObject({ current: 3 });
    const corrected = history.map((day, i) => (i === 1 ? { ...day, result: 'lost' as const } : day));
    expect(dailyStreak(corrected)).toEqual({ current: 1, best: 1, multipliersEarned: 0 });
  });
});
