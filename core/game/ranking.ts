// How a leaderboard orders its rows (docs/game-rules.md §8): by the board's score (boosted unless a league
// ranks by total), then by more correct picks, then by the other score; rows still equal share a rank and
// the next rank skips (1, 2, 2, 4). There is no time-based tie-break. Benchmark bots are shown on the board
// but never win and never take a rank from a person: people are ranked among people only, and a bot
// carries the rank a person with its score would have.

export type RankBy = 'boosted' | 'total';

export interface StandingScore {
  boosted: number;
  total: number;
  correct: number;
}

export interface RankedRow<Row> {
  row: Row;
  rank: number;
}

/** Negative when `a` stands above `b`, 0 when the two share a rank. */
export function compareStandings(a: StandingScore, b: StandingScore, rankBy: RankBy = 'boosted'): number {
  const [first, last] =
    rankBy === 'boosted' ? (['boosted', 'total'] as const) : (['total', 'boosted'] as const);
  return b[first] - a[first] || b.correct - a.correct || b[last] - a[last];
}

/**
 * Ranks a board's rows, best first. `isBot` marks the benchmark bots: they are placed where their score
 * puts them, with the rank of the first person they tie or would displace, and no person's rank moves.
 */
export function rankStandings<Row extends StandingScore>(
  rows: readonly Row[],
  options: { rankBy?: RankBy; isBot?: (row: Row) => boolean } = {},
): RankedRow<Row>[] {
  const rankBy = options.rankBy ?? 'boosted';
  // Without isBot every row is a person.
  const isBot = (row: Row) => options.isBot?.(row) ?? false;
  const sorted = [...rows].sort(
    (a, b) => compareStandings(a, b, rankBy) || Number(isBot(a)) - Number(isBot(b)),
  );
  const ranked: RankedRow<Row>[] = [];
  let peopleAbove = 0;
  let previousPerson: Row | null = null;
  let previousRank = 0;
  for (const row of sorted) {
    if (isBot(row)) {
      const tiesPrevious = previousPerson !== null && compareStandings(previousPerson, row, rankBy) === 0;
      ranked.push({ row, rank: tiesPrevious ? previousRank : peopleAbove + 1 });
      continue;
    }
    const rank =
      previousPerson !== null && compareStandings(previousPerson, row, rankBy) === 0
        ? previousRank
        : peopleAbove + 1;
    ranked.push({ row, rank });
    peopleAbove += 1;
    previousPerson = row;
    previousRank = rank;
  }
  return ranked;
}
