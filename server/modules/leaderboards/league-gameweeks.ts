// A league's gameweeks: each gameweek from the one the league was created in up to the one holding `now`,
// with its members' rows on the Gameweek board of the league's scope (head-to-head and the rank history read
// them). One query over the standings' primary key (user, board) for all the gameweeks at once.
import { sql } from 'drizzle-orm';
import { leaderboardPeriods } from '#core/contract/leaderboards.ts';
import { gameweekOf, nextGameweek, type GameweekId } from '#core/game/gameweek.ts';
import type { Executor } from '#server/db/executor.ts';
import type { MemberLeague } from '#server/modules/leagues/index.ts';
import { SCOPE_IDS, type Totals } from './boards.ts';
import { leagueScopeOf } from './board-keys.ts';

/** At most this many gameweeks back (a league older than that shows its last ones). */
const MAX_GAMEWEEKS = 60;

export interface LeagueGameweek {
  gameweek: GameweekId;
  /** Members with a row on that gameweek's board; a member without one scored nothing. */
  rows: Map<string, Totals>;
}

/** The gameweeks from `first`'s to `last`'s, oldest first, at most MAX_GAMEWEEKS (the latest ones). */
function gameweeksBetween(first: Date, last: Date): GameweekId[] {
  const weeks: GameweekId[] = [];
  const end = gameweekOf(last);
  for (let week = gameweekOf(first); week <= end; week = nextGameweek(week)) weeks.push(week);
  return weeks.slice(-MAX_GAMEWEEKS);
}

/** The league's gameweeks, oldest first, with the members' rows on each. */
export async function leagueGameweeks(
  db: Executor,
  league: Pick<MemberLeague, 'scope' | 'createdAt'>,
  memberIds: readonly string[],
  now: Date,
): Promise<LeagueGameweek[]> {
  const weeks = gameweeksBetween(league.createdAt, now);
  const byWeek = new Map<string, Map<string, Totals>>(weeks.map((week) => [week, new Map()]));
  if (memberIds.length > 0 && weeks.length > 0) {
    const { scope, scopeKey } = leagueScopeOf(league);
    const { rows } = await db.execute<{
      period_key: string;
      user_id: string;
      boosted: number;
      total: number;
      correct: number;
    }>(sql`
      select b.period_key, s.user_id, s.boosted, s.total, s.correct
      from boards b
      join standings s on s.board_id = b.id
      where b.period = ${leaderboardPeriods.Gameweek} and b.scope = ${SCOPE_IDS[scope]}
        and b.scope_key = ${scopeKey} and b.period_key = any(${sql.param([...weeks])}::text[])
        and s.user_id = any(${sql.param([...new Set(memberIds)])}::uuid[])`);
    for (const row of rows) {
      byWeek.get(row.period_key)?.set(row.user_id, {
        boosted: Number(row.boosted),
        total: Number(row.total),
        correct: Number(row.correct),
      });
    }
  }
  return weeks.map((gameweek) => ({ gameweek, rows: byWeek.get(gameweek) ?? new Map() }));
}
