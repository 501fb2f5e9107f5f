// Reading the materialised standings: a board's page, a player's row and rank, the rows of some players.
// A rank is `players above this boosted score and correct count (board_scores) + 1 + players of the same
// pair ahead on total` (a short index-only range of standings_order_idx): ties share a rank (1, 2, 2, 4).
// The hot reads are prepared once per database (as picks/week-store.ts does) and take player lists as one
// uuid[] parameter; display names are read by primary key for just the rows returned.
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import { leaderboardPeriods, type BoardInfoDto, type StandingRowDto } from '#core/contract/leaderboards.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { boardScores, boards, standings, users } from '#server/db/schema.ts';
import { SCOPE_IDS, storedPeriod, type BoardKey } from './boards.ts';

type RowWithRank = {
  userId: string;
  displayName: string | null;
  boosted: number;
  total: number;
  correct: number;
  rank: number;
};

const toDto = (row: RowWithRank): StandingRowDto => ({
  rank: Number(row.rank),
  userId: row.userId,
  displayName: row.displayName ?? 'Player',
  boosted: row.boosted,
  total: row.total,
  correct: row.correct,
  bot: null,
});

/**
 * The rank of a standings row joined with its board_scores row: the players above its (boosted, correct)
 * plus those of the same pair ahead on total (correlated: a range of a few dozen index entries).
 */
const rankColumn = sql<number>`(${boardScores.above} + 1 + (select count(*) from standings o
  where o.board_id = ${standings.boardId} and o.boosted = ${standings.boosted}
    and o.correct = ${standings.correct} and o.total > ${standings.total}))::int`;

/** A standings row's board_scores row: its board's count at its (boosted, correct) pair. */
const scoreGroupOfRow = and(
  eq(boardScores.boardId, standings.boardId),
  eq(boardScores.boosted, standings.boosted),
  eq(boardScores.correct, standings.correct),
);

/** The display name by primary key, per returned row. */
const nameColumn = sql<
  string | null
>`(select ${users.displayName} from ${users} where ${users.id} = ${standings.userId})`;

const rankedColumns = {
  userId: standings.userId,
  displayName: nameColumn,
  boosted: standings.boosted,
  total: standings.total,
  correct: standings.correct,
  rank: rankColumn,
};

function prepareReads(db: Database) {
  const ranked = () => db.select(rankedColumns).from(standings).innerJoin(boardScores, scoreGroupOfRow);
  return {
    boardId: db
      .select({ id: boards.id })
      .from(boards)
      .where(
        and(
          eq(boards.period, sql.placeholder('period')),
          eq(boards.periodKey, sql.placeholder('periodKey')),
          eq(boards.scope, sql.placeholder('scope')),
          eq(boards.scopeKey, sql.placeholder('scopeKey')),
        ),
      )
      .prepare('leaderboards_board_id'),
    players: db
      .select({ players: sql<number>`${boardScores.above} + ${boardScores.players}` })
      .from(boardScores)
      .where(eq(boardScores.boardId, sql.placeholder('boardId')))
      .orderBy(asc(boardScores.boosted), asc(boardScores.correct))
      .limit(1)
      .prepare('leaderboards_players_on'),
    row: ranked()
      .where(
        and(
          eq(standings.boardId, sql.placeholder('boardId')),
          eq(standings.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('leaderboards_row_of'),
    scores: db
      .select({
        userId: standings.userId,
        displayName: nameColumn,
        boosted: standings.boosted,
        total: standings.total,
        correct: standings.correct,
      })
      .from(standings)
      .where(
        and(
          eq(standings.boardId, sql.placeholder('boardId')),
          sql`${standings.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
        ),
      )
      .prepare('leaderboards_scores_of'),
  };
}

/** The prepared reads of this database (a transaction gets its own, built on it). */
const reads = preparedPerDatabase((db: Executor) => prepareReads(db as Database));

/** The board's id, or null when nobody has a row on it yet. */
export async function boardIdOf(db: Executor, key: BoardKey): Promise<number | null> {
  const rows = await reads(db).boardId.execute({
    period: storedPeriod(key.period),
    periodKey: key.periodKey,
    scope: SCOPE_IDS[key.scope],
    scopeKey: key.scopeKey,
  });
  return rows[0]?.id ?? null;
}

/** How many players have a row on the board. */
export async function playersOn(db: Executor, boardId: number | null): Promise<number> {
  if (boardId === null) return 0;
  const rows = await reads(db).players.execute({ boardId });
  return Number(rows[0]?.players ?? 0);
}

/**
 * The rows of these players on the board without their board ranks (rank 0), for ranking among themselves
 * (a league): no count of the players above each.
 */
export async function scoresOf(
  db: Executor,
  boardId: number | null,
  userIds: readonly string[],
): Promise<StandingRowDto[]> {
  if (boardId === null || userIds.length === 0) return [];
  const rows = await reads(db).scores.execute({ boardId, userIds: [...new Set(userIds)] });
  return rows.map((row) => toDto({ ...row, rank: 0 }));
}

/** How many players a board ranks, for a query per board (players above the lowest pair plus that pair). */
const playersColumn = sql<number>`(select t.above + t.players from ${boardScores} t
  where t.board_id = ${boards.id} order by t.boosted, t.correct limit 1)::int`;

/** The player's rows on the overall gameweek boards (one gameweek's, or all), oldest first. */
function gameweekRowsOf(db: Executor, userId: string, gameweek?: string) {
  return db
    .select({
      gameweek: boards.periodKey,
      boosted: standings.boosted,
      rank: rankColumn,
      players: playersColumn,
    })
    .from(boards)
    .innerJoin(standings, and(eq(standings.boardId, boards.id), eq(standings.userId, userId)))
    .innerJoin(boardScores, scoreGroupOfRow)
    .where(
      and(
        eq(boards.period, leaderboardPeriods.Gameweek),
        eq(boards.scope, SCOPE_IDS.global),
        gameweek === undefined ? undefined : eq(boards.periodKey, gameweek),
      ),
    )
    .orderBy(asc(boards.periodKey));
}

/**
 * The player's rank on each gameweek's overall board they have a row on, oldest first (their stats):
 * the gameweek boards are few, and each row is found by the standings' key.
 */
export async function weeklyRanksOf(
  db: Executor,
  userId: string,
): Promise<{ gameweek: string; rank: number; players: number }[]> {
  const rows = await gameweekRowsOf(db, userId);
  return rows.map((row) => ({
    gameweek: row.gameweek,
    rank: Number(row.rank),
    players: Number(row.players),
  }));
}

/** The player's (boosted) points, rank and the players ranked on one gameweek's overall board; null: no row. */
export async function gameweekRankOf(
  db: Executor,
  userId: string,
  gameweek: string,
): Promise<{ points: number; rank: number; players: number } | null> {
  const [row] = await gameweekRowsOf(db, userId, gameweek);
  return row ? { points: Number(row.boosted), rank: Number(row.rank), players: Number(row.players) } : null;
}

/** One player's row and rank. */
export async function rowOf(
  db: Executor,
  boardId: number | null,
  userId: string,
): Promise<StandingRowDto | null> {
  if (boardId === null) return null;
  const [row] = await reads(db).row.execute({ boardId, userId });
  return row ? toDto(row) : null;
}

/**
 * The (boosted, correct) group holding rank `offset + 1`: the last one, best first, with no more than
 * `offset` players above it; null on an empty board.
 */
async function groupAt(db: Executor, boardId: number, offset: number) {
  const [group] = await db
    .select({ boosted: boardScores.boosted, correct: boardScores.correct, above: boardScores.above })
    .from(boardScores)
    .where(and(eq(boardScores.boardId, boardId), lte(boardScores.above, offset)))
    .orderBy(asc(boardScores.boosted), asc(boardScores.correct))
    .limit(1);
  return group ?? null;
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
  // A deep page starts at the score group holding its first rank and skips only that group's players ahead
  // of it, not everyone above: a page at rank 500,000 reads a few hundred index entries, not 500,000.
  const group = offset > 0 ? await groupAt(db, boardId, offset) : null;
  if (offset > 0 && !group) return [];
  // Not prepared: a generic plan knows neither the limit nor the offset and sorts the whole board.
  const rows = await db
    .select({
      userId: standings.userId,
      displayName: nameColumn,
      boosted: standings.boosted,
      total: standings.total,
      correct: standings.correct,
    })
    .from(standings)
    .where(
      and(
        eq(standings.boardId, boardId),
        group
          ? and(
              lte(standings.boosted, group.boosted),
              or(lt(standings.boosted, group.boosted), lte(standings.correct, group.correct)),
            )
          : undefined,
      ),
    )
    // The index's order (drizzle's desc() is NULLS FIRST, which the index, NULLS LAST, cannot give).
    .orderBy(
      sql`${standings.boosted} desc nulls last`,
      sql`${standings.correct} desc nulls last`,
      sql`${standings.total} desc nulls last`,
      asc(standings.userId),
    )
    .limit(pageSize)
    .offset(offset - (group?.above ?? 0));
  const first = rows[0];
  if (!first) return [];
  // The top row of the board is rank 1; elsewhere the first row's rank is looked up.
  const firstRank = offset === 0 ? 1 : ((await rowOf(db, boardId, first.userId))?.rank ?? offset + 1);
  const ranked: StandingRowDto[] = [];
  rows.forEach((row, index) => {
    const before = ranked[index - 1];
    const previous = rows[index - 1];
    const ties =
      previous &&
      previous.boosted === row.boosted &&
      previous.correct === row.correct &&
      previous.total === row.total;
    const rank = index === 0 ? firstRank : ties && before ? before.rank : offset + index + 1;
    ranked.push(toDto({ ...row, rank }));
  });
  return ranked;
}

export function boardInfo(key: BoardKey, players: number): BoardInfoDto {
  return { ...key, players };
}
