// Small rules read at their edges: the refusals name what they refused, a league name keeps single
// spaces, two voids are the same result only for the same reason, and the running correct picks
// decide a rank between equal scores.
import { describe, expect, it } from 'vitest';
import { normaliseLeagueName } from '#core/game/leagues.ts';
import { lockTimeOf } from '#core/game/lock.ts';
import { rankHistoryOf } from '#core/game/rank-history.ts';
import { pointsFor } from '#core/game/scoring.ts';
import { lost, sameResult, voided, won } from '#core/game/types.ts';

describe('the refusals name what they refused', () => {
  it('a kick-off that is not an instant', () => {
    expect(() => lockTimeOf({ commenceTime: 'soon' })).toThrow(new RangeError('Not an instant: soon'));
  });

  it('a probability outside (0, 1]', () => {
    expect(() => pointsFor(1.5, 'match')).toThrow(new RangeError('Not a probability: 1.5'));
  });

  it('a rank history for someone outside the league', () => {
    expect(() => rankHistoryOf([{ gameweek: 'w1', rows: new Map() }], ['ann'], 'zed', 'boosted')).toThrow(
      new RangeError('zed is not a member of the league'),
    );
  });
});

describe('normaliseLeagueName', () => {
  it('trims and makes each inner run of white space one space', () => {
    expect(normaliseLeagueName('  Sunday \t\n League  ')).toBe('Sunday League');
    expect(normaliseLeagueName('Five  a   side')).toBe('Five a side');
  });
});

describe('sameResult', () => {
  it('is true for two voids only when their reasons match', () => {
    expect(sameResult(voided('push'), voided('push'))).toBe(true);
    expect(sameResult(voided('push'), voided('cancelled'))).toBe(false);
    expect(sameResult(won, won)).toBe(true);
    expect(sameResult(won, lost)).toBe(false);
  });
});

describe('rankHistoryOf', () => {
  it('adds up correct picks week by week to break equal scores', () => {
    const weeks = [
      {
        gameweek: 'w1',
        rows: new Map([
          ['ann', { boosted: 10, total: 10, correct: 1 }],
          ['ben', { boosted: 10, total: 10, correct: 0 }],
        ]),
      },
      {
        gameweek: 'w2',
        rows: new Map([
          ['ann', { boosted: 5, total: 5, correct: 1 }],
          ['ben', { boosted: 5, total: 5, correct: 1 }],
        ]),
      },
    ];
    expect(rankHistoryOf(weeks, ['ann', 'ben'], 'ann', 'boosted')).toEqual([
      { gameweek: 'w1', points: 10, cumulative: 10, rank: 1 },
      { gameweek: 'w2', points: 5, cumulative: 15, rank: 1 },
    ]);
    expect(rankHistoryOf(weeks, ['ann', 'ben'], 'ben', 'boosted').map((point) => point.rank)).toEqual([2, 2]);
  });
});
