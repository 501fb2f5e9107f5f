// Writes a pick's ledger entry (server/game/ledger.ts) and keeps the prediction row's running sums, result
// and multiplier equal to its entries, in the caller's transaction. Every module that changes what a pick
// is worth or scored (saving, credits, settlement, corrections) goes through here, so a board's totals are
// always the sum of its ledgers.
import { eq, sql } from 'drizzle-orm';
import type { GameweekId } from '../../game/gameweek.ts';
import type { LedgerEntry } from '../../game/ledger.ts';
import type { PickResult } from '../../game/types.ts';
import { ledgerEntries, predictions, type LedgerEntryRow, type PredictionRow } from '../../db/schema.ts';
import type { Executor } from '../../identity/executor.ts';

/** What the ledger needs to know of the prediction an entry is about. */
export type LedgerPrediction = Pick<PredictionRow, 'id' | 'userId' | 'gameweek' | 'competitionKey'>;

function detailOf(entry: LedgerEntry): Record<string, unknown> {
  const { kind: _kind, base: _base, boosted: _boosted, ...rest } = entry;
  return rest;
}

function resultColumns(result: PickResult): Pick<PredictionRow, 'result' | 'resultReason'> {
  return { result: result.kind, resultReason: result.kind === 'void' ? result.reason : null };
}

/**
 * Appends a pick entry and applies it to the prediction row. `scoredAt` places the points on period
 * boards: the event's kick-off for settlements, the moment itself for the rest.
 */
export async function recordPickEntry(
  tx: Executor,
  prediction: LedgerPrediction,
  entry: Exclude<LedgerEntry, { kind: 'bonus' }>,
  scoredAt: Date,
  now: Date,
): Promise<void> {
  await tx.insert(ledgerEntries).values({
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
  });
  const changes: Partial<PredictionRow> = { updatedAt: now };
  if (entry.kind === 'saved') {
    Object.assign(changes, {
      outcomeName: entry.outcome,
      probability: entry.probability,
      points: entry.points,
    });
  }
  if (entry.kind === 'multiplier') changes.multiplier = entry.factor;
  if (entry.kind === 'settled' || entry.kind === 'void' || entry.kind === 'corrected') {
    Object.assign(changes, resultColumns(entry.result));
  }
  await tx
    .update(predictions)
    .set({
      ...changes,
      basePoints: sql`${predictions.basePoints} + ${entry.base}`,
      boostedPoints: sql`${predictions.boostedPoints} + ${entry.boosted}`,
    })
    .where(eq(predictions.id, prediction.id));
}

/** A pick's entry as recordPickEntry takes it (the rules' builders return the wider LedgerEntry). */
export type PickLedgerEntry = Exclude<LedgerEntry, { kind: 'bonus' }>;

/** Narrows an entry from server/game/ledger.ts to a pick's; a bonus goes through recordBonusEntry. */
export function asPickEntry(entry: LedgerEntry): PickLedgerEntry {
  if (entry.kind === 'bonus') throw new Error('A bonus entry is not about a pick: use recordBonusEntry.');
  return entry;
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
}

/** A pick's ledger rows back as the rules engine's entries, oldest first. */
export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return { ...(row.detail as object), kind: row.kind, base: row.base, boosted: row.boosted } as LedgerEntry;
}
