// Showing the benchmark bots (docs/game-rules.md §8.1) among the people of a board's page and of a league.
// A bot stands right after the last person at or above its score (people first on a tie) and carries the
// rank a person with its score would have: the people strictly above it + 1, read from board_scores and the
// board's short range of its boosted score, as a person's rank is. No person's rank, nor the board's count
// of players, changes (core/game/ranking.ts rankStandings with isBot gives the same).
import { sql } from 'drizzle-orm';
import type { StandingRowDto } from '#core/contract/leaderboards.ts';
import { BOTS, type BotInfo } from '#core/game/bots.ts';
import { compareStandings, rankStandings, type RankBy } from '#core/game/ranking.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Totals } from '../boards.ts';

/** A person's row as the contract labels it. */
const person = (row: StandingRowDto): StandingRowDto => ({ ...row, bot: null });

function botRow(info: BotInfo, totals: Totals, rank: number): StandingRowDto {
  return { rank, userId: info.userId, displayName: info.name, ...totals, bot: info.bot };
}

/** The bots' rows on the board (a bot with no decided pick counting there has none). */
async function botTotalsOn(db: Executor, boardId: number): Promise<{ info: BotInfo; totals: Totals }[]> {
  const { rows } = await db.execute<{ bot: number; boosted: number; total: number; correct: number }>(sql`
    select bot, boosted, total, correct from bot_standings where board_id = ${boardId} order by bot`);
  return BOTS.flatMap((info) => {
    const row = rows.find((candidate) => Number(candidate.bot) === info.code);
    return row ? [{ info, totals: { boosted: row.boosted, total: row.total, correct: row.correct } }] : [];
  });
}

/** The people strictly above these totals on the board, and those level with them. */
async function peopleAround(db: Executor, boardId: number, totals: Totals) {
  const { boosted, correct, total } = totals;
  const { rows } = await db.execute<{ above: number; level: number }>(sql`
    select (coalesce((select sum(players) from board_scores where board_id = ${boardId} and boosted > ${boosted}), 0)
            + (select count(*) from standings where board_id = ${boardId} and boosted = ${boosted}
                 and (correct > ${correct} or (correct = ${correct} and total > ${total}))))::int as above,
           (select count(*) from standings where board_id = ${boardId} and boosted = ${boosted}
              and correct = ${correct} and total = ${total})::int as level`);
  return { above: Number(rows[0]?.above ?? 0), level: Number(rows[0]?.level ?? 0) };
}

/**
 * The page's rows (people, ranked) with the bots that stand within it: after a person of the page, or at
 * the top of page 1 when above everyone. Each bot is on one page only: that of the last person at or above it.
 */
export async function withBotsOnPage(
  db: Executor,
  boardId: number | null,
  page: number,
  pageSize: number,
  rows: readonly StandingRowDto[],
): Promise<StandingRowDto[]> {
  const people = rows.map(person);
  if (boardId === null) return people;
  const offset = (page - 1) * pageSize;
  const placed: { after: number; row: StandingRowDto; code: number }[] = [];
  for (const { info, totals } of await botTotalsOn(db, boardId)) {
    const { above, level } = await peopleAround(db, boardId, totals);
    // The people at or above the bot: it stands after the last of them.
    const atOrAbove = above + level;
    const onPage = atOrAbove > offset ? atOrAbove <= offset + rows.length : page === 1 && atOrAbove === 0;
    if (onPage)
      placed.push({ after: atOrAbove - offset, row: botRow(info, totals, above + 1), code: info.code });
  }
  placed.sort((a, b) => a.after - b.after || compareStandings(a.row, b.row) || a.code - b.code);
  const merged: StandingRowDto[] = [];
  for (let index = 0; index <= people.length; index += 1) {
    for (const bot of placed) if (bot.after === index) merged.push(bot.row);
    const row = people[index];
    if (row) merged.push(row);
  }
  return merged;
}

/** A league's rows: its members' (rank ignored) and both bots (0 where they have no row), ranked together. */
export async function leagueRowsWithBots(
  db: Executor,
  boardId: number | null,
  members: readonly StandingRowDto[],
  rankBy: RankBy,
): Promise<StandingRowDto[]> {
  const found = boardId === null ? [] : await botTotalsOn(db, boardId);
  const bots = BOTS.map((info) => {
    const totals = found.find((row) => row.info === info)?.totals ?? { boosted: 0, total: 0, correct: 0 };
    return botRow(info, totals, 0);
  });
  return rankStandings([...members.map(person), ...bots], {
    rankBy,
    isBot: (row) => row.bot !== null && row.bot !== undefined,
  }).map(({ row, rank }) => ({ ...row, rank }));
}
