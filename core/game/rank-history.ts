// A league member's rank history (issue #10): walking the league's gameweeks oldest first, each member's
// totals add up, and after each gameweek the whole league is ranked on them by the league's rule
// (ranking.ts), so a rank is "where the player stood once that gameweek was over". A member without a row
// in a gameweek scored nothing in it; every current member is ranked, whenever they joined.
import { rankStandings, type RankBy, type StandingScore } from './ranking.ts';

export interface GameweekScores<Week extends string = string> {
  gameweek: Week;
  /** The members who scored in the gameweek, by user id. */
  rows: ReadonlyMap<string, StandingScore>;
}

export interface RankHistoryPoint<Week extends string = string> {
  gameweek: Week;
  points: number;
  cumulative: number;
  rank: number;
}

const nothing: StandingScore = { boosted: 0, total: 0, correct: 0 };

/** `userId`'s points, running total and league rank per gameweek; `userId` must be one of `memberIds`. */
export function rankHistoryOf<Week extends string>(
  gameweeks: readonly GameweekScores<Week>[],
  memberIds: readonly string[],
  userId: string,
  rankBy: RankBy,
): RankHistoryPoint<Week>[] {
  const running = new Map<string, StandingScore>([...new Set(memberIds)].map((id) => [id, nothing]));
  const history: RankHistoryPoint<Week>[] = [];
  for (const { gameweek, rows } of gameweeks) {
    for (const [id, sum] of running) {
      const week = rows.get(id) ?? nothing;
      running.set(id, {
        boosted: sum.boosted + week.boosted,
        total: sum.total + week.total,
        correct: sum.correct + week.correct,
      });
    }
    const ranked = rankStandings(
      [...running].map(([id, score]) => ({ id, ...score })),
      { rankBy },
    );
    const mine = ranked.find(({ row }) => row.id === userId);
    if (!mine) throw new RangeError(`${userId} is not a member of the league`);
    history.push({
      gameweek,
      points: (rows.get(userId) ?? nothing)[rankBy],
      cumulative: mine.row[rankBy],
      rank: mine.rank,
    });
  }
  return history;
}
