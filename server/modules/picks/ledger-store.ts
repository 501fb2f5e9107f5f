// Writes the ledger entries a player's actions make (saved, multiplier, bonus; core/game/ledger.ts) and
// keeps the prediction row's price and multiplier equal to its entries, in the caller's transaction. Every
// module that changes what a pick is worth (saving, credits) goes through here. Settlement does not: a
// pick's settled, void and corrected entries follow from its outcome's settlements (pick-standing.ts).
import { sql } from 'drizzle-orm';
import type { GameweekId } from '#core/game/gameweek.ts';
import type { LedgerEntry } from '#core/game/ledger.ts';
import {
  ledgerEntries,
  predictions,
  standingsDirty,
  type LedgerEntryRow,
  type PredictionRow,
} from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';
import { columnPlaceholder, preparedPerRowCount, preparedStatement } from '#server/db/prepared-statement.ts';

/** What the ledger needs to know of the prediction an entry is about. */
export type LedgerPrediction = Pick<PredictionRow, 'id' | 'userId' | 'gameweek' | 'competitionKey'>;

function detailOf(entry: LedgerEntry): Record<string, unknown> {
  const { kind: _kind, base: _base, boosted: _boosted, ...rest } = entry;
  return rest;
}

/** A player's entry on one of their picks. */
export interface PickEntryWrite {
  prediction: LedgerPrediction;
  entry: PickLedgerEntry;
}

/**
 * Appends the entries in one statement, without touching the predictions: only for picks whose rows were
 * just written with what their entries say (a new pick inserted at its saved price).
 */
export async function appendPickEntries(
  tx: Executor,
  writes: readonly PickEntryWrite[],
  scoredAt: Date,
  now: Date,
): Promise<void> {
  if (writes.length === 0) return;
  await insertPickEntries(
    tx,
    writes.map(({ prediction, entry }) => ({
      userId: prediction.userId,
      predictionId: prediction.id,
      kind: entry.kind,
      gameweek: prediction.gameweek,
      competitionKey: prediction.competitionKey,
      scoredAt,
      base: entry.base,
      boosted: entry.boosted,
      detail: detailOf(entry),
      createdAt: now,
    })) satisfies (typeof ledgerEntries.$inferInsert)[],
  );
}

// Every save appends its picks' entries: one statement prepared per number of entries.
const insertPickEntries = preparedPerRowCount(
  [
    'userId',
    'predictionId',
    'kind',
    'gameweek',
    'competitionKey',
    'scoredAt',
    'base',
    'boosted',
    'detail',
    'createdAt',
  ],
  (tx, rows, name) => tx.insert(ledgerEntries).values(rows).prepare(name),
  'ledger_append_pick_entries',
);

/** The market columns a changed pick's save writes with its saved entry. */
export interface MarketChange {
  marketKey: PredictionRow['marketKey'];
  line: PredictionRow['line'];
}

/** An entry's change to its prediction rows, keyed by the statement that writes it. */
type RowChange =
  | { statement: 'saved'; values: { outcomeName: string; probability: number; points: number } }
  | {
      statement: 'savedMarket';
      values: { outcomeName: string; probability: number; points: number } & MarketChange;
    }
  | { statement: 'multiplier'; values: { multiplier: number } };

/** What an entry changes on its prediction row (besides updatedAt, which every change sets). */
function changeOf(entry: PickLedgerEntry, market: MarketChange | undefined): RowChange {
  if (entry.kind === 'multiplier') return { statement: 'multiplier', values: { multiplier: entry.factor } };
  const saved = { outcomeName: entry.outcome, probability: entry.probability, points: entry.points };
  if (market === undefined) return { statement: 'saved', values: saved };
  return { statement: 'savedMarket', values: { ...saved, marketKey: market.marketKey, line: market.line } };
}

// One statement per shape of change, each on any number of rows (the ids as one array: `= any` on a
// non-empty array matches what `in (...)` did), so that no update is built again on a save.
const updatedIn = { updatedAt: columnPlaceholder('updatedAt', predictions.updatedAt) };
const ofIds = sql`${predictions.id} = any(${sql.placeholder('ids')}::uuid[])`;
const savedColumns = {
  ...updatedIn,
  outcomeName: columnPlaceholder('outcomeName', predictions.outcomeName),
  probability: columnPlaceholder('probability', predictions.probability),
  points: columnPlaceholder('points', predictions.points),
};
const updateStatements = {
  saved: preparedStatement((tx) =>
    tx.update(predictions).set(savedColumns).where(ofIds).prepare('ledger_update_saved'),
  ),
  savedMarket: preparedStatement((tx) =>
    tx
      .update(predictions)
      .set({
        ...savedColumns,
        marketKey: columnPlaceholder('marketKey', predictions.marketKey),
        line: columnPlaceholder('line', predictions.line),
      })
      .where(ofIds)
      .prepare('ledger_update_saved_market'),
  ),
  multiplier: preparedStatement((tx) =>
    tx
      .update(predictions)
      .set({ ...updatedIn, multiplier: columnPlaceholder('multiplier', predictions.multiplier) })
      .where(ofIds)
      .prepare('ledger_update_multiplier'),
  ),
};

/**
 * Appends players' entries on picks and applies them to the prediction rows: one insert, and one update
 * per distinct change (a Multiplier undone on several removed picks is one statement). `market` is a
 * changed pick's new market, which the same save writes in its update.
 */
export async function recordPickEntries(
  tx: Executor,
  writes: readonly (PickEntryWrite & { market?: MarketChange })[],
  scoredAt: Date,
  now: Date,
): Promise<void> {
  await appendPickEntries(tx, writes, scoredAt, now);
  const byChange = new Map<string, { change: RowChange; ids: string[] }>();
  for (const { prediction, entry, market } of writes) {
    const change = changeOf(entry, market);
    const key = JSON.stringify(change);
    const group = byChange.get(key) ?? { change, ids: [] };
    group.ids.push(prediction.id);
    byChange.set(key, group);
  }
  for (const { change, ids } of byChange.values()) {
    await updateStatements[change.statement](tx).execute({ ...change.values, updatedAt: now, ids });
  }
}

/** Appends a player's entry on a pick and applies it to the prediction row. */
export function recordPickEntry(
  tx: Executor,
  prediction: LedgerPrediction,
  entry: PickLedgerEntry,
  scoredAt: Date,
  now: Date,
): Promise<void> {
  return recordPickEntries(tx, [{ prediction, entry }], scoredAt, now);
}

/** A player's entry on a pick, as recordPickEntry takes it (the rules' builders return the wider LedgerEntry). */
export type PickLedgerEntry = Extract<LedgerEntry, { kind: 'saved' | 'multiplier' }>;

/** Narrows an entry from core/game/ledger.ts to a player's on a pick; a bonus goes through recordBonusEntry. */
export function asPickEntry(entry: LedgerEntry): PickLedgerEntry {
  if (entry.kind === 'saved' || entry.kind === 'multiplier') return entry;
  throw new Error(`A ${entry.kind} entry is not written by a player's action.`);
}

/** A redeemed BonusPoints credit: boosted score only, on the gameweek it was redeemed for. */
export async function recordBonusEntry(
  tx: Executor,
  bonus: {
    userId: string;
    creditId: string;
    gameweek: GameweekId;
    competitionKey: string | null;
    value: number;
  },
  now: Date,
): Promise<void> {
  await insertBonusStatement(tx).execute({
    userId: bonus.userId,
    creditId: bonus.creditId,
    gameweek: bonus.gameweek,
    competitionKey: bonus.competitionKey,
    value: bonus.value,
    detail: { creditId: bonus.creditId, competitionId: bonus.competitionKey },
    now,
  });
  // The player's boards change: queued for the standings refresh (server/modules/leaderboards), in this
  // transaction.
  await markDirtyStatement(tx).execute({ userId: bonus.userId });
}

const insertBonusStatement = preparedStatement((tx) =>
  tx
    .insert(ledgerEntries)
    .values({
      userId: sql.placeholder('userId'),
      creditId: sql.placeholder('creditId'),
      kind: 'bonus',
      gameweek: sql.placeholder('gameweek'),
      competitionKey: sql.placeholder('competitionKey'),
      scoredAt: sql.placeholder('now'),
      base: 0,
      boosted: sql.placeholder('value'),
      detail: sql.placeholder('detail'),
      createdAt: sql.placeholder('now'),
    })
    .prepare('ledger_insert_bonus'),
);

const markDirtyStatement = preparedStatement((tx) =>
  tx
    .insert(standingsDirty)
    .values({ userId: sql.placeholder('userId') })
    .onConflictDoNothing()
    .prepare('ledger_mark_standings_dirty'),
);

/** A pick's ledger rows back as the rules engine's entries, oldest first. */
export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return { ...(row.detail as object), kind: row.kind, base: row.base, boosted: row.boosted } as LedgerEntry;
}
