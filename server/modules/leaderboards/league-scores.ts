// A league's members and their rows on one board: what both the league's standings and the caller's rank
// in each of their leagues start from.
import type { StandingRowDto } from '#core/contract/leaderboards.ts';
import type { Executor } from '#server/db/executor.ts';
import { leagueMemberIds } from '#server/modules/leagues/index.ts';
import type { BoardKey } from './boards.ts';
import { boardIdOf, scoresOf } from './read.ts';

export interface LeagueScores {
  memberIds: string[];
  /** The board's id; null while nobody has a row on it. */
  boardId: number | null;
  /** The members' rows (board rank 0: a league ranks its own), by user id. */
  scored: Map<string, StandingRowDto>;
  /** The members without a row: they stand with 0. */
  unscored: string[];
}

export async function leagueScores(db: Executor, leagueId: string, key: BoardKey): Promise<LeagueScores> {
  const memberIds = await leagueMemberIds(db, leagueId);
  const boardId = await boardIdOf(db, key);
  const scored = new Map((await scoresOf(db, boardId, memberIds)).map((row) => [row.userId, row]));
  return { memberIds, boardId, scored, unscored: memberIds.filter((id) => !scored.has(id)) };
}
