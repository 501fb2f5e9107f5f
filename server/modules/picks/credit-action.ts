// The answer of a credit redemption or an undo (myCredits/redeem and revoke): the notice, the credit as it
// now is, and the week's summary, read inside the action's own transaction.
import { and, eq } from 'drizzle-orm';
import type { CreditActionDto } from '#core/contract/play.ts';
import { credits } from '#server/db/schema.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import { noticeMessage, type NoticeCode } from '#core/refusals.ts';
import type { Executor } from '#server/db/executor.ts';
import { toCreditDto } from '#server/modules/credits/index.ts';
import { weekSummary } from './week-store.ts';

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
