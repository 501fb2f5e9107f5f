// POST myCredits/revoke (docs/game-rules.md §5): a Multiplier is undone until its prediction locks; an ExtraPrediction
// while its extra slot is unused; BonusPoints never. The credit is held again.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CreditActionDto, RevokeCreditRequest } from '#core/contract/play.ts';
import type { NoticeCode } from '#core/refusals.ts';
import type { Database } from '#server/db/client.ts';
import { credits, type CreditRow } from '#server/db/schema.ts';
import { canRevokeExtraPrediction } from '#core/game/allowance.ts';
import { canUndoMultiplier, CREDIT_TYPE_IDS } from '#core/game/credits.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { multiplierEntry } from '#core/game/ledger.ts';
import { isLocked } from '#core/game/lock.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { Executor } from '#server/db/executor.ts';
import { preparedStatement } from '#server/db/prepared-statement.ts';
import {
  checkCompetition,
  CREDIT_NOTICES,
  creditsRedeemedFor,
  holdCreditsAgain,
} from '#server/modules/credits/index.ts';
import { creditAction } from './credit-action.ts';
import { ownPrediction } from './credit-redeem.ts';
import { asPickEntry, recordPickEntry } from './ledger-store.ts';
import { allowanceOf, lockableOf, lockPlayer, weeklyPicks } from './week-store.ts';

const multiplierOnStatement = preparedStatement((tx) =>
  tx
    .select()
    .from(credits)
    .where(
      and(
        eq(credits.userId, sql.placeholder('userId')),
        eq(credits.typeId, CREDIT_TYPE_IDS.Multiplier),
        eq(credits.redeemedPredictionId, sql.placeholder('predictionId')),
        isNotNull(credits.redeemedAt),
      ),
    )
    .prepare('credits_revoke_multiplier_on'),
);

async function revokeMultiplier(
  tx: Executor,
  userId: string,
  predictionId: string | undefined,
  now: Date,
): Promise<CreditRow> {
  const pick = await ownPrediction(tx, userId, predictionId);
  const [credit] = await multiplierOnStatement(tx).execute({ userId, predictionId: pick.prediction.id });
  if (!credit) throw new HttpError('noMultiplierToUndo');
  if (!canUndoMultiplier({ locked: isLocked(lockableOf(pick.event), now) })) {
    throw new HttpError('multiplierLocked');
  }
  await holdCreditsAgain(tx, [credit.id]);
  await recordPickEntry(tx, pick.prediction, asPickEntry(multiplierEntry(pick.prediction.id, 1)), now, now);
  return credit;
}

async function revokeExtraPrediction(
  tx: Executor,
  userId: string,
  competition: string | undefined,
  gameweek: GameweekId,
): Promise<{ credit: CreditRow; code: NoticeCode }> {
  await checkCompetition(tx, competition);
  const redeemed = await creditsRedeemedFor(tx, userId, gameweek);
  const extras = redeemed.filter((credit) => credit.typeId === CREDIT_TYPE_IDS.ExtraPrediction);
  // With a competition: the one scoped to it. Without: an unscoped one first, then any scoped one.
  const candidates =
    competition === undefined
      ? extras.toSorted((a, b) => Number(a.competitionKey !== null) - Number(b.competitionKey !== null))
      : extras.filter((credit) => credit.competitionKey === competition);
  if (candidates.length === 0) throw new HttpError('noExtraPredictionRedeemed');
  const week = allowanceOf(await weeklyPicks(tx, userId, gameweek), redeemed);
  for (const credit of candidates) {
    const check = canRevokeExtraPrediction(week, { competitionId: credit.competitionKey });
    if (check.ok) {
      await holdCreditsAgain(tx, [credit.id]);
      return { credit, code: check.code };
    }
  }
  throw new HttpError('extraPredictionInUse');
}

export async function revokeCredit(
  db: Database,
  userId: string,
  request: RevokeCreditRequest,
  now: Date,
): Promise<CreditActionDto> {
  if (request.typeId === CREDIT_TYPE_IDS.BonusPoints) throw new HttpError('bonusPointsFinal');
  const gameweek = gameweekOf(now);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    if (request.typeId === CREDIT_TYPE_IDS.Multiplier) {
      const credit = await revokeMultiplier(tx, userId, request.predictionId, now);
      return creditAction(tx, userId, CREDIT_NOTICES.revoked.Multiplier, credit.id, gameweek, now);
    }
    const { credit, code } = await revokeExtraPrediction(tx, userId, request.competition, gameweek);
    return creditAction(tx, userId, code, credit.id, gameweek, now);
  });
}
