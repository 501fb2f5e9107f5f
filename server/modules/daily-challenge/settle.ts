// Settles daily-challenge picks from their match's result (docs/game-rules.md §7.3, §7): won scores the points frozen at
// save, lost and void score 0; a corrected result (or a kick-off moved) re-settles. Then each player whose
// results changed is given the Multipliers their streak has earned (docs/game-rules.md §5). Rerunnable: a run changes
// only what differs from the stored result, and one run at a time holds the lock across all instances.
import { and, count, eq, gte, inArray, isNotNull, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { credits, dailyPicks, events, markets, outcomes } from '#server/db/schema.ts';
import { challengeDateOf, dailyStreak, type ChallengeDate } from '#core/game/daily-challenge.ts';
import { gameweekOfEvent } from '#core/game/gameweek.ts';
import { scorePick } from '#core/game/scoring.ts';
import { settlePick, type Settlement } from '#core/game/settlement.ts';
import { voided } from '#core/game/types.ts';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { grantCredits } from '#server/modules/credits/index.ts';
import { markPlayers } from '#server/modules/leaderboards/index.ts';
import { dayOffset } from './store.ts';
import { dayOfMultiplier, loadHistories } from './streak.ts';

/** Any constant: it names "the daily-challenge settlement" among PostgreSQL's advisory locks. */
export const DAILY_SETTLEMENT_LOCK = 7_346_401;

/**
 * Settled picks are looked at again for this long: the scores feed reports (and corrects) results of the
 * last three days only, so a result older than a week no longer changes. Unsettled picks are always
 * looked at.
 */
const CORRECTION_WINDOW_DAYS = 7;

const STREAK_GRANT_PREFIX = 'daily-streak';
/** The Multiplier's type id (docs/game-rules.md §5). */
const MULTIPLIER = 2;
const USERS_PER_QUERY = 1000;

export type DailySettlementResult =
  { skipped: true } | { skipped: false; settled: number; corrected: number; multipliers: number };

// On PGlite (one session) the advisory lock is re-entrant, so it cannot tell two callers of one process
// apart: one process also never runs two settlements on one database at once.
const running = new WeakSet<object>();

export async function settleDailyPicks(context: {
  db: Database;
  clock: Clock;
}): Promise<DailySettlementResult> {
  if (running.has(context.db)) return { skipped: true };
  running.add(context.db);
  try {
    return await context.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ acquired: boolean }>(
        sql`select pg_try_advisory_xact_lock(${DAILY_SETTLEMENT_LOCK}) as acquired`,
      );
      if (!rows[0]?.acquired) return { skipped: true } as const;
      return { skipped: false, ...(await settle(tx, context.clock.now())) } as const;
    });
  } finally {
    running.delete(context.db);
  }
}

interface StoredResult {
  result: 'won' | 'lost' | 'void' | null;
  resultReason: string | null;
  basePoints: number;
}

function stored(settlement: Settlement, points: number): StoredResult {
  if (settlement.kind === 'pending') return { result: null, resultReason: null, basePoints: 0 };
  return {
    result: settlement.kind,
    resultReason: settlement.kind === 'void' ? settlement.reason : null,
    basePoints: scorePick({ points, multiplier: 1 }, settlement).base,
  };
}

async function settle(tx: Transaction, now: Date) {
  const today = challengeDateOf(now);
  const since = dayOffset(today, -CORRECTION_WINDOW_DAYS);
  const kickOffDay = sql`to_char(${events.commenceTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  const picks = await tx
    .select({ pick: dailyPicks, event: events })
    .from(dailyPicks)
    .innerJoin(events, eq(events.id, dailyPicks.eventId))
    .where(
      and(
        lte(dailyPicks.day, today),
        or(isNull(dailyPicks.result), gte(dailyPicks.day, since)),
        // A scheduled match on its day with no result yet has nothing to settle.
        or(ne(events.status, 'scheduled'), isNotNull(dailyPicks.result), ne(kickOffDay, dailyPicks.day)),
      ),
    );
  const withDraw = await eventsWithDraw(tx, [...new Set(picks.map(({ event }) => event.id))]);

  let settled = 0;
  let corrected = 0;
  const changedPlayers = new Set<string>();
  for (const { pick, event } of picks) {
    // The match of the day belongs to its day: moved to another, it is void for that day's pickers.
    const settlement =
      event.status !== 'cancelled' && challengeDateOf(event.commenceTime) !== pick.day
        ? voided('postponed')
        : settlePick(
            { market: 'h2h', outcome: pick.outcomeName, gameweek: gameweekOfEvent(event) },
            { ...event, hasDraw: withDraw.has(event.id) },
          );
    const next = stored(settlement, pick.points);
    if (
      next.result === pick.result &&
      next.resultReason === pick.resultReason &&
      next.basePoints === pick.basePoints
    ) {
      continue;
    }
    await tx
      .update(dailyPicks)
      .set({ ...next, updatedAt: now })
      .where(and(eq(dailyPicks.userId, pick.userId), eq(dailyPicks.day, pick.day)));
    if (pick.result === null) settled += 1;
    else corrected += 1;
    changedPlayers.add(pick.userId);
  }

  const players = [...changedPlayers];
  // Their Daily boards change: queued for the standings refresh, in this transaction.
  await markPlayers(tx, players);
  let multipliers = 0;
  for (let index = 0; index < players.length; index += USERS_PER_QUERY) {
    multipliers += await grantStreakMultipliers(
      tx,
      players.slice(index, index + USERS_PER_QUERY),
      today,
      now,
    );
  }
  return { settled, corrected, multipliers };
}

async function eventsWithDraw(tx: Executor, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await tx
    .select({ eventId: markets.eventId })
    .from(markets)
    .innerJoin(outcomes, eq(outcomes.marketId, markets.id))
    .where(and(inArray(markets.eventId, [...eventIds]), eq(markets.key, 'h2h'), eq(outcomes.name, 'Draw')));
  return new Set(rows.map((row) => row.eventId));
}

/**
 * Gives each player the Multipliers their streak has earned and not yet been given: one per time it
 * reached a multiple of 7, keyed by the day it did (`daily-streak:<day>`), so a rerun grants nothing twice.
 * Counting what was given, not only the keys, means a corrected result that moves the day a streak
 * reached 7 never earns a second credit for the same correct days.
 */
async function grantStreakMultipliers(
  tx: Transaction,
  userIds: readonly string[],
  today: ChallengeDate,
  now: Date,
): Promise<number> {
  const histories = await loadHistories(tx, userIds, today, now);
  const given = await tx
    .select({ userId: credits.userId, given: count() })
    .from(credits)
    .where(and(inArray(credits.userId, [...userIds]), like(credits.grantKey, `${STREAK_GRANT_PREFIX}:%`)))
    .groupBy(credits.userId);
  const givenByUser = new Map(given.map((row) => [row.userId, row.given]));

  let granted = 0;
  for (const [userId, history] of histories) {
    const earned = dailyStreak(history).multipliersEarned;
    for (let nth = (givenByUser.get(userId) ?? 0) + 1; nth <= earned; nth += 1) {
      const day = dayOfMultiplier(history, nth);
      if (day === null) break;
      const rows = await grantCredits(
        tx,
        {
          userId,
          typeId: MULTIPLIER,
          count: 1,
          source: STREAK_GRANT_PREFIX,
          grantKey: `${STREAK_GRANT_PREFIX}:${day}`,
        },
        now,
      );
      granted += rows.length;
    }
  }
  return granted;
}
