// Credits (docs/game-rules.md §5.3): which held credit a redemption spends, and whether it may be redeemed or undone.

import { noticeMessage, refusalMessage } from '#core/refusals.ts';
import { CREDITS_PER_GAMEWEEK, PREMIUM_GAMEWEEK_GRANT } from './rules.ts';
import { compareText } from './order.ts';

/** The spec's credit type ids. */
export const CREDIT_TYPE_IDS = { BonusPoints: 1, Multiplier: 2, ExtraPrediction: 3 } as const;
export type CreditType = keyof typeof CREDIT_TYPE_IDS;

/** A credit the player holds and has not redeemed. */
export interface HeldCredit {
  id: string;
  type: CreditType;
  /** BonusPoints: points added; Multiplier: the factor; ExtraPrediction: 1. */
  value: number;
  /** Usable only on picks in this competition; null for any. */
  competitionId: string | null;
  expiresAt: Date | null;
}

function isExpired(credit: HeldCredit, now: Date): boolean {
  return credit.expiresAt !== null && now.getTime() >= credit.expiresAt.getTime();
}

/** `myCredits?competition=`: the unexpired credits usable there, unscoped ones included. */
export function creditsUsableIn(
  credits: readonly HeldCredit[],
  now: Date,
  competitionId?: string,
): HeldCredit[] {
  return credits.filter(
    (credit) =>
      !isExpired(credit, now) &&
      (competitionId === undefined ||
        credit.competitionId === null ||
        credit.competitionId === competitionId),
  );
}

/**
 * The credit a redemption spends. For a known competition a scoped credit goes first (it is worth less
 * elsewhere); with no competition in view ('any') an unscoped one does, as it serves every competition.
 * Then the one expiring first, so the player's credits last as long as they can.
 */
export function creditToSpend(
  credits: readonly HeldCredit[],
  type: CreditType,
  now: Date,
  competitionIds: readonly string[] | 'any',
): HeldCredit | null {
  const candidates = credits.filter(
    (credit) =>
      credit.type === type &&
      !isExpired(credit, now) &&
      (competitionIds === 'any' ||
        credit.competitionId === null ||
        competitionIds.includes(credit.competitionId)),
  );
  const expiry = (credit: HeldCredit) => credit.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const rank = (credit: HeldCredit) => Number((credit.competitionId === null) !== (competitionIds === 'any'));
  candidates.sort((a, b) => rank(a) - rank(b) || expiry(a) - expiry(b) || compareText(a.id, b.id));
  return candidates[0] ?? null;
}

/** Codes of the refusal catalogue (core/refusals.ts); creditGameweekLimit's params are the caller's type and cap. */
type RedeemRefusal = 'noCredits' | 'creditGameweekLimit' | 'predictionLockedForCredits' | 'alreadyMultiplied';
export type RedeemCheck =
  { ok: true; credit: HeldCredit; message?: string } | { ok: false; reason: RedeemRefusal; message?: string };

interface RedeemContext {
  credits: readonly HeldCredit[];
  now: Date;
  /** Credits of this type already redeemed for the gameweek and not undone. */
  redeemedThisGameweek: number;
}

function spend(
  context: RedeemContext,
  type: CreditType,
  scope: readonly string[] | 'any',
  message?: string,
): RedeemCheck {
  const credit = creditToSpend(context.credits, type, context.now, scope);
  if (!credit) return { ok: false, reason: 'noCredits', message: refusalMessage('noCredits') };
  if (context.redeemedThisGameweek >= CREDITS_PER_GAMEWEEK[type])
    return { ok: false, reason: 'creditGameweekLimit' };
  return message === undefined ? { ok: true, credit } : { ok: true, credit, message };
}

/**
 * BonusPoints add to the week's boosted score, not to one pick, so a competition-scoped one needs the
 * player to have a pick in that competition this gameweek. No undo.
 */
export function checkBonusPointsRedemption(
  context: RedeemContext & { competitionsPicked: readonly string[] },
): RedeemCheck {
  return spend(context, 'BonusPoints', context.competitionsPicked);
}

/** One Multiplier per prediction, on an unlocked one, from a credit usable in its competition. */
export function checkMultiplierRedemption(
  context: RedeemContext & { pick: { competitionId: string; locked: boolean; multiplied: boolean } },
): RedeemCheck {
  if (context.pick.locked) return { ok: false, reason: 'predictionLockedForCredits' };
  if (context.pick.multiplied) return { ok: false, reason: 'alreadyMultiplied' };
  return spend(context, 'Multiplier', [context.pick.competitionId]);
}

/** Undone (credit back) until the prediction locks. */
export function canUndoMultiplier(pick: { locked: boolean }): boolean {
  return !pick.locked;
}

/**
 * A scoped ExtraPrediction adds a slot for its competition only (allowance.ts). With `competitionId` the
 * player wants the slot there, and a credit scoped to it may be spent; without, any credit may.
 */
export function checkExtraPredictionRedemption(
  context: RedeemContext & { competitionId?: string },
): RedeemCheck {
  const scope = context.competitionId === undefined ? 'any' : [context.competitionId];
  return spend(context, 'ExtraPrediction', scope, noticeMessage('extraPredictionRedeemed'));
}

export type Membership = 'guest' | 'standard' | 'premium';

/** Credits given at the start of each gameweek: premium players only. */
export function gameweekGrant(membership: Membership): { type: CreditType; count: number }[] {
  if (membership !== 'premium') return [];
  return Object.entries(PREMIUM_GAMEWEEK_GRANT).map(([type, count]) => ({ type: type as CreditType, count }));
}
