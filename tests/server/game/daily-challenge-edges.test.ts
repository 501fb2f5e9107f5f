// The match of the day's tie to the later kick-off even against a lower id (docs/game-rules.md §7.1), and
// the errors the challenge day gives for what is not a day.
import { describe, expect, it } from 'vitest';
import { challengeDateOf, challengeDayRange, chooseMatchOfTheDay } from '#core/game/daily-challenge.ts';

describe('chooseMatchOfTheDay', () => {
  it('gives a tie to the later kick-off before the lower id', () => {
    const events = [
      { eventId: 'a', competitionId: 'epl', commenceTime: '2026-11-21T15:00:00Z', bookmakers: 20 },
      { eventId: 'b', competitionId: 'epl', commenceTime: '2026-11-21T19:45:00Z', bookmakers: 20 },
    ];
    for (const order of [events, [...events].reverse()]) {
      expect(
        chooseMatchOfTheDay({ date: '2026-11-21', events: order, featuredCompetitions: ['epl'] }),
      ).toEqual({ ok: true, eventId: 'b', chosenBy: 'rule' });
    }
  });
});

describe('the challenge day refuses', () => {
  it('an invalid instant', () => {
    expect(() => challengeDateOf(new Date('nonsense'))).toThrow(
      new RangeError('challengeDateOf needs a valid instant'),
    );
  });

  // '+010000-01' is how 1 January 10000 begins, and '-000001-01' 1 January 2 BC: both read back as themselves.
  it.each([['2026-02-30'], ['2026-13-01'], ['2026-1-5'], ['21/11/2026'], ['+010000-01'], ['-000001-01']])(
    '%s, naming it',
    (date) => {
      expect(() => challengeDayRange(date)).toThrow(new RangeError(`Not a challenge date: ${date}`));
    },
  );
});
