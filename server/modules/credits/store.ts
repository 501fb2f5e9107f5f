// Reading credits for the player: what they hold, what they redeemed this gameweek, what the caps leave,
// and the answer of a redemption or an undo.
import { and, eq } from 'drizzle-orm';
import type { CreditActionDto, CreditDto, CreditTypeId, MyCreditsDto } from '#core/contract/play.ts';
import { competitions, credits, type CreditRow } from '#server/db/schema.ts';
import { CREDIT_TYPE_IDS, creditsUsableIn, type CreditType } from '#core/game/credits.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { CREDITS_PER_GAMEWEEK } from '#core/game/rules.ts';
import type { NoticeCode } from '#core/refusals.ts';
import { noticeMessage } from '#core/refusals.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { Executor } from '#server/identity/executor.ts';
import {
  creditsRedeemedFor,
  creditTypeOf,
  toHeldCredit,
  unredeemedCredits,
  weekSummary,
} from '#server/modules/picks/week-store.ts';

export function toCreditDto(row: CreditRow): CreditDto {
  return {
    id: row.id,
    typeId: row.typeId,
    value: row.value,
    competitionKey: row.competitionKey,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    source: row.source,
    redeemedGameweek: row.redeemedGameweek,
    redeemedPredictionId: row.redeemedPredictionId,
  };
}

/** Bad input, not a rule: a competition key that names nothing. */
export async function checkCompetition(tx: Executor, key: string | undefined): Promise<void> {
  if (key === undefined) return;
  const rows = await tx.select({ key: competitions.key }).from(competitions).where(eq(competitions.key, key));
  if (rows.length === 0) throw new HttpError('unknownCompetition', { competition: key });
}

/** How many more credits of each type may be redeemed for the gameweek (rules §3 caps). */
export function remainingThisWeek(redeemed: readonly CreditRow[]): Record<CreditTypeId, number> {
  const remaining = (type: CreditType) =>
    Math.max(
      0,
      CREDITS_PER_GAMEWEEK[type] - redeemed.filter((credit) => creditTypeOf(credit.typeId) === type).length,
    );
  return {
    [CREDIT_TYPE_IDS.BonusPoints]: remaining('BonusPoints'),
    [CREDIT_TYPE_IDS.Multiplier]: remaining('Multiplier'),
    [CREDIT_TYPE_IDS.ExtraPrediction]: remaining('ExtraPrediction'),
  } as Record<CreditTypeId, number>;
}

/** GET myCredits: held and usable (in `competition`, when given), and this gameweek's redemptions. */
export async function readMyCredits(
  tx: Executor,
  userId: string,
  now: Date,
  competition: string | undefined,
): Promise<MyCreditsDto> {
  await checkCompetition(tx, competition);
  const held = await unredeemedCredits(tx, userId);
  const usable = new Set(
    creditsUsableIn(held.map(toHeldCredit), now, competition).map((credit) => credit.id),
  );
  const redeemed = await creditsRedeemedFor(tx, userId, gameweekOf(now));
  return {
    available: held.filter((credit) => usable.has(credit.id)).map(toCreditDto),
    redeemedThisWeek: redeemed.map(toCreditDto),
    remainingThisWeek: remainingThisWeek(redeemed),
  };
}

/** The answer of a redemption or an undo: its notice, the credit as it now is, the week's summary. */
export async function creditAction(
  tx: Executor,
  userId: string,
  code: NoticeCode,
  creditId: string,
  gameweek: GameweekId,
  now: Date,
): Promise<CreditActionDto> {
  const [credit] = await tx
    .select()
    .from(credits)
    .where(and(eq(credits.userId, userId), eq(credits.id, creditId)));
  if (!credit) throw new Error(`Credit ${creditId} vanished inside its own redemption.`);
  return {
    code,
    message: noticeMessage(code),
    credit: toCreditDto(credit),
    week: await weekSummary(tx, userId, gameweek, now),
  };
}

/** The success notices (core/refusals.ts `notices`). ExtraPrediction's texts are the spec's. */
export const CREDIT_NOTICES = {
  redeemed: {
    BonusPoints: 'bonusPointsRedeemed',
    Multiplier: 'multiplierRedeemed',
    ExtraPrediction: 'extraPredictionRedeemed',
  },
  revoked: {
    Multiplier: 'multiplierRevoked',
    ExtraPrediction: 'extraPredictionRevoked',
  },
} as const satisfies { redeemed: Record<CreditType, NoticeCode>; revoked: Record<string, NoticeCode> };
