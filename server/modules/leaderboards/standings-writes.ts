// Moving the standings by differences: each changed thing takes its old contribution off its old boards and
// puts its new one on its new boards (boards.ts); the rows touched are read once, written once, and the
// board_scores counts follow the boosted scores that changed. A row no thing counts on any more goes.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { arrayLiteral } from './array-literal.ts';
import { boardIds } from './board-ids.ts';
import { boardKeyString, boardsOf, type BoardKey, type Contribution } from './boards.ts';

const uuids = (ids: readonly string[]): SQL => sql`${arrayLiteral(ids)}::uuid[]`;
const ints = (values: readonly number[]): SQL => sql`${arrayLiteral(values)}::int[]`;

interface Delta {
  boosted: number;
  total: number;
  correct: number;
  entries: number;
}

/** The sums of differences per board, then per player. */
export class StandingDeltas {
  readonly byBoard = new Map<string, { key: BoardKey; players: Map<string, Delta> }>();
  /** How many (board, player) rows the differences reach. */
  rows = 0;

  /** The boards of contributions alike in what places them (thousands of picks share a few sets). */
  private readonly boardsByPlace = new Map<string, { id: string; key: BoardKey }[]>();

  private boardsOf(contribution: Contribution): { id: string; key: BoardKey }[] {
    const c = contribution;
    const place = `${c.source}|${c.scoredAt.getTime()}|${c.gameweek}|${c.day}|${c.competitionKey}|${c.sportId}|${c.seasonId}`;
    let boards = this.boardsByPlace.get(place);
    if (!boards) {
      boards = boardsOf(contribution).map((key) => ({ id: boardKeyString(key), key }));
      this.boardsByPlace.set(place, boards);
    }
    return boards;
  }

  add(userId: string, contribution: Contribution, sign: 1 | -1): void {
    for (const { id, key } of this.boardsOf(contribution)) {
      let board = this.byBoard.get(id);
      if (!board) {
        board = { key, players: new Map() };
        this.byBoard.set(id, board);
      }
      let delta = board.players.get(userId);
      if (!delta) {
        delta = { boosted: 0, total: 0, correct: 0, entries: 0 };
        board.players.set(userId, delta);
        this.rows += 1;
      }
      delta.boosted += sign * contribution.boosted;
      delta.total += sign * contribution.total;
      delta.correct += sign * contribution.correct;
      delta.entries += sign;
    }
  }
}

/**
 * Applies the differences in one statement: each row moves by its difference (a new row starts from it);
 * its old boosted score and correct count are the new ones less the difference, and it stood on the board before iff its old
 * count of things was above 0 (a stored row always has entries > 0). board_scores moves by those. Rows left
 * with no thing are then deleted (they were taken off board_scores already). Adds the boards to `touched`.
 */
export async function applyDeltas(tx: Executor, deltas: StandingDeltas, touched: Set<number>): Promise<void> {
  if (deltas.byBoard.size === 0) return;
  const ids = await boardIds(
    tx,
    [...deltas.byBoard.values()].map((board) => board.key),
  );
  const b: number[] = [];
  const u: string[] = [];
  const boosted: number[] = [];
  const total: number[] = [];
  const correct: number[] = [];
  const entries: number[] = [];
  // In the primary key's order (board, then player: a uuid's text sorts as its bytes do), so that the
  // upsert walks each board's index pages once, left to right.
  const boards = [...deltas.byBoard].map(([id, board]) => {
    const boardId = ids.get(id);
    if (boardId === undefined) throw new Error('A board was not created');
    return { boardId, players: board.players };
  });
  boards.sort((x, y) => x.boardId - y.boardId);
  for (const { boardId, players } of boards) {
    for (const userId of [...players.keys()].sort()) {
      const delta = players.get(userId) as Delta;
      if (delta.boosted === 0 && delta.total === 0 && delta.correct === 0 && delta.entries === 0) continue;
      b.push(boardId);
      u.push(userId);
      boosted.push(delta.boosted);
      total.push(delta.total);
      correct.push(delta.correct);
      entries.push(delta.entries);
      touched.add(boardId);
    }
  }
  if (b.length === 0) return;
  const { rows: emptied } = await tx.execute<{ board_id: number; user_id: string }>(sql`
    with d as (
      select * from unnest(${ints(b)}, ${uuids(u)}, ${ints(boosted)}, ${ints(total)}, ${ints(correct)},
                           ${ints(entries)}) as d(b, u, boosted, total, correct, entries)
    ),
    moved as (
      insert into standings (board_id, user_id, boosted, total, correct, entries)
      select b, u, boosted, total, correct, entries from d
      on conflict (board_id, user_id) do update
        set boosted = standings.boosted + excluded.boosted, total = standings.total + excluded.total,
            correct = standings.correct + excluded.correct, entries = standings.entries + excluded.entries
      returning board_id, user_id, boosted, correct, entries
    ),
    shifts as (
      select m.board_id, m.boosted, m.correct, 1 as players from moved m where m.entries > 0
      union all
      select m.board_id, m.boosted - d.boosted, m.correct - d.correct, -1
      from moved m join d on d.b = m.board_id and d.u = m.user_id
      where m.entries - d.entries > 0
    ),
    counted as (
      insert into board_scores (board_id, boosted, correct, players)
      select board_id, boosted, correct, sum(players)::int from shifts group by board_id, boosted, correct
      having sum(players) <> 0
      on conflict (board_id, boosted, correct) do update set players = board_scores.players + excluded.players
    )
    select board_id, user_id from moved where entries <= 0`);
  if (emptied.length > 0) {
    await tx.execute(sql`
      delete from standings s
      using unnest(${ints(emptied.map((row) => row.board_id))}, ${uuids(emptied.map((row) => row.user_id))})
        as g(b, u)
      where s.board_id = g.b and s.user_id = g.u`);
  }
}

/** Re-ranks the boards: each (boosted score, correct count)'s count of players above it. */
export async function rerank(tx: Executor, boards: ReadonlySet<number>): Promise<void> {
  if (boards.size === 0) return;
  const list = ints([...boards]);
  await tx.execute(sql`
    delete from board_scores
    where players <= 0 and board_id = any(${list})`);
  await tx.execute(sql`
    update board_scores bs set above = r.above
    from (
      select board_id, boosted, correct,
             (coalesce(sum(players) over (partition by board_id order by boosted desc, correct desc
                rows between unbounded preceding and 1 preceding), 0))::int as above
      from board_scores
      where board_id = any(${list})
    ) r
    where bs.board_id = r.board_id and bs.boosted = r.boosted and bs.correct = r.correct
      and bs.above <> r.above`);
}
