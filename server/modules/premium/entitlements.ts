// Premium entitlements (docs/bundles.md §3, docs/payments.md §4): a player is a PremiumPlayer while any
// entitlement of theirs lasts. Each source keeps one row per player: 'bundle' (days that stack) and
// 'subscription' (its `until` is the end of the period paid for, moved by each payment or refund). Gaining one makes a Player a PremiumPlayer in the caller's
// transaction; the expiry job makes a PremiumPlayer whose entitlements have all ended a Player again.
import { and, eq, gt, sql } from 'drizzle-orm';
import { premiumEntitlements, users } from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';

/** Where an entitlement comes from. */
type PremiumSource = 'bundle' | 'subscription';

export interface PremiumGranted {
  /** When the player's entitlement from this source now ends. */
  until: Date;
  /** Whether this made a Player a PremiumPlayer (the caller then replaces the session: the role is in it). */
  becamePremium: boolean;
}

/**
 * Adds `days` to the player's entitlement from `source`: they stack after what is left, else start at
 * `now`. One statement, so two grants at once both count. A Player becomes a PremiumPlayer; other roles
 * are left as they are.
 */
export async function grantPremiumDays(
  tx: Executor,
  userId: string,
  source: PremiumSource,
  days: number,
  now: Date,
): Promise<PremiumGranted> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(premiumEntitlements)
    .values({ userId, source, until: sql`${at} + make_interval(days => ${days}::int)` })
    .onConflictDoUpdate({
      target: [premiumEntitlements.userId, premiumEntitlements.source],
      set: {
        until: sql`greatest(${premiumEntitlements.until}, ${at}) + make_interval(days => ${days}::int)`,
      },
    })
    .returning({ until: premiumEntitlements.until });
  if (!row) throw new Error('grantPremiumDays: the upsert returned no row');
  const promoted = await tx
    .update(users)
    .set({ role: 'PremiumPlayer', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'Player')))
    .returning({ id: users.id });
  return { until: row.until, becamePremium: promoted.length > 0 };
}

/**
 * Sets the player's entitlement from `source` to end at `until` (a subscription's paid period). A moment
 * still to come makes a Player a PremiumPlayer; one already past ends the entitlement now and makes a
 * PremiumPlayer with none left a Player again (a refund).
 */
export async function holdPremiumUntil(
  tx: Executor,
  userId: string,
  source: PremiumSource,
  until: Date,
  now: Date,
): Promise<PremiumGranted> {
  if (until.getTime() <= now.getTime()) {
    await endPremiumSource(tx, userId, source, now);
    return { until, becamePremium: false };
  }
  await tx
    .insert(premiumEntitlements)
    .values({ userId, source, until })
    .onConflictDoUpdate({ target: [premiumEntitlements.userId, premiumEntitlements.source], set: { until } });
  const promoted = await tx
    .update(users)
    .set({ role: 'PremiumPlayer', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'Player')))
    .returning({ id: users.id });
  return { until, becamePremium: promoted.length > 0 };
}

/** Ends the player's entitlement from `source` now; a PremiumPlayer with none left becomes a Player. */
async function endPremiumSource(
  tx: Executor,
  userId: string,
  source: PremiumSource,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx
    .delete(premiumEntitlements)
    .where(and(eq(premiumEntitlements.userId, userId), eq(premiumEntitlements.source, source)));
  await tx.execute(sql`
    update ${users} set role = 'Player', updated_at = ${at}
    where id = ${userId} and role = 'PremiumPlayer'
      and not exists (select 1 from ${premiumEntitlements} c where c.user_id = ${userId} and c.until > ${at})`);
}

/** When the player's entitlement from `source` ends; null when none lasts at `now`. */
export async function premiumUntil(
  db: Executor,
  userId: string,
  source: PremiumSource,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ until: premiumEntitlements.until })
    .from(premiumEntitlements)
    .where(
      and(
        eq(premiumEntitlements.userId, userId),
        eq(premiumEntitlements.source, source),
        gt(premiumEntitlements.until, now),
      ),
    );
  return row?.until ?? null;
}

/**
 * Ends the entitlements that ran out by `now` and makes their players Players again when none of theirs
 * lasts. One statement: safe on several instances at once and when repeated. Returns the demoted ids.
 */
export async function endLapsedPremium(db: Executor, now: Date): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute<{ id: string }>(sql`
    with ended as (
      delete from ${premiumEntitlements} e
      where e.until <= ${at}
        and not exists (
          select 1 from ${premiumEntitlements} c where c.user_id = e.user_id and c.until > ${at})
      returning e.user_id)
    update ${users} set role = 'Player', updated_at = ${at}
    where id in (select user_id from ended) and role = 'PremiumPlayer'
    returning id`);
  return result.rows.map((row) => row.id);
}
