// The weekly allowance (docs/game-rules.md §4.1, §5): 5 predictions per gameweek plus the ExtraPrediction credits
// redeemed for it; one prediction per event.

import { noticeMessage, refusalMessage } from '#core/refusals.ts';
import { WEEKLY_PREDICTIONS } from './rules.ts';
import { holdsSlot } from './scoring.ts';
import type { PickResult } from './types.ts';

/** One of the player's picks in the gameweek. Removed picks are not passed: removal frees the slot. */
export interface AllowancePick {
  eventId: string;
  competitionId: string;
  /** null until settled; a refunding void (scoring.voidRefunds) gives the slot back. */
  result: PickResult | null;
}

/** An ExtraPrediction redeemed for the gameweek; a scoped one adds a slot usable only in its competition. */
export interface ExtraPredictionRedemption {
  competitionId: string | null;
}

export interface WeekAllowance {
  picks: readonly AllowancePick[];
  extraPredictions: readonly ExtraPredictionRedemption[];
}

/** "Max predictions this week" = 5 + ExtraPrediction credits redeemed for this week. */
export function maxPredictions(week: Pick<WeekAllowance, 'extraPredictions'>): number {
  return WEEKLY_PREDICTIONS + week.extraPredictions.length;
}

/** The counter's `value/limit`. */
export function allowanceCounter(week: WeekAllowance): { value: number; limit: number } {
  return { value: week.picks.filter((pick) => holdsSlot(pick.result)).length, limit: maxPredictions(week) };
}

/**
 * Whether the slot-holding picks fit the slots: each competition's picks use its scoped extra slots first
 * and the rest take general ones (the 5 plus unscoped extras). Filling scoped slots first is always best,
 * since they serve nothing else, so this greedy count is exact.
 */
function fits(picks: readonly AllowancePick[], extras: readonly ExtraPredictionRedemption[]): boolean {
  const scoped = new Map<string, number>();
  let general = WEEKLY_PREDICTIONS;
  for (const { competitionId } of extras) {
    if (competitionId === null) general += 1;
    else scoped.set(competitionId, (scoped.get(competitionId) ?? 0) + 1);
  }
  const perCompetition = new Map<string, number>();
  for (const pick of picks) {
    if (!holdsSlot(pick.result)) continue;
    perCompetition.set(pick.competitionId, (perCompetition.get(pick.competitionId) ?? 0) + 1);
  }
  let needed = 0;
  for (const [competitionId, count] of perCompetition) {
    needed += Math.max(0, count - (scoped.get(competitionId) ?? 0));
  }
  return needed <= general;
}

export function withinAllowance(week: WeekAllowance): boolean {
  return fits(week.picks, week.extraPredictions);
}

/** A refusal names its code in the refusal catalogue (core/refusals.ts) and carries its sentence. */
export type AddPickCheck =
  | { ok: true }
  | { ok: false; reason: 'alreadyInList'; params: Record<string, never>; message: string }
  | { ok: false; reason: 'tooManyPicks'; params: { max: number }; message: string };

/**
 * Whether a new pick on this event fits. Changing the outcome of an existing pick is not an add: it
 * keeps its slot. A pick given back by a refunding void no longer holds its event either.
 */
export function canAddPick(
  week: WeekAllowance,
  pick: { eventId: string; competitionId: string },
): AddPickCheck {
  if (week.picks.some((held) => held.eventId === pick.eventId && holdsSlot(held.result))) {
    return { ok: false, reason: 'alreadyInList', params: {}, message: refusalMessage('alreadyInList') };
  }
  if (!fits([...week.picks, { ...pick, result: null }], week.extraPredictions)) {
    const params = { max: maxPredictions(week) };
    return { ok: false, reason: 'tooManyPicks', params, message: refusalMessage('tooManyPicks', params) };
  }
  return { ok: true };
}

export type RevokeExtraCheck =
  | { ok: true; code: 'extraPredictionRevoked'; message: string }
  | { ok: false; reason: 'noExtraPredictionRedeemed' | 'extraPredictionInUse' };

/**
 * docs/game-rules.md §5.5: an ExtraPrediction may be revoked while its extra slot is unused, i.e. the week's picks
 * still fit without it.
 */
export function canRevokeExtraPrediction(
  week: WeekAllowance,
  redemption: ExtraPredictionRedemption,
): RevokeExtraCheck {
  const index = week.extraPredictions.findIndex((extra) => extra.competitionId === redemption.competitionId);
  if (index === -1) return { ok: false, reason: 'noExtraPredictionRedeemed' };
  const remaining = week.extraPredictions.filter((_, i) => i !== index);
  if (!fits(week.picks, remaining)) return { ok: false, reason: 'extraPredictionInUse' };
  return { ok: true, code: 'extraPredictionRevoked', message: noticeMessage('extraPredictionRevoked') };
}
