// A player's picks as the API shows them: each with its ledger (the entries its player's actions wrote,
// then settlement's) and where it stands.
import type { LedgerEntryDto, PickDto, VoidReasonDto } from '#core/contract/play.ts';
import type { Database } from '#server/db/client.ts';
import { isLocked } from '#core/game/lock.ts';
import type { PickResult } from '#core/game/types.ts';
import type { SettlementLine } from './pick-standing.ts';
import { livePicksOnEvents, lockableOf, type LivePick, type StoredLedgerLine } from './week-store.ts';

function settlementLineDto({ entry, at }: SettlementLine): LedgerEntryDto {
  const dto: LedgerEntryDto = {
    kind: entry.kind,
    at: at.toISOString(),
    base: entry.base,
    boosted: entry.boosted,
    result: entry.result.kind,
  };
  if (entry.result.kind === 'void') dto.reason = entry.result.reason;
  if (entry.kind === 'corrected') dto.previousResult = entry.previous.kind;
  return dto;
}

function toLedgerEntryDto(row: StoredLedgerLine): LedgerEntryDto {
  const detail = row.detail;
  const dto: LedgerEntryDto = {
    kind: row.kind as LedgerEntryDto['kind'],
    at: row.createdAt.toISOString(),
    base: row.base,
    boosted: row.boosted,
  };
  if (typeof detail.outcome === 'string') dto.outcome = detail.outcome;
  if (typeof detail.probability === 'number') dto.probability = detail.probability;
  if (typeof detail.points === 'number') dto.points = detail.points;
  if (typeof detail.factor === 'number') dto.factor = detail.factor;
  const result = detail.result as PickResult | undefined;
  if (result) {
    dto.result = result.kind;
    if (result.kind === 'void') dto.reason = result.reason;
  }
  const previous = detail.previous as PickResult | undefined;
  if (previous) dto.previousResult = previous.kind;
  return dto;
}

export function toPickDto(pick: LivePick, now: Date): PickDto {
  const { prediction, settlement, ledger } = pick;
  const result = settlement.result;
  return {
    id: prediction.id,
    eventId: prediction.eventId,
    competitionKey: prediction.competitionKey,
    homeTeam: pick.event.homeTeam,
    awayTeam: pick.event.awayTeam,
    commenceTime: pick.event.commenceTime.toISOString(),
    marketKey: prediction.marketKey,
    line: prediction.line,
    outcome: prediction.outcomeName,
    probability: prediction.probability,
    points: prediction.points,
    multiplier: prediction.multiplier,
    locked: isLocked(lockableOf(pick.event), now),
    result: result?.kind ?? null,
    voidReason: result?.kind === 'void' ? (result.reason satisfies VoidReasonDto) : null,
    basePoints: settlement.base,
    boostedPoints: settlement.boosted,
    // Settlement comes after the lock, so after every entry the player made.
    ledger: [...ledger.map(toLedgerEntryDto), ...settlement.lines.map(settlementLineDto)],
  };
}

/** PickDtos of live picks, with their ledgers, in the order given. */
export function pickDtos(picks: readonly LivePick[], now: Date): PickDto[] {
  return picks.map((pick) => toPickDto(pick, now));
}

/** The player's live pick on each of these events (weekly or outright), by event id. */
export async function livePicksOn(
  db: Database,
  userId: string,
  eventIds: readonly string[],
  now: Date,
): Promise<Map<string, PickDto>> {
  if (eventIds.length === 0) return new Map();
  const picks = await livePicksOnEvents(db, userId, eventIds);
  return new Map(pickDtos(picks, now).map((pick) => [pick.eventId, pick]));
}
