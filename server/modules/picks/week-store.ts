// Reads a player's picks, ledgers, credits and week summary, and turns them into the contract's shapes.
// Every function takes the executor it reads on, so a save answers from inside its own transaction.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { WeekSummaryDto } from '#core/contract/play.ts';
import {
  events,
  ledgerEntries,
  predictions,
  users,
  type CreditRow,
  type EventRow,
  type PredictionRow,
} from '#server/db/schema.ts';
import type { WeekAllowance } from '#core/game/allowance.ts';
import { maxPredictions } from '#core/game/allowance.ts';
import { creditsUsableIn } from '#core/game/credits.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import type { LockableEvent } from '#core/game/lock.ts';
import { holdsSlot } from '#core/game/scoring.ts';
import type { PickResult } from '#core/game/types.ts';
import { HttpError } from '#server/http/http-error.ts';
import {
  creditsOfWeek,
  extraPredictionsOf,
  toHeldCredit,
  type WeekCredits,
} from '#server/modules/credits/index.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { preparedStatement } from '#server/db/prepared-statement.ts';
import { decisionsOf, groupDecisionsColumn, pickSettlement, type PickSettlement } from './pick-standing.ts';

/**
 * Serialises everything that changes one player's picks or credits: the first statement of each such
 * transaction takes the player's row lock, so two saves (or a save and a redemption) at once run one after
 * the other and the second sees what the first wrote (PostgreSQL; PGlite runs one transaction at a time).
 */
export async function lockPlayer(tx: Executor, userId: string): Promise<void> {
  const rows = await lockPlayerStatement(tx).execute({ userId });
  if (rows.length === 0) throw new HttpError('accountGone');
}

const lockPlayerStatement = preparedStatement((tx) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('picks_lock_player'),
);

/** What lock.ts needs of an event row. */
export function lockableOf(event: Pick<EventRow, 'commenceTime' | 'status' | 'lockTime'>): LockableEvent {
  return { commenceTime: event.commenceTime, status: event.status, lockTime: event.lockTime };
}

/** What a live pick needs of its event: its lock, and its teams for naming it. */
type LockInfo = Pick<EventRow, 'commenceTime' | 'status' | 'lockTime' | 'homeTeam' | 'awayTeam'>;

/** A live (not removed) prediction with what its event says about its lock, its ledger and where it stands. */
export interface LivePick {
  prediction: PredictionRow;
  event: LockInfo;
  /** The entries its player's actions wrote, oldest first (settlement's are in `settlement.lines`). */
  ledger: StoredLedgerLine[];
  settlement: PickSettlement;
}

/** A stored ledger entry of a pick, as the picks views need it. */
export interface StoredLedgerLine {
  kind: string;
  createdAt: Date;
  base: number;
  boosted: number;
  detail: Record<string, unknown>;
}

/** [kind, created at, base, boosted, detail] as the ledger column below returns them. */
type LedgerTuple = [string, string, number, number, Record<string, unknown>];

// Written out by name, as groupDecisionsColumn is: a lone table's columns are left unqualified by drizzle.
const storedLedgerColumn = sql<LedgerTuple[]>`coalesce((
  select json_agg(json_build_array(l.kind, l.created_at, l.base, l.boosted, l.detail) order by l.id)
  from ${ledgerEntries} l where l.prediction_id = predictions.id), '[]'::json)`;

/** The pick's result: null until settled. */
export function resultOf(pick: LivePick): PickResult | null {
  return pick.settlement.result;
}

/** A live pick's columns, for a query that joins `predictions` and `events` (see livePicksQuery). */
export const livePickColumns = {
  prediction: predictions,
  commenceTime: events.commenceTime,
  status: events.status,
  lockTime: events.lockTime,
  homeTeam: events.homeTeam,
  awayTeam: events.awayTeam,
  decisions: groupDecisionsColumn,
  ledger: storedLedgerColumn,
};

function livePicksQuery(tx: Executor, where: SQL | undefined) {
  return tx
    .select(livePickColumns)
    .from(predictions)
    .innerJoin(events, eq(events.id, predictions.eventId))
    .where(where)
    .orderBy(asc(events.commenceTime), asc(events.id));
}

type LivePickRow = Awaited<ReturnType<typeof livePicksQuery>>[number];

export function toLivePick({ prediction, decisions, ledger, ...event }: LivePickRow): LivePick {
  return {
    prediction,
    event,
    ledger: ledger.map(([kind, createdAt, base, boosted, detail]) => ({
      kind,
      createdAt: new Date(createdAt),
      base,
      boosted,
      detail,
    })),
    settlement: pickSettlement(prediction, decisionsOf(decisions)),
  };
}

/** The player's live predictions (not removed) that also match `where`, with placeholders for values. */
function ownLivePicks(tx: Executor, ...where: SQL[]) {
  return livePicksQuery(
    tx,
    and(eq(predictions.userId, sql.placeholder('userId')), isNull(predictions.removedAt), ...where),
  );
}

const allLivePicksStatement = preparedStatement((tx) => ownLivePicks(tx).prepare('picks_all_live_picks'));

/**
 * The player's live predictions by kick-off (then event id), with their events' lock facts, their ledgers
 * and where they stand: one query.
 */
export async function livePicks(tx: Executor, userId: string): Promise<LivePick[]> {
  const rows = await allLivePicksStatement(tx).execute({ userId });
  return rows.map(toLivePick);
}

const livePickStatement = preparedStatement((tx) =>
  ownLivePicks(tx, eq(predictions.id, sql.placeholder('predictionId'))).prepare('picks_live_pick'),
);

/** One of the player's live predictions, by its id (a credit's target), as livePicks gives it. */
export async function livePick(
  tx: Executor,
  userId: string,
  predictionId: string,
): Promise<LivePick | undefined> {
  const [row] = await livePickStatement(tx).execute({ userId, predictionId });
  return row && toLivePick(row);
}

const liveOutrightPickStatement = preparedStatement((tx) =>
  ownLivePicks(
    tx,
    eq(predictions.eventId, sql.placeholder('eventId')),
    eq(predictions.game, 'outright'),
  ).prepare('picks_live_outright_pick'),
);

/** The player's live outright pick on an outright event (one at most), as livePicks gives it. */
export async function liveOutrightPick(
  tx: Executor,
  userId: string,
  eventId: string,
): Promise<LivePick | undefined> {
  const [row] = await liveOutrightPickStatement(tx).execute({ userId, eventId });
  return row && toLivePick(row);
}

function prepareLivePicksOnEvents(db: Database) {
  return ownLivePicks(db, sql`${predictions.eventId} = any(${sql.placeholder('eventIds')}::text[])`).prepare(
    'live_picks_on_events',
  );
}

const livePicksOnEventsQuery = preparedPerDatabase(prepareLivePicksOnEvents);

/**
 * The player's live predictions on these events, as livePicks gives them. The events view asks this for
 * every signed-in reader with a whole week's event ids, so the statement is prepared once per database
 * and takes the ids as one array: building the query each time cost several times what running it did.
 */
export async function livePicksOnEvents(
  db: Database,
  userId: string,
  eventIds: readonly string[],
): Promise<LivePick[]> {
  const rows = await livePicksOnEventsQuery(db).execute({ userId, eventIds: [...eventIds] });
  return rows.map(toLivePick);
}

const weeklyPicksStatement = preparedStatement((tx) =>
  ownLivePicks(
    tx,
    eq(predictions.game, 'weekly'),
    eq(predictions.gameweek, sql.placeholder('gameweek')),
  ).prepare('picks_weekly_picks'),
);

/** The live weekly-game picks the player counts in a gameweek (every save reads them twice). */
export async function weeklyPicks(tx: Executor, userId: string, gameweek: GameweekId): Promise<LivePick[]> {
  const rows = await weeklyPicksStatement(tx).execute({ userId, gameweek });
  return rows.map(toLivePick);
}

/** The allowance rules' view of a week: its live weekly picks and the ExtraPredictions redeemed for it. */
export function allowanceOf(picks: readonly LivePick[], redeemed: readonly CreditRow[]): WeekAllowance {
  return {
    picks: picks.map((pick) => ({
      eventId: pick.prediction.eventId,
      competitionId: pick.prediction.competitionKey,
      result: resultOf(pick),
    })),
    extraPredictions: extraPredictionsOf(redeemed),
  };
}

const weekBonusStatement = preparedStatement((tx) =>
  tx
    .select({ bonus: sql<number>`coalesce(sum(${ledgerEntries.boosted}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, sql.placeholder('userId')),
        eq(ledgerEntries.gameweek, sql.placeholder('gameweek')),
        eq(ledgerEntries.kind, 'bonus'),
      ),
    )
    .prepare('picks_week_bonus'),
);

/**
 * The week's scores are the sums of its entries: its weekly picks' (outright picks count in season and
 * yearly boards, not in the week) and the bonuses redeemed for it.
 */
async function weekScores(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
  picks: readonly LivePick[],
): Promise<{ totalScore: number; boostedScore: number; bonusPoints: number }> {
  const rows = await weekBonusStatement(tx).execute({ userId, gameweek });
  const bonusPoints = rows[0]?.bonus ?? 0;
  let totalScore = 0;
  let boostedScore = bonusPoints;
  for (const { settlement } of picks) {
    totalScore += settlement.base;
    boostedScore += settlement.boosted;
  }
  return { totalScore, boostedScore, bonusPoints };
}

/**
 * The home view's summary of one gameweek (docs/game-rules.md §5.7). `picks` and `credits` are the week's
 * when the caller has them as they now stand (read on `tx`, nothing written since that changes them).
 */
export async function weekSummary(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
  now: Date,
  picks?: readonly LivePick[],
  credits?: WeekCredits,
): Promise<WeekSummaryDto> {
  const weekPicks = picks ?? (await weeklyPicks(tx, userId, gameweek));
  const { held, redeemed } = credits ?? (await creditsOfWeek(tx, userId, gameweek));
  const sums = await weekScores(tx, userId, gameweek, weekPicks);
  return {
    predictions: weekPicks.filter((pick) => holdsSlot(resultOf(pick))).length,
    maxPredictions: maxPredictions({ extraPredictions: extraPredictionsOf(redeemed) }),
    credits: creditsUsableIn(held.map(toHeldCredit), now).length,
    ...sums,
  };
}
