// Bundles' reads and writes (docs/bundles.md): creating and listing them, and redeeming one, which grants its
// credits through the credits ledger and its premium days through the premium entitlements.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { BundleDto, CreateBundleRequest, RedeemBundleResultDto } from '#core/contract/bundles.ts';
import type { CreditTypeId } from '#core/contract/play.ts';
import type { Refusal } from '#core/refusals.ts';
import { isBundleCodeShaped, normaliseBundleCode } from '#core/game/bundles.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { bundleRedemptions, bundles, type BundleRow } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { grantCredits } from '#server/modules/credits/index.ts';
import { grantPremiumDays } from '#server/modules/premium/index.ts';
import type { AuthenticatedUser } from '#server/plugins/authenticate.ts';

/** Each credit column and the credit type it grants. */
const creditColumns = [
  ['bonusPoints', 1],
  ['multipliers', 2],
  ['extraPredictions', 3],
] as const satisfies readonly (readonly [keyof BundleRow, CreditTypeId])[];

function toBundleDto(row: BundleRow): BundleDto {
  return {
    id: row.id,
    code: row.code,
    bonusPoints: row.bonusPoints,
    multipliers: row.multipliers,
    extraPredictions: row.extraPredictions,
    premiumDays: row.premiumDays,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why a new bundle is refused. */
export type BundleCreationRefusal = Extract<
  Refusal,
  { code: 'bundleCodeTaken' | 'bundleGrantsNothing' | 'bundleAlreadyExpired' }
>;

/**
 * Makes a bundle (the code already in its kept form when it came through the route's schema; normalised
 * here again for the CLI). Refuses a bundle that grants nothing, one already expired and a code in use.
 */
export async function createBundle(
  db: Executor,
  request: CreateBundleRequest,
  now: Date,
  createdBy: string | null,
): Promise<{ bundle: BundleDto } | { refusal: BundleCreationRefusal }> {
  const code = normaliseBundleCode(request.code);
  const grants = {
    bonusPoints: request.bonusPoints ?? 0,
    multipliers: request.multipliers ?? 0,
    extraPredictions: request.extraPredictions ?? 0,
    premiumDays: request.premiumDays ?? 0,
  };
  if (Object.values(grants).every((count) => count === 0))
    return { refusal: { code: 'bundleGrantsNothing', params: {} } };
  const expiresAt = request.expiresAt === undefined ? null : new Date(request.expiresAt);
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    return { refusal: { code: 'bundleAlreadyExpired', params: {} } };
  const [row] = await db
    .insert(bundles)
    .values({
      code,
      ...grants,
      maxRedemptions: request.maxRedemptions ?? null,
      expiresAt,
      createdBy,
      createdAt: now,
    })
    .onConflictDoNothing({ target: bundles.code })
    .returning();
  if (!row) return { refusal: { code: 'bundleCodeTaken', params: { code } } };
  return { bundle: toBundleDto(row) };
}

/** Every bundle, newest first (at most `limit`). */
export async function listBundles(db: Executor, limit = 500): Promise<BundleDto[]> {
  const rows = await db.select().from(bundles).orderBy(desc(bundles.createdAt), bundles.code).limit(limit);
  return rows.map(toBundleDto);
}

/** What redeeming needs of the server: its database, its sessions (to replace a session whose role changed). */
export interface RedeemContext {
  db: Database;
  issueSession(userId: string, familyId: string, tx: Transaction): Promise<SessionTokens>;
}

/**
 * Redeems `typedCode` for the player, in one transaction:
 * 1. the redemption row is inserted first (primary key bundle + player, ON CONFLICT DO NOTHING): a second
 *    request of the same player waits for the first to commit and then finds it — bundleAlreadyRedeemed;
 * 2. the count moves by a conditional update (`redemption_count < max_redemptions`), which locks the
 *    bundle's row; concurrent redeemers queue on it and each re-reads the count, so none passes the limit
 *    (a check constraint holds it too) — bundleUsedUp;
 * 3. the credits go through grantCredits with a grant key per bundle and type, the premium days through
 *    grantPremiumDays; a Player who became a PremiumPlayer gets a new session.
 * Any refusal rolls the whole transaction back.
 */
export async function redeemBundle(
  context: RedeemContext,
  user: AuthenticatedUser,
  typedCode: string,
  now: Date,
): Promise<RedeemBundleResultDto> {
  if (user.role === 'GuestPlayer') throw new HttpError('bundleNeedsAccount');
  if (user.role === 'Administrator' || user.role === 'ShadowAdministrator') {
    throw new HttpError('bundleNotForAdministrators');
  }
  if (!isBundleCodeShaped(typedCode)) throw new HttpError('unknownBundle');
  const code = normaliseBundleCode(typedCode);
  return context.db.transaction(async (tx) => {
    const [bundle] = await tx.select().from(bundles).where(eq(bundles.code, code));
    if (!bundle) throw new HttpError('unknownBundle');
    const redeemed = await tx
      .insert(bundleRedemptions)
      .values({ bundleId: bundle.id, userId: user.id, redeemedAt: now })
      .onConflictDoNothing()
      .returning({ bundleId: bundleRedemptions.bundleId });
    if (redeemed.length === 0) throw new HttpError('bundleAlreadyRedeemed');
    if (bundle.expiresAt && bundle.expiresAt.getTime() <= now.getTime()) throw new HttpError('bundleExpired');
    const counted = await tx
      .update(bundles)
      .set({ redemptionCount: sql`${bundles.redemptionCount} + 1` })
      .where(
        and(
          eq(bundles.id, bundle.id),
          or(isNull(bundles.maxRedemptions), lt(bundles.redemptionCount, bundles.maxRedemptions)),
        ),
      )
      .returning({ id: bundles.id });
    if (counted.length === 0) throw new HttpError('bundleUsedUp');

    for (const [column, typeId] of creditColumns) {
      const count = bundle[column];
      if (count > 0) {
        await grantCredits(
          tx,
          { userId: user.id, typeId, count, source: 'bundle', grantKey: `bundle:${bundle.id}:${typeId}` },
          now,
        );
      }
    }
    let premiumUntil: string | null = null;
    let session: SessionTokens | null = null;
    if (bundle.premiumDays > 0) {
      const premium = await grantPremiumDays(tx, user.id, 'bundle', bundle.premiumDays, now);
      premiumUntil = premium.until.toISOString();
      if (premium.becamePremium) session = await context.issueSession(user.id, user.familyId, tx);
    }
    const { bonusPoints, multipliers, extraPredictions, premiumDays } = bundle;
    return {
      code,
      granted: { bonusPoints, multipliers, extraPredictions, premiumDays },
      premiumUntil,
      session,
    };
  });
}
