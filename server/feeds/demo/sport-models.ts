// How each sport scores, as parameters of three model families: goals (Poisson: soccer, ice hockey,
// baseball), points (normal: basketball, American football, Aussie rules, rugby league, cricket runs) and sets
// (tennis). Rating edges are in rating units (one standard deviation of team strength, strengths.ts).

interface TotalsSpec {
  /** Soccer books all quote the same line; elsewhere the line follows the expected total. */
  fixedLine?: number;
  /** Offsets from the main line that individual books quote (drawn per book and event). */
  bookLineOffsets: readonly number[];
}

export interface GoalsSport {
  kind: 'goals';
  /** Expected goals of an even match. */
  homeRate: number;
  awayRate: number;
  /** Log-rate change per rating unit of edge, split between the sides. */
  ratingScale: number;
  /** 'draw': a level score stands (soccer's 90 minutes); 'sudden-death': overtime adds one for the winner. */
  level: 'draw' | 'sudden-death';
  /** Goals beyond this are lumped into the last cell of the grid. */
  maxGoals: number;
  minutes: number;
  overtimeMinutes: number;
  totals: TotalsSpec | null;
}

export interface PointsSport {
  kind: 'points';
  /** Expected score of a side in an even match. */
  mean: number;
  homeEdge: number;
  /** Points of expected margin per rating unit of edge. */
  ratingScale: number;
  /** Standard deviation of one side's score. */
  sd: number;
  minScore: number;
  /** A level score goes to overtime: both sides add `both`, the winner `winner` more (inclusive ranges). */
  overtime: { both: readonly [number, number]; winner: readonly [number, number] };
  minutes: number;
  overtimeMinutes: number;
  totals: TotalsSpec | null;
}

export interface SetsSport {
  kind: 'sets';
  setsToWin: number;
  /** Log-odds of winning per rating unit of edge. */
  ratingScale: number;
  /** No tennis match is priced beyond these odds. */
  maxProbability: number;
  minutesPerSet: number;
}

export type SportModel = GoalsSport | PointsSport | SetsSport;

const soccerTotals: TotalsSpec = { fixedLine: 2.5, bookLineOffsets: [0] };

export const englishLeague = (ratingScale: number): GoalsSport => ({
  kind: 'goals',
  homeRate: 1.5,
  awayRate: 1.2,
  ratingScale,
  level: 'draw',
  maxGoals: 10,
  minutes: 112,
  overtimeMinutes: 0,
  totals: soccerTotals,
});

export const iceHockey: GoalsSport = {
  kind: 'goals',
  homeRate: 3.15,
  awayRate: 2.95,
  ratingScale: 0.22,
  level: 'sudden-death',
  maxGoals: 14,
  minutes: 150,
  overtimeMinutes: 15,
  totals: { bookLineOffsets: [0] },
};

export const baseball: GoalsSport = {
  kind: 'goals',
  homeRate: 4.5,
  awayRate: 4.3,
  ratingScale: 0.2,
  level: 'sudden-death',
  maxGoals: 25,
  minutes: 180,
  overtimeMinutes: 25,
  // Whole-number lines (8.0, 9.0) come up, so a totals push on a whole line can happen.
  totals: { bookLineOffsets: [0, 0, 0, 0.5, -0.5] },
};

export const basketball: PointsSport = {
  kind: 'points',
  mean: 114,
  homeEdge: 2.5,
  ratingScale: 5,
  sd: 12,
  minScore: 70,
  overtime: { both: [6, 12], winner: [1, 8] },
  minutes: 140,
  overtimeMinutes: 15,
  totals: { bookLineOffsets: [-1, -0.5, 0, 0, 0, 0.5, 1] },
};

export const americanFootball: PointsSport = {
  kind: 'points',
  mean: 22,
  homeEdge: 1.5,
  ratingScale: 4.5,
  sd: 10,
  minScore: 0,
  overtime: { both: [0, 0], winner: [3, 3] },
  minutes: 195,
  overtimeMinutes: 15,
  totals: { bookLineOffsets: [-0.5, 0, 0, 0.5] },
};

export const aussieRules: PointsSport = {
  kind: 'points',
  mean: 84,
  homeEdge: 6,
  ratingScale: 12,
  sd: 20,
  minScore: 25,
  // A level AFL score is rare; the demo settles it with a late behind or goal so h2h stays two-way.
  overtime: { both: [0, 0], winner: [1, 6] },
  minutes: 150,
  overtimeMinutes: 5,
  totals: { bookLineOffsets: [-1, 0, 0, 1] },
};

export const rugbyLeague: PointsSport = {
  kind: 'points',
  mean: 22,
  homeEdge: 2.5,
  ratingScale: 5,
  sd: 9,
  minScore: 0,
  overtime: { both: [0, 0], winner: [1, 1] },
  minutes: 105,
  overtimeMinutes: 8,
  totals: { bookLineOffsets: [-1, 0, 0, 1] },
};

export const cricketT20: PointsSport = {
  kind: 'points',
  mean: 172,
  homeEdge: 4,
  ratingScale: 6,
  sd: 25,
  minScore: 80,
  // A tie goes to a super over; the demo credits its winner one run so the runs alone name the winner.
  overtime: { both: [0, 0], winner: [1, 1] },
  minutes: 210,
  overtimeMinutes: 15,
  totals: null,
};

export const tennisBestOfFive: SetsSport = {
  kind: 'sets',
  setsToWin: 3,
  ratingScale: 1.1,
  maxProbability: 0.96,
  minutesPerSet: 45,
};
