// Keeping the standings (docs/game-rules.md §8): whatever changes a player's points marks the player
// (standings_dirty) in its own transaction — settlement, corrections and voids (markPlayersOfEvent), bonus
// points (markPlayers); daily-challenge results are found by comparing the recent days' picks with the
// Daily board. The refresh claims the marked players, recomputes their rows from the points as the picks
// module derives them (the latest decision of each pick's outcome group since it was saved, a refunding
// void being final: picks/pick-standing.ts), writes what changed, and re-ranks the boards it touched. One
// refresh at a time across instances (an advisory lock): a second one skips, and nothing counts twice, since
// rows are recomputed from the source, never incremented.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { exclusively, type ExclusiveResult } from '#server/jobs/exclusive.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import { seasonOf } from '#core/game/season.ts';
import { SCOPE_IDS, standingsOf, type BoardKey, type Contribution, boardKeyString, dayOf } from './boards.ts';

/** Any constant: "the standings refresh" among PostgreSQL's advisory locks (settlement is 7_346_303). */
const STANDINGS_LOCK = 7_346_310;
/** Players recomputed per batch. */
const BATCH = 5_000;
/** How far back daily-challenge picks may still change (the daily settlement's correction window). */
const DAILY_WINDOW_DAYS = 8;

/** A list as one uuid[] parameter (not a JSON document, not one parameter per id). */
const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
const ints = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** Marks every player with a live pick on the event (its settlement, correction or void changed them). */
export async function markPlayersOfEvent(tx: Executor, eventId: string): Promise<void> {
  await tx.execute(sql`
    insert into standings_dirty (user_id)
    select distinct user_id from predictions where event_id = ${eventId} and removed_at is null
    on conflict do nothing`);
}

/** Daily-challenge picks of the last days whose result differs from their Daily board row. */
async function markChangedDailyPicks(tx: Executor, now: Date): Promise<void> {
  const since = dayOf(new Date(now.getTime() - DAILY_WINDOW_DAYS * 86_400_000));
  await tx.execute(sql`
    insert into standings_dirty (user_id)
    select distinct d.user_id
    from daily_picks d
    left join boards b on b.period = 0 and b.period_key = d.day and b.scope = 0 and b.scope_key = ''
    left join standings s on s.board_id = b.id and s.user_id = d.user_id
    where d.result is not null and d.day >= ${since}
      and (s.user_id is null or s.total <> d.base_points or s.correct <> (d.result = 'won')::int)
    on conflict do nothing`);
}

type PickRow = {
  user_id: string;
  game: 'weekly' | 'outright';
  competition_key: string;
  sport_id: string;
  gameweek: GameweekId;
  season_id: string | null;
  points: number;
  multiplier: number;
  result: 'won' | 'lost' | 'void';
  scored_at: string | Date;
};

/**
 * Each settled pick of the players with its current result: the first refunding void of its group since it
 * was saved (final, scoring.voidRefunds), else the group's latest decision since then (ledger.ts
 * settlementEntry applied in order gives exactly that).
 */
async function settledPicks(tx: Executor, users: SQL): Promise<PickRow[]> {
  const { rows } = await tx.execute<PickRow>(sql`
    select p.user_id, p.game, p.competition_key, c.sport_id, p.gameweek, p.season_id, p.points,
           p.multiplier, f.result, f.scored_at
    from predictions p
    join competitions c on c.key = p.competition_key
    cross join lateral (
      select s.result, s.scored_at,
             (s.result = 'void' and s.result_reason in ('cancelled', 'abandoned', 'postponed')) as refunds
      from outcome_settlements s
      where s.event_id = p.event_id and s.market_key = p.market_key and s.line is not distinct from p.line
        and s.outcome_name = p.outcome_name and s.gameweek = p.gameweek and s.created_at >= p.created_at
      order by refunds desc, case when s.result = 'void'
        and s.result_reason in ('cancelled', 'abandoned', 'postponed') then s.id else -s.id end
      limit 1) f
    where p.user_id = any(${users})
      and p.removed_at is null`);
  return rows;
}

type BonusRow = {
  user_id: string;
  gameweek: GameweekId;
  competition_key: string | null;
  sport_id: string | null;
  scored_at: string | Date;
  boosted: number;
};

async function bonuses(tx: Executor, users: SQL): Promise<BonusRow[]> {
  const { rows } = await tx.execute<BonusRow>(sql`
    select l.user_id, l.gameweek, l.competition_key, c.sport_id, l.scored_at, l.boosted
    from ledger_entries l
    left join competitions c on c.key = l.competition_key
    where l.kind = 'bonus' and l.user_id = any(${users})`);
  return rows;
}

type DailyRow = {
  user_id: string;
  day: string;
  competition_key: string;
  sport_id: string;
  commence_time: string | Date;
  result: 'won' | 'lost' | 'void';
  base_points: number;
};

async function dailyPicks(tx: Executor, users: SQL): Promise<DailyRow[]> {
  const { rows } = await tx.execute<DailyRow>(sql`
    select d.user_id, d.day, e.competition_key, c.sport_id, e.commence_time, d.result, d.base_points
    from daily_picks d
    join events e on e.id = d.event_id
    join competitions c on c.key = e.competition_key
    where d.result is not null
      and d.user_id = any(${users})`);
  return rows;
}

/** What each of the players has scored, as contributions to boards. */
async function contributionsOf(tx: Executor, userIds: readonly string[]) {
  const users = uuids(userIds);
  const byUser = new Map<string, Contribution[]>(userIds.map((id) => [id, []]));
  const add = (userId: string, contribution: Contribution) => byUser.get(userId)?.push(contribution);
  for (const pick of await settledPicks(tx, users)) {
    const won = pick.result === 'won';
    add(pick.user_id, {
      source: pick.game,
      scoredAt: new Date(pick.scored_at),
      gameweek: pick.gameweek,
      day: null,
      competitionKey: pick.competition_key,
      sportId: pick.sport_id,
      seasonId: pick.season_id,
      total: won ? pick.points : 0,
      boosted: won ? pick.points * pick.multiplier : 0,
      correct: won ? 1 : 0,
    });
  }
  for (const bonus of await bonuses(tx, users)) {
    const scoredAt = new Date(bonus.scored_at);
    add(bonus.user_id, {
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
    });
  }
  for (const pick of await dailyPicks(tx, users)) {
    add(pick.user_id, {
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
    });
  }
  return byUser;
}

/** The ids of the boards, created when new. */
async function boardIds(tx: Executor, keys: readonly BoardKey[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (keys.length === 0) return ids;
  const json = JSON.stringify(
    keys.map((key) => ({ p: key.period, pk: key.periodKey, s: SCOPE_IDS[key.scope], sk: key.scopeKey })),
  );
  await tx.execute(sql`
    insert into boards (period, period_key, scope, scope_key)
    select p, pk, s, sk from jsonb_to_recordset(${json}::jsonb) as k(p smallint, pk text, s smallint, sk text)
    on conflict do nothing`);
  const { rows } = await tx.execute<{
    id: number;
    period: number;
    period_key: string;
    scope: number;
    scope_key: string;
  }>(sql`
    select b.id, b.period, b.period_key, b.scope, b.scope_key
    from boards b
    join jsonb_to_recordset(${json}::jsonb) as k(p smallint, pk text, s smallint, sk text)
      on b.period = k.p and b.period_key = k.pk and b.scope = k.s and b.scope_key = k.sk`);
  const scopeName = Object.fromEntries(Object.entries(SCOPE_IDS).map(([name, id]) => [id, name]));
  for (const row of rows) {
    const key = {
      period: row.period,
      periodKey: row.period_key,
      scope: scopeName[row.scope],
      scopeKey: row.scope_key,
    };
    ids.set(boardKeyString(key as BoardKey), row.id);
  }
  return ids;
}

type Row = { b: number; u: string; boosted: number; total: number; correct: number };

/** Recomputes the players' rows; returns the boards whose rows changed. */
async function recompute(tx: Transaction, userIds: readonly string[], touched: Set<number>): Promise<void> {
  const contributions = await contributionsOf(tx, userIds);
  const computed = new Map<
    string,
    { userId: string; key: BoardKey; boosted: number; total: number; correct: number }
  >();
  for (const [userId, list] of contributions) {
    for (const [id, row] of standingsOf(list)) computed.set(`${userId}|${id}`, { userId, ...row });
  }
  const ids = await boardIds(tx, [
    ...new Map([...computed.values()].map((row) => [boardKeyString(row.key), row.key])).values(),
  ]);
  const wanted = new Map<string, Row>();
  for (const row of computed.values()) {
    const b = ids.get(boardKeyString(row.key));
    if (b === undefined) throw new Error('A board was not created');
    wanted.set(`${b}|${row.userId}`, {
      b,
      u: row.userId,
      boosted: row.boosted,
      total: row.total,
      correct: row.correct,
    });
  }
  const { rows: old } = await tx.execute<{
    board_id: number;
    user_id: string;
    boosted: number;
    total: number;
    correct: number;
  }>(sql`
    select board_id, user_id, boosted, total, correct from standings
    where user_id = any(${uuids(userIds)})`);
  const deltas = new Map<string, { b: number; boosted: number; players: number }>();
  const shift = (b: number, boosted: number, players: number) => {
    const key = `${b}|${boosted}`;
    const delta = deltas.get(key) ?? { b, boosted, players: 0 };
    delta.players += players;
    deltas.set(key, delta);
    touched.add(b);
  };
  const gone: { b: number; u: string }[] = [];
  for (const row of old) {
    const key = `${row.board_id}|${row.user_id}`;
    const next = wanted.get(key);
    if (next && next.boosted === row.boosted && next.total === row.total && next.correct === row.correct) {
      wanted.delete(key);
      continue;
    }
    shift(row.board_id, row.boosted, -1);
    if (!next) gone.push({ b: row.board_id, u: row.user_id });
  }
  for (const row of wanted.values()) shift(row.b, row.boosted, 1);
  if (gone.length > 0) {
    await tx.execute(sql`
      delete from standings s
      using unnest(${ints(gone.map((row) => row.b))}, ${uuids(gone.map((row) => row.u))}) as g(b, u)
      where s.user_id = g.u and s.board_id = g.b`);
  }
  if (wanted.size > 0) {
    const rows = [...wanted.values()];
    await tx.execute(sql`
      insert into standings (board_id, user_id, boosted, total, correct)
      select * from unnest(${ints(rows.map((row) => row.b))}, ${uuids(rows.map((row) => row.u))},
        ${ints(rows.map((row) => row.boosted))}, ${ints(rows.map((row) => row.total))},
        ${ints(rows.map((row) => row.correct))})
      on conflict (user_id, board_id) do update
        set boosted = excluded.boosted, total = excluded.total, correct = excluded.correct`);
  }
  const changes = [...deltas.values()].filter((delta) => delta.players !== 0);
  if (changes.length > 0) {
    await tx.execute(sql`
      insert into board_scores (board_id, boosted, players)
      select * from unnest(${ints(changes.map((d) => d.b))}, ${ints(changes.map((d) => d.boosted))},
        ${ints(changes.map((d) => d.players))})
      on conflict (board_id, boosted) do update set players = board_scores.players + excluded.players`);
  }
}

/** Re-ranks the boards: each boosted score's count of players above it. */
async function rerank(tx: Executor, boards: ReadonlySet<number>): Promise<void> {
  if (boards.size === 0) return;
  const list = ints([...boards]);
  await tx.execute(sql`
    delete from board_scores
    where players <= 0 and board_id = any(${list})`);
  await tx.execute(sql`
    update board_scores bs set above = r.above
    from (
      select board_id, boosted,
             (coalesce(sum(players) over (partition by board_id order by boosted desc
                rows between unbounded preceding and 1 preceding), 0))::int as above
      from board_scores
      where board_id = any(${list})
    ) r
    where bs.board_id = r.board_id and bs.boosted = r.boosted and bs.above <> r.above`);
}

export interface RefreshRun {
  players: number;
  boards: number;
}

/** Claims up to `limit` marked players (on PostgreSQL, skipping rows another transaction holds). */
async function claim(tx: Executor, limit: number): Promise<string[]> {
  const { rows } = await tx.execute<{ user_id: string }>(sql`
    delete from standings_dirty
    where user_id in (select user_id from standings_dirty order by queued_at, user_id limit ${limit}
                      for update skip locked)
    returning user_id`);
  return rows.map((row) => row.user_id);
}

/**
 * Recomputes every marked player's standings and re-ranks the boards that changed; `{ skipped: true }`
 * while another refresh runs (here or on another instance: that one takes the marks).
 */
export function refreshStandings(db: Database, now: Date): Promise<ExclusiveResult<RefreshRun>> {
  return exclusively(db, STANDINGS_LOCK, async (tx) => {
    await markChangedDailyPicks(tx, now);
    const touched = new Set<number>();
    let players = 0;
    for (;;) {
      const userIds = await claim(tx, BATCH);
      if (userIds.length === 0) break;
      players += userIds.length;
      await recompute(tx, userIds, touched);
    }
    await rerank(tx, touched);
    return { players, boards: touched.size };
  });
}

/**
 * Removes a player's standings before their account is deleted, in the deletion's transaction: their rows,
 * their counts in board_scores (and one fewer player above every lower score of those boards), their mark.
 * Waits for a running refresh (the standings lock) so that it cannot write the player's rows back.
 */
export async function forgetPlayer(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STANDINGS_LOCK})`);
  await tx.execute(sql`delete from standings_dirty where user_id = ${userId}`);
  await tx.execute(sql`
    with gone as (delete from standings where user_id = ${userId} returning board_id, boosted)
    update board_scores bs
    set players = bs.players - (bs.boosted = g.boosted)::int, above = bs.above - (bs.boosted < g.boosted)::int
    from gone g
    where bs.board_id = g.board_id and bs.boosted <= g.boosted`);
  await tx.execute(sql`delete from board_scores where players <= 0`);
}
