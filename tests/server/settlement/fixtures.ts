// Settlement fixtures: players, events with their markets, picks saved the way the picks module saves them
// (a prediction row plus its ledger through recordPickEntry), and readers of where picks stand.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RoleId } from '#core/contract/account.ts';
import type { EventScore, EventStatus } from '#core/contract/predictions.ts';
import type { MarketType } from '#core/contract/static-lookups.ts';
import {
  events,
  ledgerEntries,
  markets,
  outcomes,
  predictions,
  users,
  type LedgerEntryRow,
  type PredictionRow,
} from '#server/db/schema.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { multiplierEntry, savedEntry, type LedgerEntry } from '#core/game/ledger.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { asPickEntry, recordPickEntry, toLedgerEntry } from '#server/modules/picks/ledger-store.ts';
import { decisionsOf, groupDecisionsColumn, pickSettlement } from '#server/modules/picks/pick-standing.ts';

const unique = () => randomBytes(6).toString('hex');

export async function addPlayer(db: Executor, role: RoleId = 'Player'): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ userName: `player-${unique()}`, role, securityStamp: 'stamp' })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

export interface EventSpec {
  competitionKey?: string;
  commenceTime: Date;
  homeTeam?: string;
  awayTeam?: string;
  status?: EventStatus;
  /** Home and away goals; null: no score yet. */
  score?: [number, number] | null;
  resultUpdatedAt?: Date | null;
  /** The h2h market has a Draw outcome. */
  draw?: boolean;
  totalsLine?: number;
  /** An outright: these runners in an outrights market, no teams. */
  runners?: string[];
}

export interface TestEvent {
  id: string;
  competitionKey: string;
  homeTeam: string;
  awayTeam: string;
}

export function scoresOf(home: string, away: string, score: [number, number]): EventScore[] {
  // Away first: settlement must match scores by team name, not by order.
  return [
    { name: away, score: String(score[1]) },
    { name: home, score: String(score[0]) },
  ];
}

export async function addEvent(db: Executor, spec: EventSpec): Promise<TestEvent> {
  const id = `test-${unique()}`;
  const outright = spec.runners !== undefined;
  const competitionKey = spec.competitionKey ?? (outright ? 'golf_masters_tournament_winner' : 'soccer_epl');
  const homeTeam = spec.homeTeam ?? 'Home FC';
  const awayTeam = spec.awayTeam ?? 'Away FC';
  await db.insert(events).values({
    id,
    competitionKey,
    commenceTime: spec.commenceTime,
    homeTeam: outright ? null : homeTeam,
    awayTeam: outright ? null : awayTeam,
    status: spec.status ?? 'scheduled',
    gameweek: gameweekOf(spec.commenceTime),
    scores: spec.score ? scoresOf(homeTeam, awayTeam, spec.score) : null,
    resultUpdatedAt: spec.resultUpdatedAt ?? null,
  });
  const addMarket = async (key: MarketType, line: number | null, names: string[]) => {
    const [market] = await db.insert(markets).values({ eventId: id, key, line }).returning();
    if (!market) throw new Error('no market');
    await db
      .insert(outcomes)
      .values(
        names.map((name) => ({ marketId: market.id, name, probability: 0.3, booksUsed: 3, points: 33 })),
      );
  };
  if (outright) {
    await addMarket('outrights', null, spec.runners ?? []);
  } else {
    await addMarket('h2h', null, spec.draw === false ? [homeTeam, awayTeam] : [homeTeam, 'Draw', awayTeam]);
    await addMarket('totals', spec.totalsLine ?? 2.5, ['Over', 'Under']);
  }
  return { id, competitionKey, homeTeam, awayTeam };
}

export interface PickSpec {
  userId: string;
  event: TestEvent;
  marketKey?: MarketType;
  outcome: string;
  line?: number | null;
  probability?: number;
  multiplier?: number;
  /** Default: the event's gameweek at the time of the fixture (what saving it would store). */
  gameweek?: GameweekId;
  commenceTime: Date;
  savedAt?: Date;
}

/** A saved pick: the row, its saved entry and (above 1) its multiplier entry. */
export async function addPick(db: Executor, spec: PickSpec): Promise<PredictionRow> {
  const marketKey = spec.marketKey ?? 'h2h';
  const probability = spec.probability ?? 0.4;
  const savedAt = spec.savedAt ?? new Date(spec.commenceTime.getTime() - 86_400_000);
  const [row] = await db
    .insert(predictions)
    .values({
      userId: spec.userId,
      eventId: spec.event.id,
      competitionKey: spec.event.competitionKey,
      game: marketKey === 'outrights' ? 'outright' : 'weekly',
      gameweek: spec.gameweek ?? gameweekOf(spec.commenceTime),
      marketKey,
      line: spec.line ?? (marketKey === 'totals' ? 2.5 : null),
      outcomeName: spec.outcome,
      probability,
      points: 0,
      createdAt: savedAt,
      updatedAt: savedAt,
    })
    .returning();
  if (!row) throw new Error('no prediction');
  const kind = marketKey === 'outrights' ? 'outright' : 'match';
  const saved = savedEntry(row.id, { outcome: spec.outcome, probability, kind });
  await recordPickEntry(db, row, asPickEntry(saved), savedAt, savedAt);
  if ((spec.multiplier ?? 1) !== 1) {
    const entry = multiplierEntry(row.id, spec.multiplier ?? 1);
    await recordPickEntry(db, row, asPickEntry(entry), savedAt, savedAt);
  }
  const saved2 = await predictionRow(db, row.id);
  if (!saved2) throw new Error('the prediction vanished');
  return saved2;
}

export async function predictionRow(db: Executor, id: string): Promise<PredictionRow | undefined> {
  const [row] = await db.select().from(predictions).where(eq(predictions.id, id));
  return row;
}

/** A live pick with its result and score, as the picks module reads them. */
async function settledPick(db: Executor, id: string) {
  const [row] = await db
    .select({ prediction: predictions, decisions: groupDecisionsColumn })
    .from(predictions)
    .where(eq(predictions.id, id));
  if (!row) throw new Error(`no prediction ${id}`);
  // A removed pick left the game before its event was settled: it has no result.
  const settlement = pickSettlement(
    row.prediction,
    row.prediction.removedAt ? [] : decisionsOf(row.decisions),
  );
  return { prediction: row.prediction, settlement };
}

/** The prediction row with where it stands: result, reason and the points it has scored. */
export async function pickState(db: Executor, id: string) {
  const { prediction, settlement } = await settledPick(db, id);
  return {
    ...prediction,
    result: settlement.result?.kind ?? null,
    resultReason: settlement.result?.kind === 'void' ? settlement.result.reason : null,
    basePoints: settlement.base,
    boostedPoints: settlement.boosted,
  };
}

/**
 * A pick's whole ledger as rows, oldest first: the entries its player's actions wrote, then the settlement
 * entries its outcome's decisions give it (those have id 0: they are not stored one per pick).
 */
export async function ledgerRows(db: Executor, predictionId: string): Promise<LedgerEntryRow[]> {
  const stored = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.predictionId, predictionId))
    .orderBy(ledgerEntries.id);
  const { prediction, settlement } = await settledPick(db, predictionId);
  const settled = settlement.lines.map(({ entry, at, scoredAt }): LedgerEntryRow => {
    const { kind, base, boosted, ...detail } = entry;
    return {
      id: 0,
      userId: prediction.userId,
      predictionId,
      creditId: null,
      kind,
      gameweek: prediction.gameweek,
      competitionKey: prediction.competitionKey,
      scoredAt,
      base,
      boosted,
      detail,
      createdAt: at,
    };
  });
  return [...stored, ...settled];
}

export async function ledgerOf(db: Executor, predictionId: string): Promise<LedgerEntry[]> {
  return (await ledgerRows(db, predictionId)).map(toLedgerEntry);
}

/** Every ledger entry in the database: the stored ones and the settlement entries of every pick. */
export async function ledgerCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(ledgerEntries);
  let count = row?.count ?? 0;
  for (const { id } of await db.select({ id: predictions.id }).from(predictions)) {
    count += (await settledPick(db, id)).settlement.lines.length;
  }
  return count;
}

export async function setResult(
  db: Executor,
  event: TestEvent,
  change: {
    status?: EventStatus;
    score?: [number, number] | null;
    resultUpdatedAt: Date;
    commenceTime?: Date;
  },
): Promise<void> {
  await db
    .update(events)
    .set({
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.score === undefined
        ? {}
        : { scores: change.score ? scoresOf(event.homeTeam, event.awayTeam, change.score) : null }),
      ...(change.commenceTime === undefined
        ? {}
        : { commenceTime: change.commenceTime, gameweek: gameweekOf(change.commenceTime) }),
      resultUpdatedAt: change.resultUpdatedAt,
    })
    .where(eq(events.id, event.id));
}

/** The event completed with this score (its result stamped `resultAt`) and settled at `now`, as the jobs do. */
export async function finishAndSettle(
  db: Database,
  event: TestEvent,
  score: [number, number],
  resultAt: Date,
  now: Date,
): Promise<void> {
  await setResult(db, event, { status: 'completed', score, resultUpdatedAt: resultAt });
  await db.transaction((tx) => settleEvent(tx, event.id, now));
}
