// POST myCredits/redeem and myCredits/revoke (docs/game-rules.md §5), each in one transaction holding the player's
// lock (the same one the saves take), so two redemptions at once cannot pass a gameweek cap or use one
// credit twice. A redemption is idempotent by the client's requestId: a retry finds the credit it
// redeemed and answers that again.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CreditActionDto, RedeemCreditRequest } from '#core/contract/play.ts';
import type { Database } from '#server/db/client.ts';
import { credits, type CreditRow } from '#server/db/schema.ts';
import {
  checkBonusPointsRedemption,
  checkExtraPredictionRedemption,
  checkMultiplierRedemption,
  type CreditType,
  type RedeemCheck,
} from '#core/game/credits.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { multiplierEntry } from '#core/game/ledger.ts';
import { isLocked } from '#core/game/lock.ts';
import { CREDITS_PER_GAMEWEEK } from '#core/game/rules.ts';
import { holdsSlot } from '#core/game/scoring.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { Executor } from '#server/db/executor.ts';
import { columnPlaceholder, preparedStatement } from '#server/db/prepared-statement.ts';
import {
  CREDIT_NOTICES,
  checkCompetition,
  creditTypeOf,
  creditsRedeemedFor,
  toHeldCredit,
  unredeemedCredits,
} from '#server/modules/credits/index.ts';
import { asPickEntry, recordBonusEntry, recordPickEntry } from './ledger-store.ts';
import { livePick, lockableOf, lockPlayer, resultOf, weeklyPicks, type LivePick } from './week-store.ts';
import { creditAction } from './credit-action.ts';

/** The refusal for a reason the rules engine names. */
function refusalOf(type: CreditType, check: Extract<RedeemCheck, { ok: false }>): HttpError {
  if (check.reason === 'creditGameweekLimit') {
    return new HttpError('creditGameweekLimit', { max: CREDITS_PER_GAMEWEEK[type], creditType: type });
  }
  return new HttpError(check.reason);
}

/** One of the player's live predictions, or a refusal. */
export async function ownPrediction(
  tx: Executor,
  userId: string,
  predictionId: string | undefined,
): Promise<LivePick> {
  if (predictionId === undefined) throw new HttpError('multiplierNeedsPrediction');
  const pick = await livePick(tx, userId, predictionId);
  if (!pick) throw new HttpError('noSuchPrediction');
  return pick;
}

interface Redemption {
  userId: string;
  request: RedeemCreditRequest;
  gameweek: GameweekId;
  now: Date;
  held: CreditRow[];
  redeemedOfType: number;
}

function spendOrRefuse(type: CreditType, check: RedeemCheck, held: readonly CreditRow[]): CreditRow {
  if (!check.ok) throw refusalOf(type, check);
  const credit = held.find((row) => row.id === check.credit.id);
  if (!credit) throw new Error(`The rules chose credit ${check.credit.id}, which is not held.`);
  return credit;
}

async function markRedeemed(
  tx: Executor,
  redemption: Redemption,
  credit: CreditRow,
  predictionId: string | null,
) {
  await markRedeemedStatement(tx).execute({
    id: credit.id,
    redeemedAt: redemption.now,
    redeemedGameweek: redemption.gameweek,
    redeemedPredictionId: predictionId,
    redeemRequestId: redemption.request.requestId,
  });
}

const markRedeemedStatement = preparedStatement((tx) =>
  tx
    .update(credits)
    .set({
      redeemedAt: columnPlaceholder('redeemedAt', credits.redeemedAt),
      redeemedGameweek: columnPlaceholder('redeemedGameweek', credits.redeemedGameweek),
      redeemedPredictionId: columnPlaceholder('redeemedPredictionId', credits.redeemedPredictionId),
      redeemRequestId: columnPlaceholder('redeemRequestId', credits.redeemRequestId),
    })
    .where(eq(credits.id, sql.placeholder('id')))
    .prepare('credits_mark_redeemed'),
);

// A retry's redemption: the credit this request already redeemed, if any.
const earlierRedemptionStatement = preparedStatement((tx) =>
  tx
    .select()
    .from(credits)
    .where(
      and(
        eq(credits.userId, sql.placeholder('userId')),
        eq(credits.redeemRequestId, sql.placeholder('requestId')),
        isNotNull(credits.redeemedAt),
      ),
    )
    .prepare('credits_earlier_redemption'),
);

async function redeemExtraPrediction(tx: Executor, redemption: Redemption): Promise<CreditRow> {
  const { request, held, now } = redemption;
  await checkCompetition(tx, request.competition);
  const check = checkExtraPredictionRedemption({
    credits: held.map(toHeldCredit),
    now,
    redeemedThisGameweek: redemption.redeemedOfType,
    ...(request.competition === undefined ? {} : { competitionId: request.competition }),
  });
  const credit = spendOrRefuse('ExtraPrediction', check, held);
  await markRedeemed(tx, redemption, credit, null);
  return credit;
}

async function redeemMultiplier(tx: Executor, redemption: Redemption): Promise<CreditRow> {
  const { userId, request, held, now } = redemption;
  const pick = await ownPrediction(tx, userId, request.predictionId);
  const check = checkMultiplierRedemption({
    credits: held.map(toHeldCredit),
    now,
    redeemedThisGameweek: redemption.redeemedOfType,
    pick: {
      competitionId: pick.prediction.competitionKey,
      locked: isLocked(lockableOf(pick.event), now),
      multiplied: pick.prediction.multiplier !== 1,
    },
  });
  const credit = spendOrRefuse('Multiplier', check, held);
  await markRedeemed(tx, redemption, credit, pick.prediction.id);
  await recordPickEntry(
    tx,
    pick.prediction,
    asPickEntry(multiplierEntry(pick.prediction.id, credit.value)),
    now,
    now,
  );
  return credit;
}

async function redeemBonusPoints(tx: Executor, redemption: Redemption): Promise<CreditRow> {
  const { userId, gameweek, held, now } = redemption;
  // A competition's bonus needs a pick there this week: the points are on the week's board, not a pick.
  const picks = await weeklyPicks(tx, userId, gameweek);
  const competitionsPicked = [
    ...new Set(
      picks.filter((pick) => holdsSlot(resultOf(pick))).map(({ prediction }) => prediction.competitionKey),
    ),
  ];
  const check = checkBonusPointsRedemption({
    credits: held.map(toHeldCredit),
    now,
    redeemedThisGameweek: redemption.redeemedOfType,
    competitionsPicked,
  });
  const credit = spendOrRefuse('BonusPoints', check, held);
  await markRedeemed(tx, redemption, credit, null);
  await recordBonusEntry(
    tx,
    { userId, creditId: credit.id, gameweek, competitionKey: credit.competitionKey, value: credit.value },
    now,
  );
  return credit;
}

const REDEEMERS: Record<CreditType, (tx: Executor, redemption: Redemption) => Promise<CreditRow>> = {
  BonusPoints: redeemBonusPoints,
  Multiplier: redeemMultiplier,
  ExtraPrediction: redeemExtraPrediction,
};

export async function redeemCredit(
  db: Database,
  userId: string,
  request: RedeemCreditRequest,
  now: Date,
): Promise<CreditActionDto> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [earlier] = await earlierRedemptionStatement(tx).execute({ userId, requestId: request.requestId });
    if (earlier) {
      // A retry: the first redemption's answer, with the week as it stands now.
      const type = creditTypeOf(earlier.typeId);
      const gameweek = earlier.redeemedGameweek ?? gameweekOf(now);
      return creditAction(tx, userId, CREDIT_NOTICES.redeemed[type], earlier.id, gameweek, now);
    }
    const type = creditTypeOf(request.typeId);
    const gameweek = gameweekOf(now);
    const redeemed = await creditsRedeemedFor(tx, userId, gameweek);
    const redemption: Redemption = {
      userId,
      request,
      gameweek,
      now,
      held: await unredeemedCredits(tx, userId),
      redeemedOfType: redeemed.filter((credit) => credit.typeId === request.typeId).length,
    };
    const credit = await REDEEMERS[type](tx, redemption);
    return creditAction(tx, userId, CREDIT_NOTICES.redeemed[type], credit.id, gameweek, now);
  });
}
