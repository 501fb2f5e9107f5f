// What each scored thing contributes to the boards now, read from its source: a weekly or outright pick
// (the latest decision of its outcome group since it was saved, a refunding void being final, as
// picks/pick-standing.ts derives it), a bonus entry, a daily-challenge pick. `null`: it counts nowhere (not
// decided yet, or removed).
import { sql, type SQL } from 'drizzle-orm';
import type { GameweekId } from '#core/game/gameweek.ts';
import { seasonOf } from '#core/game/season.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Contribution } from './boards.ts';

export interface Scored {
  userId: string;
  /** 'p:' + prediction id, 'b:' + ledger entry id, 'd:' + challenge day (standings_counted.source_id). */
  sourceId: string;
  contribution: Contribution | null;
}

const uuids = (ids: readonly string[]): SQL => sql`${sql.param([...ids])}::uuid[]`;
const texts = (ids: readonly string[]): SQL => sql`${sql.param([...ids])}::text[]`;

type PickRow = {
  id: string;
  user_id: string;
  game: 'weekly' | 'outright';
  competition_key: string;
  sport_id: string;
  gameweek: GameweekId;
  season_id: string | null;
  points: number;
  multiplier: number;
  removed: boolean;
  result: 'won' | 'lost' | 'void' | null;
  scored_at: string | Date | null;
};

/** Every pick on the events, removed ones included (a counted pick that went must be taken back). */
export async function picksOfEvents(tx: Executor, eventIds: readonly string[]): Promise<Scored[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await tx.execute<PickRow>(sql`
    select p.id, p.user_id, p.game, p.competition_key, c.sport_id, p.gameweek, p.season_id, p.points,
           p.multiplier, p.removed_at is not null as removed, f.result, f.scored_at
    from predictions p
    join competitions c on c.key = p.competition_key
    left join lateral (
      select s.result, s.scored_at
      from outcome_settlements s
      where s.event_id = p.event_id and s.market_key = p.market_key and s.line is not distinct from p.line
        and s.outcome_name = p.outcome_name and s.gameweek = p.gameweek and s.created_at >= p.created_at
      order by (s.result = 'void' and s.result_reason in ('cancelled', 'abandoned', 'postponed')) desc,
        case when s.result = 'void' and s.result_reason in ('cancelled', 'abandoned', 'postponed')
          then s.id else -s.id end
      limit 1) f on true
    where p.event_id = any(${texts(eventIds)})`);
  return rows.map((pick) => {
    const won = pick.result === 'won';
    const counts = !pick.removed && pick.result !== null && pick.scored_at !== null;
    return {
      userId: pick.user_id,
      sourceId: `p:${pick.id}`,
      contribution: counts
        ? {
            source: pick.game,
            scoredAt: new Date(pick.scored_at as string | Date),
            gameweek: pick.gameweek,
            day: null,
            competitionKey: pick.competition_key,
            sportId: pick.sport_id,
            seasonId: pick.season_id,
            total: won ? pick.points : 0,
            boosted: won ? pick.points * pick.multiplier : 0,
            correct: won ? 1 : 0,
          }
        : null,
    };
  });
}

type BonusRow = {
  id: number | string;
  user_id: string;
  gameweek: GameweekId;
  competition_key: string | null;
  sport_id: string | null;
  scored_at: string | Date;
  boosted: number;
};

/** The players' bonus entries not counted yet (an entry never changes once written). */
export async function newBonuses(tx: Executor, userIds: readonly string[]): Promise<Scored[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.execute<BonusRow>(sql`
    select l.id, l.user_id, l.gameweek, l.competition_key, c.sport_id, l.scored_at, l.boosted
    from ledger_entries l
    left join competitions c on c.key = l.competition_key
    where l.kind = 'bonus' and l.user_id = any(${uuids(userIds)})
      and not exists (select 1 from standings_counted sc
                      where sc.user_id = l.user_id and sc.source_id = 'b:' || l.id)`);
  return rows.map((bonus) => {
    const scoredAt = new Date(bonus.scored_at);
    return {
      userId: bonus.user_id,
      sourceId: `b:${bonus.id}`,
      contribution: {
        source: 'bonus',
        scoredAt,
        gameweek: bonus.gameweek,
        day: null,
        competitionKey: bonus.competition_key,
        sportId: bonus.sport_id,
        seasonId: bonus.competition_key ? seasonOf(bonus.competition_key, scoredAt).id : null,
        total: 0,
        boosted: bonus.boosted,
        correct: 0,
      },
    };
  });
}

type DailyRow = {
  user_id: string;
  day: string;
  competition_key: string;
  sport_id: string;
  commence_time: string | Date;
  result: 'won' | 'lost' | 'void' | null;
  base_points: number;
};

/**
 * The players' daily-challenge picks from `since` on (results older than the settlement's correction
 * window never change), or all of them for the players in `full` (a rebuild).
 */
export async function dailyPicksOf(
  tx: Executor,
  userIds: readonly string[],
  full: readonly string[],
  since: string,
): Promise<Scored[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.execute<DailyRow>(sql`
    select d.user_id, d.day, e.competition_key, c.sport_id, e.commence_time, d.result, d.base_points
    from daily_picks d
    join events e on e.id = d.event_id
    join competitions c on c.key = e.competition_key
    where d.user_id = any(${uuids(userIds)})
      and (d.day >= ${since} or d.user_id = any(${uuids(full)}))`);
  return rows.map((pick) => ({
    userId: pick.user_id,
    sourceId: `d:${pick.day}`,
    contribution:
      pick.result === null
        ? null
        : {
            source: 'daily',
            scoredAt: new Date(pick.commence_time),
            gameweek: null,
            day: pick.day,
            competitionKey: pick.competition_key,
            sportId: pick.sport_id,
            seasonId: null,
            total: pick.base_points,
            boosted: pick.base_points,
            correct: pick.result === 'won' ? 1 : 0,
          },
  }));
}
