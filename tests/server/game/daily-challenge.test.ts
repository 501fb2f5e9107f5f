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

  it('needs at least 2 bookmakers: an event with 1 is never the match of the day', () => {
    const alone = [event('one-book', '2026-11-21T15:00:00Z', 1)];
    expect(chooseMatchOfTheDay({ date: '2026-11-21', events: alone, featuredCompetitions: ['epl'] })).toEqual(
      { ok: false, reason: 'no-candidates' },
    );
    expect(
      chooseMatchOfTheDay({
        date: '2026-11-21',
        events: alone,
        featuredCompetitions: ['epl'],
        administratorChoice: 'one-book',
      }),
    ).toEqual({ ok: false, reason: 'not-that-day' });
    const two = [event('two-books', '2026-11-21T15:00:00Z', 2)];
    expect(chooseMatchOfTheDay({ date: '2026-11-21', events: two, featuredCompetitions: ['epl'] })).toEqual({
      ok: true,
      eventId: 'two-books',
      chosenBy: 'rule',
    });
  });

  it('takes kick-offs from 00:00 UTC of the day, inclusive, to 00:00 UTC of the next, exclusive', () => {
    // Each event outside the day has more books, so it would win were it let in.
    const edges = [
      event('last-of-day-before', '2026-11-20T23:59:59.999Z', 50),
      event('midnight-next-day', '2026-11-22T00:00:00.000Z', 40),
      event('midnight', '2026-11-21T00:00:00.000Z', 30),
      event('last-millisecond', '2026-11-21T23:59:59.999Z', 20),
    ];
    const choose = (events: ChallengeCandidate[]) =>
      chooseMatchOfTheDay({ date: '2026-11-21', events, featuredCompetitions: ['epl'] });
    expect(choose(edges)).toMatchObject({ ok: true, eventId: 'midnight' });
    expect(choose(edges.filter((e) => e.eventId !== 'midnight'))).toMatchObject({
      ok: true,
      eventId: 'last-millisecond',
    });
    expect(choose(edges.slice(0, 2))).toEqual({ ok: false, reason: 'no-candidates' });
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

  it('sorts days given shuffled into date order before counting', () => {
    // In date order: won 1st, won 2nd, lost 3rd, won 4th, won 5th, won 6th -> current 3, best 3.
    const shuffled = [
      { date: '2026-11-05', result: 'won' as const },
      { date: '2026-11-03', result: 'lost' as const },
      { date: '2026-11-01', result: 'won' as const },
      { date: '2026-11-06', result: 'won' as const },
      { date: '2026-11-02', result: 'won' as const },
      { date: '2026-11-04', result: 'won' as const },
    ];
    expect(dailyStreak(shuffled)).toEqual({ current: 3, best: 3, multipliersEarned: 0 });
    // Seven wins then a loss, shuffled: the loss is the last day, so the streak is broken.
    const week = [
      { date: '2026-11-08', result: 'lost' as const },
      ...['04', '01', '07', '03', '06', '02', '05'].map((day) => ({
        date: `2026-11-${day}`,
        result: 'won' as const,
      })),
    ];
    expect(dailyStreak(week)).toEqual({ current: 0, best: 7, multipliersEarned: 1 });
  });

  it('reads the days in date order, so a corrected day recomputes the streak', () => {
    const history = days('won', 'won', 'won');
    expect(dailyStreak([...history].reverse())).toMatchObject({ current: 3 });
    const corrected = history.map((day, i) => (i === 1 ? { ...day, result: 'lost' as const } : day));
    expect(dailyStreak(corrected)).toEqual({ current: 1, best: 1, multipliersEarned: 0 });
  });
});
