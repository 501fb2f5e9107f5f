import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareStandings, rankStandings, type StandingScore } from '#core/game/ranking.ts';

interface Row extends StandingScore {
  id: string;
  bot?: boolean;
}

const row = (id: string, boosted: number, correct: number, total: number, bot = false): Row => ({
  id,
  boosted,
  correct,
  total,
  bot,
});
const ranks = (rows: Row[], rankBy?: 'boosted' | 'total') =>
  rankStandings(rows, { rankBy, isBot: (r) => r.bot === true }).map(({ row: r, rank }) => `${r.id}:${rank}`);

describe('ranking a board', () => {
  it('orders by boosted score, then more correct picks, then total score', () => {
    const rows = [row('a', 100, 2, 80), row('b', 120, 1, 60), row('c', 100, 3, 50), row('d', 100, 3, 70)];
    expect(ranks(rows)).toEqual(['b:1', 'd:2', 'c:3', 'a:4']);
  });

  it('gives rows still equal the same rank and skips the next (1, 2, 2, 4)', () => {
    const rows = [row('a', 90, 2, 70), row('b', 90, 2, 70), row('c', 100, 1, 50), row('d', 10, 1, 10)];
    expect(ranks(rows)).toEqual(['c:1', 'a:2', 'b:2', 'd:4']);
  });

  it('ranks a league that ranks by total on the total first', () => {
    const rows = [row('a', 200, 1, 50), row('b', 100, 1, 60)];
    expect(ranks(rows, 'total')).toEqual(['b:1', 'a:2']);
  });

  it('never lets a bot win or take a rank from a person', () => {
    const rows = [
      row('favourite', 300, 5, 300, true),
      row('a', 100, 2, 90),
      row('crowd', 100, 2, 90, true),
      row('b', 50, 1, 50),
    ];
    expect(ranks(rows)).toEqual(['favourite:1', 'a:1', 'crowd:1', 'b:2']);
  });

  it('gives a bot below a person the rank of the people strictly above it + 1 (§8.1)', () => {
    const rows = [row('a', 100, 2, 90), row('crowd', 80, 2, 80, true), row('b', 50, 1, 50)];
    expect(ranks(rows)).toEqual(['a:1', 'crowd:2', 'b:2']);
  });

  it('lists a bot after the people it ties, whatever the order the rows come in', () => {
    const tied = [row('crowd', 100, 2, 90, true), row('a', 100, 2, 90), row('b', 100, 2, 90)];
    expect(ranks(tied)).toEqual(['a:1', 'b:1', 'crowd:1']);
    expect(ranks([...tied].reverse())).toEqual(['b:1', 'a:1', 'crowd:1']);
  });

  it('gives every person the rank of 1 + the people strictly above them, whatever the bots do', () => {
    const score = fc.record({
      boosted: fc.integer({ min: 0, max: 50 }),
      correct: fc.integer({ min: 0, max: 5 }),
      total: fc.integer({ min: 0, max: 50 }),
      bot: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(score, { maxLength: 30 }), (scores) => {
        const rows = scores.map((s, i) => ({ ...s, id: String(i) }));
        const ranked = rankStandings(rows, { isBot: (r) => r.bot });
        const people = rows.filter((r) => !r.bot);
        for (const { row: r, rank } of ranked) {
          if (r.bot) continue;
          expect(rank).toBe(1 + people.filter((other) => compareStandings(other, r) < 0).length);
        }
        expect(ranked).toHaveLength(rows.length);
      }),
    );
  });
});
