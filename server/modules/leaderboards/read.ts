// Reading the materialised standings: a board's page, a player's row and rank, the rows of some players.
// A rank is `players above this boosted score (board_scores) + 1 + players of the same boosted score ahead
// on correct, then total` (a short range of standings_order_idx): ties share a rank (1, 2, 2, 4).
import { sql } from 'drizzle-orm';
import type { BoardInfoDto, StandingRowDto } from '#core/contract/leaderboards.ts';
import type { Executor } from '#server/db/executor.ts';
import { SCOPE_IDS, type BoardKey } from './boards.ts';

type RowWithRank = {
  user_id: string;
  display_name: string;
  boosted: number;
  total: number;
  correct: number;
  rank: number;
};

const toDto = (row: RowWithRank): StandingRowDto => ({
  rank: Number(row.rank),
  userId: row.user_id,
  displayName: row.display_name,
  boosted: row.boosted,
  total: row.total,
  correct: row.correct,
});

/** The board's id, or null when nobody has a row on it yet. */
export async function boardIdOf(db: Executor, key: BoardKey): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from boards where period = ${key.period} and period_key = ${key.periodKey}
      and scope = ${SCOPE_IDS[key.scope]} and scope_key = ${key.scopeKey}`);
  return rows[0]?.id ?? null;
}

/** How many players have a row on the board. */
export async function playersOn(db: Executor, boardId: number | null): Promise<number> {
  if (boardId === null) return 0;
  const { rows } = await db.execute<{ players: number }>(sql`
    select above + players as players from board_scores where board_id = ${boardId}
    order by boosted asc limit 1`);
  return rows[0]?.players ?? 0;
}

const rankOfRow = sql`(bs.above + 1 + (select count(*) from standings o
  where o.board_id = s.board_id and o.boosted = s.boosted
    and (o.correct > s.correct or (o.correct = s.correct and o.total > s.total))))::int`;

/** The rows of these players on the board, with their ranks. */
export async function rowsOf(
  db: Executor,
  boardId: number | null,
  userIds: readonly string[],
): Promise<StandingRowDto[]> {
  if (boardId === null || userIds.length === 0) return [];
  const { rows } = await db.execute<RowWithRank>(sql`
    select s.user_id, coalesce(u.display_name, 'Player') as display_name, s.boosted, s.total, s.correct,
           ${rankOfRow} as rank
    from standings s
    join board_scores bs on bs.board_id = s.board_id and bs.boosted = s.boosted
    join users u on u.id = s.user_id
    where s.board_id = ${boardId}
      and s.user_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`);
  return rows.map(toDto);
}

/** One player's row and rank. */
export async function rowOf(
  db: Executor,
  boardId: number | null,
  userId: string,
): Promise<StandingRowDto | null> {
  if (boardId === null) return null;
  const { rows } = await db.execute<RowWithRank>(sql`
    select s.user_id, coalesce(u.display_name, 'Player') as display_name, s.boosted, s.total, s.correct,
           ${rankOfRow} as rank
    from standings s
    join board_scores bs on bs.board_id = s.board_id and bs.boosted = s.boosted
    join users u on u.id = s.user_id
    where s.board_id = ${boardId} and s.user_id = ${userId}`);
  return rows[0] ? toDto(rows[0]) : null;
}

/**
 * A page of the board, best first: the first row's rank from the ranks table, the others from their place
 * (a row equal to the one before it shares its rank).
 */
export async function pageOf(
  db: Executor,
  boardId: number | null,
  page: number,
  pageSize: number,
): Promise<StandingRowDto[]> {
  if (boardId === null) return [];
  const offset = (page - 1) * pageSize;
  const { rows } = await db.execute<Omit<RowWithRank, 'rank'>>(sql`
    select s.user_id, coalesce(u.display_name, 'Player') as display_name, s.boosted, s.total, s.correct
    from (select user_id, boosted, total, correct from standings where board_id = ${boardId}
          order by boosted desc, correct desc, total desc, user_id limit ${pageSize} offset ${offset}) s
    join users u on u.id = s.user_id
    order by s.boosted desc, s.correct desc, s.total desc, s.user_id`);
  const first = rows[0];
  if (!first) return [];
  const [firstRow] = await rowsOf(db, boardId, [first.user_id]);
  const ranked: StandingRowDto[] = [];
  rows.forEach((row, index) => {
    const before = ranked[index - 1];
    const previous = rows[index - 1];
    const ties =
      previous &&
      previous.boosted === row.boosted &&
      previous.correct === row.correct &&
      previous.total === row.total;
    const rank =
      index === 0 ? (firstRow?.rank ?? offset + 1) : ties && before ? before.rank : offset + index + 1;
    ranked.push(toDto({ ...row, rank }));
  });
  return ranked;
}

export function boardInfo(key: BoardKey, players: number): BoardInfoDto {
  return { ...key, players };
}
