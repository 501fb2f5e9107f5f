// Writes the ledger entries a player's actions make (saved, multiplier, bonus; core/game/ledger.ts) and
// keeps the prediction row's price and multiplier equal to its entries, in the caller's transaction. Every
// module that changes what a pick is worth (saving, credits) goes through here. Settlement does not: a
// pick's settled, void and corrected entries follow from its outcome's settlements (pick-standing.ts).
import { inArray } from 'drizzle-orm';
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
import { preparedPerRowCount } from '#server/db/prepared-statement.ts';

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

/** What an entry changes on its prediction row. */
function changesOf(entry: PickLedgerEntry, now: Date): Partial<PredictionRow> {
  const changes: Partial<PredictionRow> = { updatedAt: now };
  if (entry.kind === 'saved') {
    Object.assign(changes, {
      outcomeName: entry.outcome,
      probability: entry.probability,
      points: entry.points,
    });
  }
  if (entry.kind === 'multiplier') changes.multiplier = entry.factor;
  return changes;
}

/**
 * Appends players' entries on picks and applies them to the prediction rows: one insert, and one update
 * per distinct change (a Multiplier undone on several removed picks is one statement). `alsoChanges` are
 * other columns the same save changes on a pick (a changed pick's market), written in its update.
 */
export async function recordPickEntries(
  tx: Executor,
  writes: readonly (PickEntryWrite & { alsoChanges?: Partial<PredictionRow> })[],
  scoredAt: Date,
  now: Date,
): Promise<void> {
  await appendPickEntries(tx, writes, scoredAt, now);
  const byChange = new Map<string, { changes: Partial<PredictionRow>; ids: string[] }>();
  for (const { prediction, entry, alsoChanges } of writes) {
    const changes = { ...changesOf(entry, now), ...alsoChanges };
    const key = JSON.stringify(changes);
    const group = byChange.get(key) ?? { changes, ids: [] };
    group.ids.push(prediction.id);
    byChange.set(key, group);
  }
  for (const { changes, ids } of byChange.values()) {
    await tx.update(predictions).set(changes).where(inArray(predictions.id, ids));
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
  await tx.insert(ledgerEntries).values({
    userId: bonus.userId,
    creditId: bonus.creditId,
    kind: 'bonus',
    gameweek: bonus.gameweek,
    competitionKey: bonus.competitionKey,
    scoredAt: now,
    base: 0,
    boosted: bonus.value,
    detail: { creditId: bonus.creditId, competitionId: bonus.competitionKey },
    createdAt: now,
  });
  // The player's boards change: queued for the standings refresh (server/modules/leaderboards), in this
  // transaction.
  await tx.insert(standingsDirty).values({ userId: bonus.userId }).onConflictDoNothing();
}

/** A pick's ledger rows back as the rules engine's entries, oldest first. */
export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return { ...(row.detail as object), kind: row.kind, base: row.base, boosted: row.boosted } as LedgerEntry;
}
