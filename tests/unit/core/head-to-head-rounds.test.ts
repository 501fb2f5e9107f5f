// The circle method's rounds written out (docs/game-rules.md §9): members by id, the first (or, with an odd
// count, the league average) in the fixed seat, the others turning one seat a round; the fixed seat's
// pair swaps home and away every other round, and the average is always listed away.
import { describe, expect, it } from 'vitest';
import { pairingsOfRound } from '#core/game/head-to-head.ts';

describe('four members a, b, c, d', () => {
  const round0 = [
    { home: 'a', away: 'd' },
    { home: 'b', away: 'c' },
  ];
  const round1 = [
    { home: 'b', away: 'a' },
    { home: 'c', away: 'd' },
  ];
  const round2 = [
    { home: 'a', away: 'c' },
    { home: 'd', away: 'b' },
  ];

  it.each([
    [0, round0],
    [1, round1],
    [2, round2],
    [3, round0],
    [4, round1],
    [-1, round2],
    [-2, round1],
  ])('round %i', (round, pairings) => {
    expect(pairingsOfRound(['a', 'b', 'c', 'd'], round)).toEqual(pairings);
  });

  it.each([[['d', 'c', 'b', 'a']], [['b', 'd', 'a', 'c']], [['c', 'a', 'd', 'b', 'a']]])(
    'whatever order the ids come in: %j',
    (members) => {
      expect(pairingsOfRound(members, 1)).toEqual(round1);
    },
  );
});

describe('three members a, b, c and the league average', () => {
  it.each([
    [
      0,
      [
        { home: 'c', away: null },
        { home: 'a', away: 'b' },
      ],
    ],
    [
      1,
      [
        { home: 'a', away: null },
        { home: 'b', away: 'c' },
      ],
    ],
    [
      2,
      [
        { home: 'b', away: null },
        { home: 'c', away: 'a' },
      ],
    ],
  ])('round %i', (round, pairings) => {
    expect(pairingsOfRound(['c', 'b', 'a'], round)).toEqual(pairings);
  });
});
