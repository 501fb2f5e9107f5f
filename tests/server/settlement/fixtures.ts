// Settlement fixtures: players, events with their markets, and picks saved the way the picks module saves
// them (a prediction row plus its ledger through recordPickEntry), so every row starts equal to its ledger.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RoleId } from '../../../server/contract/account.ts';
import type { EventScore, EventStatus } from '../../../server/contract/predictions.ts';
import type { MarketType } from '../../../server/contract/static-lookups.ts';
import type { Database } from '../../../server/db/client.ts';
import {
  events,
  ledgerEntries,
  markets,
  outcomes,
  predictions,
  users,
  type LedgerEntryRow,
  type PredictionRow,
} from '../../../server/db/schema.ts';
import { gameweekOf, type GameweekId } from '../../../server/game/gameweek.ts';
import { multiplierEntry, savedEntry, type LedgerEntry } from '../../../server/game/ledger.ts';
import type { Executor } from '../../../server/identity/executor.ts';
import { recordPickEntry, toLedgerEntry } from '../../../server/modules/picks/ledger-store.ts';

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
  if (saved.kind === 'bonus') throw new Error('unreachable');
  await recordPickEntry(db, row, saved, savedAt, savedAt);
  if ((spec.multiplier ?? 1) !== 1) {
    const entry = multiplierEntry(row.id, spec.multiplier ?? 1);
    if (entry.kind === 'bonus') throw new Error('unreachable');
    await recordPickEntry(db, row, entry, savedAt, savedAt);
  }
  const saved2 = await predictionRow(db, row.id);
  if (!saved2) throw new Error('the prediction vanished');
  return saved2;
}

export async function predictionRow(db: Executor, id: string): Promise<PredictionRow | undefined> {
  const [row] = await db.select().from(predictions).where(eq(predictions.id, id));
  return row;
}

export async function ledgerRows(db: Executor, predictionId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.predictionId, predictionId))
    .orderBy(ledgerEntries.id);
}

export async function ledgerOf(db: Executor, predictionId: string): Promise<LedgerEntry[]> {
  return (await ledgerRows(db, predictionId)).map(toLedgerEntry);
}

/** Every prediction's running sums next to the sums of its ledger: they must be equal. */
export async function totalsAgainstLedger(db: Database) {
  const { rows } = await db.execute<{
    id: string;
    base_points: number;
    boosted_points: number;
    ledger_base: number;
    ledger_boosted: number;
  }>(sql`
    select p.id, p.base_points, p.boosted_points,
           coalesce(sum(l.base), 0)::int as ledger_base, coalesce(sum(l.boosted), 0)::int as ledger_boosted
    from predictions p left join ledger_entries l on l.prediction_id = p.id
    group by p.id`);
  return rows;
}

export async function ledgerCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(ledgerEntries);
  return row?.count ?? 0;
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
