import { describe, expect, it } from 'vitest';
import { rankHistoryOf, type GameweekScores } from '#core/game/rank-history.ts';
import type { StandingScore } from '#core/game/ranking.ts';

const score = (boosted: number, total: number, correct: number): StandingScore => ({
  boosted,
  total,
  correct,
});
const week = (gameweek: string, rows: Record<string, StandingScore>): GameweekScores => ({
  gameweek,
  rows: new Map(Object.entries(rows)),
});

const members = ['ann', 'ben', 'cat'];
const weeks = [
  week('2026-W47', { ann: score(60, 20, 1), ben: score(40, 40, 1) }),
  week('2026-W48', { ben: score(30, 30, 1), cat: score(20, 20, 1) }),
  week('2026-W49', {}),
];

describe('a rank history', () => {
  it("gives each gameweek's points, the running total and the rank on the running totals", () => {
    expect(rankHistoryOf(weeks, members, 'ann', 'boosted')).toEqual([
      { gameweek: '2026-W47', points: 60, cumulative: 60, rank: 1 },
      { gameweek: '2026-W48', points: 0, cumulative: 60, rank: 2 },
      { gameweek: '2026-W49', points: 0, cumulative: 60, rank: 2 },
    ]);
    expect(rankHistoryOf(weeks, members, 'ben', 'boosted').map((point) => point.rank)).toEqual([2, 1, 1]);
  });

  it('ranks a member who has not scored yet last, sharing the rank with the others at nothing', () => {
    expect(rankHistoryOf(weeks, members, 'cat', 'boosted')).toEqual([
      { gameweek: '2026-W47', points: 0, cumulative: 0, rank: 3 },
      { gameweek: '2026-W48', points: 20, cumulative: 20, rank: 3 },
      { gameweek: '2026-W49', points: 0, cumulative: 20, rank: 3 },
    ]);
    const quiet = rankHistoryOf(weeks, [...members, 'dan', 'eve'], 'dan', 'boosted');
    expect(quiet.map((point) => point.rank)).toEqual([3, 4, 4]);
  });

  it("counts by the league's rankBy: a total league reads total points and ranks on them", () => {
    expect(rankHistoryOf(weeks, members, 'ann', 'total')).toEqual([
      { gameweek: '2026-W47', points: 20, cumulative: 20, rank: 2 },
      { gameweek: '2026-W48', points: 0, cumulative: 20, rank: 2 },
      { gameweek: '2026-W49', points: 0, cumulative: 20, rank: 2 },
    ]);
  });

  it('breaks an equal score on correct picks, then on the other score, and otherwise shares the rank', () => {
    const tied = [week('2026-W47', { ann: score(40, 20, 1), ben: score(40, 40, 1), cat: score(40, 40, 1) })];
    expect(rankHistoryOf(tied, members, 'ann', 'boosted')[0]?.rank).toBe(3);
    expect(rankHistoryOf(tied, members, 'ben', 'boosted')[0]?.rank).toBe(1);
    expect(rankHistoryOf(tied, members, 'cat', 'boosted')[0]?.rank).toBe(1);
  });

  it('ignores the rows of players who are no longer members, and refuses a player outside the league', () => {
    const withFormer = [week('2026-W47', { gone: score(500, 500, 5), ann: score(10, 10, 1) })];
    expect(rankHistoryOf(withFormer, members, 'ann', 'boosted')[0]?.rank).toBe(1);
    expect(() => rankHistoryOf(withFormer, members, 'gone', 'boosted')).toThrow(RangeError);
    expect(rankHistoryOf([], members, 'gone', 'boosted')).toEqual([]);
  });
});
