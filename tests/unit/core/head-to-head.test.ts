import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextGameweek, type GameweekId } from '#core/game/gameweek.ts';
import {
  compareHeadToHead,
  gameweekIndex,
  headToHeadTable,
  isGameweekFinished,
  leagueAverage,
  matchesOfGameweek,
  matchPoints,
  matchScore,
  pairingsOfGameweek,
  pairingsOfRound,
  roundsPerCycle,
  type GameweekScores,
  type Pairing,
} from '#core/game/head-to-head.ts';

const key = (a: string, b: string | null) => [a, b ?? 'AVG'].sort().join('-');
const keysOf = (pairings: Pairing[]) => pairings.map(({ home, away }) => key(home, away));
const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${String(i).padStart(3, '0')}`);
const scores = (gameweek: GameweekId, entries: Record<string, number>): GameweekScores => ({
  gameweek,
  scores: new Map(Object.entries(entries)),
});

describe('pairing', () => {
  it('has n - 1 rounds for an even count, n for an odd one, none for nobody', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(roundsPerCycle)).toEqual([0, 1, 1, 3, 3, 5, 5]);
  });

  it('pairs four members so every pair meets once in three rounds', () => {
    const rounds = [0, 1, 2].map((round) => keysOf(pairingsOfRound(['d', 'b', 'a', 'c'], round)).sort());
    expect(rounds.flat().sort()).toEqual(['a-b', 'a-c', 'a-d', 'b-c', 'b-d', 'c-d']);
    for (const round of rounds) expect(round).toHaveLength(2);
  });

  it('orders members by id, whatever order they come in', () => {
    expect(pairingsOfRound(['c', 'a', 'b', 'd'], 1)).toEqual(pairingsOfRound(['a', 'b', 'c', 'd'], 1));
  });

  it('leaves one member of an odd count to meet the average, a different one each round', () => {
    const members = ['a', 'b', 'c'];
    const facing = [0, 1, 2].map((round) => {
      const pairings = pairingsOfRound(members, round);
      expect(pairings).toHaveLength(2);
      const average = pairings.filter((pairing) => pairing.away === null);
      expect(average).toHaveLength(1);
      return average[0]?.home;
    });
    expect([...facing].sort()).toEqual(members);
  });

  it('gives a lone member the average every week', () => {
    expect(pairingsOfRound(['solo'], 0)).toEqual([{ home: 'solo', away: null }]);
    expect(pairingsOfRound(['solo'], 7)).toEqual([{ home: 'solo', away: null }]);
    expect(pairingsOfRound([], 3)).toEqual([]);
  });

  it('takes the round from the gameweek index since the first, wrapping round', () => {
    const first: GameweekId = '2026-W51';
    // Across the year end: 2026 has 53 ISO weeks.
    expect(gameweekIndex(first, '2026-W53')).toBe(2);
    expect(gameweekIndex(first, '2027-W01')).toBe(3);
    const members = ['a', 'b', 'c', 'd'];
    expect(pairingsOfGameweek(members, first, '2027-W01')).toEqual(pairingsOfRound(members, 0));
    expect(pairingsOfGameweek(members, first, '2026-W52')).toEqual(pairingsOfRound(members, 1));
    expect(pairingsOfGameweek(members, first, '2026-W52')).not.toEqual(pairingsOfRound(members, 0));
  });

  it('meets every other member once per cycle, nobody twice in a gameweek (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.integer({ min: -50, max: 200 }), (n, start) => {
        const members = ids(n);
        const rounds = roundsPerCycle(n);
        const met = new Map<string, number>();
        for (let round = start; round < start + rounds; round += 1) {
          const pairings = pairingsOfRound(members, round);
          const sides = pairings.flatMap(({ home, away }) => (away === null ? [home] : [home, away]));
          // Everyone plays exactly once in the round.
          expect([...sides].sort()).toEqual(members);
          for (const k of keysOf(pairings)) met.set(k, (met.get(k) ?? 0) + 1);
        }
        const expected = new Set<string>();
        for (const [i, a] of members.entries()) {
          for (const b of members.slice(i + 1)) expected.add(key(a, b));
          if (n % 2 === 1) expected.add(key(a, null));
        }
        expect([...met.keys()].sort()).toEqual([...expected].sort());
        expect([...met.values()].every((count) => count === 1)).toBe(true);
      }),
    );
  });
});

describe('a match', () => {
  it('gives 3 to the higher score, 1 each for a draw, 0 to the lower', () => {
    expect([matchPoints(40, 20), matchPoints(20, 20), matchPoints(0, 20)]).toEqual([3, 1, 0]);
  });

  it('scores by the league rankBy', () => {
    expect(matchScore({ boosted: 60, total: 20 }, 'boosted')).toBe(60);
    expect(matchScore({ boosted: 60, total: 20 }, 'total')).toBe(20);
  });

  it('takes the average over all members, those without a score at 0, rounded down', () => {
    expect(
      leagueAverage(
        ['a', 'b', 'c'],
        new Map([
          ['a', 10],
          ['b', 10],
        ]),
      ),
    ).toBe(6);
    expect(leagueAverage([], new Map())).toBe(0);
  });

  it('lists the scores and the average as the away side', () => {
    const matches = matchesOfGameweek(['a', 'b', 'c'], '2026-W10', scores('2026-W10', { a: 30, c: 11 }));
    expect(matches).toEqual([
      { home: { userId: 'c', score: 11 }, away: { kind: 'average', score: 13 } },
      { home: { userId: 'a', score: 30 }, away: { kind: 'member', userId: 'b', score: 0 } },
    ]);
  });
});

describe('the table', () => {
  const first: GameweekId = '2026-W10';
  const second = nextGameweek(first);
  const third = nextGameweek(second);
  const afterSecond = new Date('2026-03-16T00:00:00.000Z'); // 2026-W12 starts: W10 and W11 have ended

  it('counts only finished gameweeks, from their end on', () => {
    expect(isGameweekFinished(second, new Date('2026-03-15T23:59:59.999Z'))).toBe(false);
    expect(isGameweekFinished(second, afterSecond)).toBe(true);
    const table = headToHeadTable(
      ['a', 'b'],
      first,
      [scores(first, { a: 10 }), scores(second, { a: 10 }), scores(third, { b: 99 })],
      afterSecond,
    );
    expect(table.map(({ row, rank }) => [row.userId, rank, row.played, row.won, row.points])).toEqual([
      ['a', 1, 2, 2, 6],
      ['b', 2, 2, 0, 0],
    ]);
  });

  it('adds won, drawn, lost, points for and against; the average earns no row', () => {
    // Three members: W10 c meets the average, a meets b; W11 a meets the average, b meets c.
    expect(keysOf(pairingsOfGameweek(['a', 'b', 'c'], first, first))).toEqual(['AVG-c', 'a-b']);
    expect(keysOf(pairingsOfGameweek(['a', 'b', 'c'], first, second))).toEqual(['AVG-a', 'b-c']);
    const table = headToHeadTable(
      ['a', 'b', 'c'],
      first,
      // W10: average 20; c 20 draws it; a 20 draws b 20. W11: average 35 / 3 = 11 (a's 0 counts);
      // a 0 loses to it; b 30 beats c 5.
      [scores(first, { a: 20, b: 20, c: 20 }), scores(second, { b: 30, c: 5 })],
      afterSecond,
    );
    expect(table.map(({ row, rank }) => ({ ...row, rank }))).toEqual([
      {
        userId: 'b',
        rank: 1,
        played: 2,
        won: 1,
        drawn: 1,
        lost: 0,
        pointsFor: 50,
        pointsAgainst: 25,
        points: 4,
      },
      {
        userId: 'c',
        rank: 2,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        pointsFor: 25,
        pointsAgainst: 50,
        points: 1,
      },
      {
        userId: 'a',
        rank: 3,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        pointsFor: 20,
        pointsAgainst: 31,
        points: 1,
      },
    ]);
  });

  it('orders by points, then points for, then won; still equal shares a rank (1, 2, 2, 4)', () => {
    // Four members, one finished gameweek: W10 pairs a-d and b-c.
    expect(keysOf(pairingsOfGameweek(['a', 'b', 'c', 'd'], first, first))).toEqual(['a-d', 'b-c']);
    const table = headToHeadTable(
      ['a', 'b', 'c', 'd'],
      first,
      [scores(first, { a: 30, d: 10, b: 15, c: 15 })],
      afterSecond,
    );
    expect(table.map(({ row, rank }) => `${row.userId}:${rank}:${row.points}`)).toEqual([
      'a:1:3',
      'b:2:1',
      'c:2:1',
      'd:4:0',
    ]);
  });

  it('breaks equal points on more points for', () => {
    // Two gameweeks of four: W10 a-d, b-c; W11 (round 1) b-a, c-d.
    expect(keysOf(pairingsOfGameweek(['a', 'b', 'c', 'd'], first, second))).toEqual(['a-b', 'c-d']);
    const table = headToHeadTable(
      ['a', 'b', 'c', 'd'],
      first,
      [
        // W10: a beats d, b draws c. W11: b beats a, c beats d.
        scores(first, { a: 10, d: 5, b: 7, c: 7 }),
        scores(second, { a: 1, b: 2, c: 5, d: 4 }),
      ],
      afterSecond,
    );
    // c 4 pts, 12 for; b 4 pts, 9 for; a 3 pts; d 0.
    expect(table.map(({ row, rank }) => `${row.userId}:${rank}:${row.points}:${row.pointsFor}`)).toEqual([
      'c:1:4:12',
      'b:2:4:9',
      'a:3:3:11',
      'd:4:0:9',
    ]);
  });

  it('breaks equal points and points for on more wins', () => {
    const record = (userId: string, won: number, drawn: number) => ({
      userId,
      played: 3,
      won,
      drawn,
      lost: 3 - won - drawn,
      pointsFor: 30,
      pointsAgainst: 30,
      points: 3 * won + drawn,
    });
    // One win and two losses against three draws: both 3 points.
    expect(compareHeadToHead(record('x', 1, 0), record('y', 0, 3))).toBeLessThan(0);
    expect(compareHeadToHead(record('y', 0, 3), record('x', 1, 0))).toBeGreaterThan(0);
    expect(compareHeadToHead(record('x', 1, 0), record('z', 1, 0))).toBe(0);
  });

  it('gives members equal on everything the same rank, listed by id', () => {
    const table = headToHeadTable(
      ['y', 'x'],
      first,
      [scores(first, { x: 10, y: 0 }), scores(second, { x: 0, y: 10 })],
      afterSecond,
    );
    expect(table.map(({ row, rank }) => `${row.userId}:${rank}:${row.points}`)).toEqual(['x:1:3', 'y:1:3']);
  });

  it('lists every member with nothing played before a gameweek has finished', () => {
    const table = headToHeadTable(
      ['b', 'a'],
      first,
      [scores(first, { a: 50 })],
      new Date('2026-03-04T12:00:00Z'),
    );
    expect(table.map(({ row, rank }) => [row.userId, rank, row.played])).toEqual([
      ['a', 1, 0],
      ['b', 1, 0],
    ]);
  });
});
