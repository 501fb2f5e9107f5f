// The credits table's reads and writes for the player: what they hold, what they redeemed this gameweek,
// what the caps leave, and a credit held again when the prediction it multiplied is removed.
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { CreditDto, CreditTypeId, MyCreditsDto } from '#core/contract/play.ts';
import { competitions, credits, type CreditRow } from '#server/db/schema.ts';
import type { ExtraPredictionRedemption } from '#core/game/allowance.ts';
import { CREDIT_TYPE_IDS, creditsUsableIn, type CreditType, type HeldCredit } from '#core/game/credits.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { CREDITS_PER_GAMEWEEK } from '#core/game/rules.ts';
import type { NoticeCode } from '#core/refusals.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { Executor } from '#server/db/executor.ts';
import { preparedStatement } from '#server/db/prepared-statement.ts';

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

const competitionStatement = preparedStatement((tx) =>
  tx
    .select({ key: competitions.key })
    .from(competitions)
    .where(eq(competitions.key, sql.placeholder('key')))
    .prepare('credits_competition'),
);

/** Bad input, not a rule: a competition key that names nothing. */
export async function checkCompetition(tx: Executor, key: string | undefined): Promise<void> {
  if (key === undefined) return;
  const rows = await competitionStatement(tx).execute({ key });
  if (rows.length === 0) throw new HttpError('unknownCompetition', { competition: key });
}

/** How many more credits of each type may be redeemed for the gameweek (docs/game-rules.md §5.4 caps). */
function remainingThisWeek(redeemed: readonly CreditRow[]): Record<CreditTypeId, number> {
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

const CREDIT_TYPES_BY_ID = Object.fromEntries(
  Object.entries(CREDIT_TYPE_IDS).map(([type, id]) => [id, type as CreditType]),
) as Record<CreditRow['typeId'], CreditType>;

export function creditTypeOf(typeId: CreditRow['typeId']): CreditType {
  return CREDIT_TYPES_BY_ID[typeId];
}

export function toHeldCredit(row: CreditRow): HeldCredit {
  return {
    id: row.id,
    type: creditTypeOf(row.typeId),
    value: row.value,
    competitionId: row.competitionKey,
    expiresAt: row.expiresAt,
  };
}

/** Credits the player holds and has not redeemed (expired ones included: callers filter by the clock). */
export function unredeemedCredits(tx: Executor, userId: string): Promise<CreditRow[]> {
  return unredeemedCreditsStatement(tx).execute({ userId });
}

const unredeemedCreditsStatement = preparedStatement((tx) =>
  tx
    .select()
    .from(credits)
    .where(and(eq(credits.userId, sql.placeholder('userId')), isNull(credits.redeemedAt)))
    .orderBy(asc(credits.createdAt), asc(credits.id))
    .prepare('credits_unredeemed'),
);

const creditsRedeemedForStatement = preparedStatement((tx) =>
  tx
    .select()
    .from(credits)
    .where(
      and(
        eq(credits.userId, sql.placeholder('userId')),
        isNotNull(credits.redeemedAt),
        eq(credits.redeemedGameweek, sql.placeholder('gameweek')),
      ),
    )
    .orderBy(asc(credits.redeemedAt), asc(credits.id))
    .prepare('credits_redeemed_for'),
);

/** Credits redeemed for a gameweek and not undone. */
export function creditsRedeemedFor(tx: Executor, userId: string, gameweek: GameweekId): Promise<CreditRow[]> {
  return creditsRedeemedForStatement(tx).execute({ userId, gameweek });
}

const creditsOfWeekStatement = preparedStatement((tx) =>
  tx
    .select()
    .from(credits)
    .where(
      and(
        eq(credits.userId, sql.placeholder('userId')),
        or(isNull(credits.redeemedAt), eq(credits.redeemedGameweek, sql.placeholder('gameweek'))),
      ),
    )
    .orderBy(asc(credits.createdAt), asc(credits.id))
    .prepare('credits_of_week'),
);

/** A player's credits as a week sees them: held (not redeemed), and redeemed for the week. */
export interface WeekCredits {
  held: CreditRow[];
  redeemed: CreditRow[];
}

/**
 * unredeemedCredits and creditsRedeemedFor of one gameweek in one query, each in its own order (the week's
 * summary needs both, and a save answers it while holding the player's lock).
 */
export async function creditsOfWeek(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
): Promise<WeekCredits> {
  const rows = await creditsOfWeekStatement(tx).execute({ userId, gameweek });
  const held = rows.filter((row) => row.redeemedAt === null);
  // creditsRedeemedFor's order: by redemption time, then id (uuids order as their lower-case text does).
  const redeemed = rows
    .filter((row) => row.redeemedAt !== null)
    .sort(
      (a, b) =>
        (a.redeemedAt?.getTime() ?? 0) - (b.redeemedAt?.getTime() ?? 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  return { held, redeemed };
}

/** The redemption columns cleared: the credit is held again (an undo, or its prediction removed). */
const creditHeldAgain = {
  redeemedAt: null,
  redeemedGameweek: null,
  redeemedPredictionId: null,
  redeemRequestId: null,
} as const;

export function extraPredictionsOf(redeemed: readonly CreditRow[]): ExtraPredictionRedemption[] {
  return redeemed
    .filter((credit) => credit.typeId === CREDIT_TYPE_IDS.ExtraPrediction)
    .map((credit) => ({ competitionId: credit.competitionKey }));
}

const multipliersOnStatement = preparedStatement((tx) =>
  tx
    .select({ id: credits.id, predictionId: credits.redeemedPredictionId })
    .from(credits)
    .where(
      and(
        eq(credits.userId, sql.placeholder('userId')),
        eq(credits.typeId, CREDIT_TYPE_IDS.Multiplier),
        sql`${credits.redeemedPredictionId} = any(${sql.placeholder('predictionIds')}::uuid[])`,
        isNotNull(credits.redeemedAt),
      ),
    )
    .prepare('credits_multipliers_on'),
);

// `= any` of the ids as one array: the statement is the same however many credits go back.
const holdAgainStatement = preparedStatement((tx) =>
  tx
    .update(credits)
    .set(creditHeldAgain)
    .where(sql`${credits.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('credits_hold_again'),
);

/** The credits are held again (see creditHeldAgain): an undo, or their predictions removed. */
export async function holdCreditsAgain(tx: Executor, ids: readonly string[]): Promise<void> {
  await holdAgainStatement(tx).execute({ ids: [...ids] });
}

/**
 * Removed predictions give their Multiplier credits back: each credit redeemed on one of them is held again.
 * The answer is the predictions that had one (the caller then records the undone factor in their ledgers).
 * Called under the player's lock (week-store lockPlayer), so the read and the release see the same credits.
 */
export async function releaseMultipliersOf(
  tx: Executor,
  userId: string,
  predictionIds: readonly string[],
): Promise<Set<string>> {
  if (predictionIds.length === 0) return new Set();
  const redeemed = await multipliersOnStatement(tx).execute({ userId, predictionIds: [...predictionIds] });
  // Most saves remove picks without a Multiplier: then the read above is the only statement.
  if (redeemed.length === 0) return new Set();
  await holdCreditsAgain(
    tx,
    redeemed.map((credit) => credit.id),
  );
  return new Set(redeemed.flatMap((credit) => (credit.predictionId ? [credit.predictionId] : [])));
}
