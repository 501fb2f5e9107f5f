// The benchmark bots' rows on the boards (bot_standings): recomputed from their picks and the decisions of
// their outcome groups exactly as a person's rows are (refresh.ts: the first refunding void since the pick,
// else the latest decision since it; a won pick scores its points, others nothing; boards.ts standingsOf).
// Kept apart from `standings` and `board_scores`, so no person's rank or count moves. A few picks a week:
// every row is rewritten whenever a decision or a pick was added since the last run, never incremented.
import { sql } from 'drizzle-orm';
import type { GameweekId } from '#core/game/gameweek.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { exclusively, type ExclusiveResult } from '#server/jobs/exclusive.ts';
import { boardIds } from '../board-ids.ts';
import { standingsOf, type BoardKey, type Contribution } from '../boards.ts';

/** Any constant: "the bots' standings" among PostgreSQL's advisory locks (the standings are 7_346_310). */
const BOT_STANDINGS_LOCK = 7_346_311;

type BotPickRow = {
  bot: number;
  competition_key: string;
  sport_id: string;
  gameweek: GameweekId;
  season_id: string | null;
  points: number;
  result: 'won' | 'lost' | 'void';
  scored_at: string | Date;
};

/** Each decided bot pick with its current result (refresh.ts settledPicks, on bot_picks). */
async function settledBotPicks(tx: Executor): Promise<BotPickRow[]> {
  const { rows } = await tx.execute<BotPickRow>(sql`
    select b.bot, b.competition_key, c.sport_id, b.gameweek, b.season_id, b.points, f.result, f.scored_at
    from bot_picks b
    join competitions c on c.key = b.competition_key
    cross join lateral (
      select s.result, s.scored_at,
             (s.result = 'void' and s.result_reason in ('cancelled', 'abandoned', 'postponed')) as refunds
      from outcome_settlements s
      where s.event_id = b.event_id and s.market_key = b.market_key and s.line is null
        and s.outcome_name = b.outcome_name and s.gameweek = b.gameweek and s.created_at >= b.created_at
      order by refunds desc, case when s.result = 'void'
        and s.result_reason in ('cancelled', 'abandoned', 'postponed') then s.id else -s.id end
      limit 1) f`);
  return rows;
}

/** Every bot's rows, from the source: bot code → its rows by board key. */
async function computeRows(tx: Executor) {
  const byBot = new Map<number, Contribution[]>();
  for (const pick of await settledBotPicks(tx)) {
    const won = pick.result === 'won';
    const list = byBot.get(pick.bot) ?? [];
    list.push({
      source: 'weekly',
      scoredAt: new Date(pick.scored_at),
      gameweek: pick.gameweek,
      day: null,
      competitionKey: pick.competition_key,
      sportId: pick.sport_id,
      seasonId: pick.season_id,
      total: won ? pick.points : 0,
      boosted: won ? pick.points : 0,
      correct: won ? 1 : 0,
    });
    byBot.set(pick.bot, list);
  }
  return [...byBot].map(([bot, contributions]) => ({ bot, rows: standingsOf(contributions) }));
}

/** What the rows follow from: the latest decision and the number of bot picks. */
async function sourceMark(db: Executor): Promise<string> {
  const { rows } = await db.execute<{ decided: number | string; picks: number | string }>(sql`
    select (select coalesce(max(id), 0) from outcome_settlements) as decided,
           (select count(*) from bot_picks) as picks`);
  const row = rows[0];
  return `${row?.decided ?? 0}|${row?.picks ?? 0}`;
}

/** Per database: the source mark the rows were last written from (a restart writes them once again). */
const written = new WeakMap<Database, string>();

export interface BotStandingsRun {
  /** Whether the rows were rewritten (false: nothing new since the last run). */
  rewritten: boolean;
  rows: number;
  /** The source mark the rows follow from. */
  mark: string;
}

/** Rewrites the bots' rows when a decision or a bot pick was added since the last run here. */
export async function refreshBotStandings(db: Database): Promise<ExclusiveResult<BotStandingsRun>> {
  const run = await exclusively(db, BOT_STANDINGS_LOCK, async (tx) => {
    const mark = await sourceMark(tx);
    if (written.get(db) === mark) return { rewritten: false, rows: 0, mark };
    const computed = await computeRows(tx);
    const keys = new Map<string, BoardKey>();
    for (const { rows } of computed) for (const [id, row] of rows) keys.set(id, row.key);
    const ids = await boardIds(tx, [...keys.values()]);
    const rows = computed.flatMap(({ bot, rows: byBoard }) =>
      [...byBoard].map(([id, row]) => {
        const b = ids.get(id);
        if (b === undefined) throw new Error('A board was not created');
        return { b, bot, boosted: row.boosted, total: row.total, correct: row.correct };
      }),
    );
    await tx.execute(sql`delete from bot_standings`);
    if (rows.length > 0) {
      await tx.execute(sql`
        insert into bot_standings (board_id, bot, boosted, total, correct)
        select b, bot, boosted, total, correct
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(b int, bot smallint, boosted int, total int, correct int)`);
    }
    return { rewritten: true, rows: rows.length, mark };
  });
  // Once committed: a rolled-back run leaves the mark as it was, and the next run writes again.
  if (!run.skipped && run.rewritten) written.set(db, run.mark);
  return run;
}
