// Keeping the standings (docs/game-rules.md §8): whatever changes a player's points marks it in its own
// transaction — settlement, corrections and voids mark the event (markSettledEvent), bonus points and daily
// results the player (markPlayers). The refresh claims the marks, reads the current contribution of each
// scored thing behind them (sources.ts: a pick's points as the picks module derives them), compares it with
// what the thing counts on the boards now (counted.ts), and moves the standings by the difference
// (standings-writes.ts). The work is proportional to what changed, never to a player's history. One refresh
// at a time across instances (an advisory lock): a second one skips; since the difference and the new
// counted contribution are written in one transaction, nothing counts twice or is missed.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { exclusively, type ExclusiveResult } from '#server/jobs/exclusive.ts';
import { arrayLiteral } from './array-literal.ts';
import { existingBoardIds } from './board-ids.ts';
import { boardKeyString, boardsOf, dayOf } from './boards.ts';
import { countedKey, countedOf, countedOfPlayer, recordCounted, sameContribution } from './counted.ts';
import { dailyPicksOf, newBonuses, picksOfEvents, type Scored } from './sources.ts';
import { applyDeltas, rerank, StandingDeltas } from './standings-writes.ts';

/** Any constant: "the standings refresh" among PostgreSQL's advisory locks (settlement is 7_346_303). */
const STANDINGS_LOCK = 7_346_310;
/** Events, then players, taken per batch. */
const EVENT_BATCH = 100;
const PLAYER_BATCH = 5_000;
/** Standings rows whose differences are held before they are written. */
const ROWS_PER_WRITE = 250_000;
/** How far back daily-challenge results may still change (the daily settlement's correction window). */
const DAILY_WINDOW_DAYS = 8;

/** Marks an event whose picks' results changed (its settlement, correction or void). */
export async function markSettledEvent(tx: Executor, eventId: string): Promise<void> {
  await tx.execute(
    sql`insert into standings_dirty_events (event_id) values (${eventId}) on conflict do nothing`,
  );
}

/** Marks players whose bonus points or daily-challenge results changed. */
export async function markPlayers(tx: Executor, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into standings_dirty (user_id) select unnest(${sql.param([...userIds])}::uuid[])
    on conflict do nothing`);
}

async function claimEvents(tx: Executor): Promise<string[]> {
  const { rows } = await tx.execute<{ event_id: string }>(sql`
    delete from standings_dirty_events
    where event_id in (select event_id from standings_dirty_events order by queued_at, event_id
                       limit ${EVENT_BATCH} for update skip locked)
    returning event_id`);
  return rows.map((row) => row.event_id);
}

async function claimPlayers(tx: Executor): Promise<{ userId: string; full: boolean }[]> {
  const { rows } = await tx.execute<{ user_id: string; full: boolean }>(sql`
    delete from standings_dirty
    where user_id in (select user_id from standings_dirty order by queued_at, user_id
                      limit ${PLAYER_BATCH} for update skip locked)
    returning user_id, "full"`);
  return rows.map((row) => ({ userId: row.user_id, full: row.full }));
}

/**
 * Adds to `deltas` what the things' contributions changed and records their new ones; returns the players
 * whose rows move.
 */
async function collectChanges(tx: Executor, things: readonly Scored[], deltas: StandingDeltas) {
  const counted = await countedOf(tx, things);
  const changed: Scored[] = [];
  for (const thing of things) {
    const before = counted.get(countedKey(thing)) ?? null;
    if (sameContribution(before, thing.contribution)) continue;
    if (before) deltas.add(thing.userId, before, -1);
    if (thing.contribution) deltas.add(thing.userId, thing.contribution, 1);
    changed.push(thing);
  }
  await recordCounted(tx, changed);
  return new Set(changed.map((thing) => thing.userId));
}

export interface RefreshRun {
  /** Players whose rows moved. */
  players: number;
  boards: number;
}

/**
 * Applies every marked change to the standings and re-ranks the boards that changed; `{ skipped: true }`
 * while another refresh runs (here or on another instance: that one takes the marks).
 */
export function refreshStandings(db: Database, now: Date): Promise<ExclusiveResult<RefreshRun>> {
  return exclusively(db, STANDINGS_LOCK, async (tx) => {
    const touched = new Set<number>();
    const players = new Set<string>();
    // The write's sorts and joins over a few hundred thousand rows stay in memory, not in temporary files.
    await tx.execute(sql`set local work_mem = '32MB'`);
    // The differences of all batches are written together (one pass over each board's pages), or sooner
    // when they grow past ROWS_PER_WRITE; they add up, so the order of the writes does not matter.
    let deltas = new StandingDeltas();
    const collect = async (things: readonly Scored[]) => {
      (await collectChanges(tx, things, deltas)).forEach((userId) => players.add(userId));
      if (deltas.rows >= ROWS_PER_WRITE) {
        await applyDeltas(tx, deltas, touched);
        deltas = new StandingDeltas();
      }
    };
    for (let events = await claimEvents(tx); events.length > 0; events = await claimEvents(tx)) {
      await collect(await picksOfEvents(tx, events));
    }
    const since = dayOf(new Date(now.getTime() - DAILY_WINDOW_DAYS * 86_400_000));
    for (let marked = await claimPlayers(tx); marked.length > 0; marked = await claimPlayers(tx)) {
      const userIds = marked.map((mark) => mark.userId);
      const full = marked.filter((mark) => mark.full).map((mark) => mark.userId);
      await collect([...(await newBonuses(tx, userIds)), ...(await dailyPicksOf(tx, userIds, full, since))]);
    }
    await applyDeltas(tx, deltas, touched);
    await rerank(tx, touched);
    return { players: players.size, boards: touched.size };
  });
}

/**
 * Removes a player's standings before their account is deleted, in the deletion's transaction: their rows,
 * their counts in board_scores (and one fewer player above every lower score of those boards), what their
 * things counted, their mark. Waits for a running refresh (the standings lock) so that it cannot write the
 * player's rows back. Their boards are those their counted things reach (standings are keyed by board
 * first: a player's rows are no range of the table).
 */
export async function forgetPlayer(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STANDINGS_LOCK})`);
  const keys = new Map(
    (await countedOfPlayer(tx, userId)).flatMap(boardsOf).map((key) => [boardKeyString(key), key]),
  );
  const boards = [...(await existingBoardIds(tx, [...keys.values()])).values()];
  await tx.execute(sql`delete from standings_dirty where user_id = ${userId}`);
  await tx.execute(sql`delete from standings_counted where user_id = ${userId}`);
  await tx.execute(sql`
    with gone as (delete from standings
                  where board_id = any(${arrayLiteral(boards)}::int[]) and user_id = ${userId}
                  returning board_id, boosted, correct)
    update board_scores bs
    set players = bs.players - (bs.boosted = g.boosted and bs.correct = g.correct)::int,
        above = bs.above - ((bs.boosted, bs.correct) < (g.boosted, g.correct))::int
    from gone g
    where bs.board_id = g.board_id and (bs.boosted, bs.correct) <= (g.boosted, g.correct)`);
  await tx.execute(sql`delete from board_scores where players <= 0`);
}
