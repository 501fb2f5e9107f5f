// Checkouts and what a player reads of their subscription (docs/payments.md §2-4). The state changes of
// a payment itself arrive as provider events (apply-event.ts).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type {
  CheckoutDto,
  MySubscriptionDto,
  PaymentDto,
  SubscriptionDto,
} from '#core/contract/memberships.ts';
import type { RoleId } from '#core/contract/account.ts';
import type { PremiumPlan } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { paymentCheckouts, payments, subscriptions, type SubscriptionRow } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { premiumUntil } from '#server/modules/premium/index.ts';
import type { PaymentsProvider } from './provider.ts';

/** A checkout left open this long expires: a new click starts a new one. */
const checkoutLifetimeMs = 24 * 60 * 60_000;
const liveStatuses = ['active', 'past_due'];

/** The player's subscription that still lasts (active or past due), if any. */
export async function liveSubscription(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, liveStatuses)));
  return row;
}

/**
 * Shows a provider's answer to a cancel or resume before its event arrives (Stripe's comes a moment later).
 * last_event_at stays: the provider's events still decide the state in their order, and the event of this
 * very change, the newest, confirms it.
 */
export async function showCancelAtPeriodEnd(db: Executor, subscriptionId: string, cancel: boolean) {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel })
    .where(and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, liveStatuses)));
}

/** Guests and administrators hold no membership (the same refusals as UpgradeToPremium's). */
export function refuseNonMembers(role: RoleId): void {
  if (role === 'GuestPlayer') throw new HttpError('guestHasNoMembership');
  if (role === 'Administrator' || role === 'ShadowAdministrator') {
    throw new HttpError('administratorHasNoMembership');
  }
}

async function openCheckout(db: Executor, userId: string, now: Date): Promise<CheckoutDto | null> {
  const [open] = await db
    .select({
      checkoutId: paymentCheckouts.id,
      url: paymentCheckouts.url,
      expiresAt: paymentCheckouts.expiresAt,
    })
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.userId, userId), eq(paymentCheckouts.status, 'open')));
  if (!open || open.expiresAt.getTime() <= now.getTime()) return null;
  return { checkoutId: open.checkoutId, url: open.url };
}

interface CheckoutContext {
  db: Database;
  provider: PaymentsProvider;
  plan: PremiumPlan;
}

/**
 * Starts a checkout for the player, or hands back the one already open: at most one is open per player
 * (a partial unique index), so two clicks at once (two tabs) share one and can never pay twice. Refused
 * while a subscription of theirs lasts.
 */
export async function startCheckout(
  context: CheckoutContext,
  user: { id: string; role: RoleId; email: string | null },
  now: Date,
): Promise<CheckoutDto> {
  refuseNonMembers(user.role);
  if (await liveSubscription(context.db, user.id)) throw new HttpError('alreadySubscribed');
  const existing = await openCheckout(context.db, user.id, now);
  if (existing) return existing;

  const checkoutId = randomBytes(18).toString('base64url');
  const started = await context.provider.startCheckout({
    checkoutId,
    userId: user.id,
    email: user.email,
    plan: context.plan,
  });
  return context.db.transaction(async (tx) => {
    await tx
      .update(paymentCheckouts)
      .set({ status: 'expired' })
      .where(
        and(
          eq(paymentCheckouts.userId, user.id),
          eq(paymentCheckouts.status, 'open'),
          lte(paymentCheckouts.expiresAt, now),
        ),
      );
    if (await liveSubscription(tx, user.id)) throw new HttpError('alreadySubscribed');
    const inserted = await tx
      .insert(paymentCheckouts)
      .values({
        id: checkoutId,
        userId: user.id,
        provider: context.provider.name,
        providerCheckoutId: started.providerCheckoutId,
        url: started.url,
        amountCents: context.plan.amountCents,
        currency: context.plan.currency,
        interval: context.plan.interval,
        createdAt: now,
        expiresAt: new Date(now.getTime() + checkoutLifetimeMs),
      })
      .onConflictDoNothing()
      .returning({ id: paymentCheckouts.id });
    if (inserted.length > 0) return { checkoutId, url: started.url };
    // Another request of the player's opened one meanwhile (it committed before our insert went on).
    const other = await openCheckout(tx, user.id, now);
    if (!other) throw new Error('startCheckout: the open checkout that blocked ours is gone');
    return other;
  });
}

/** The checkout of the player's with this id; unknownCheckout otherwise. */
export async function checkoutOf(db: Executor, userId: string, checkoutId: string) {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.userId, userId)));
  if (!row) throw new HttpError('unknownCheckout');
  return row;
}

/** Any checkout by its id (the local checkout page, whose address is the capability). */
export async function checkoutById(db: Executor, checkoutId: string) {
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
  return row;
}

function toSubscriptionDto(row: SubscriptionRow): SubscriptionDto {
  const continues = row.status !== 'ended' && !row.cancelAtPeriodEnd;
  return {
    provider: row.provider as SubscriptionDto['provider'],
    status: row.status as SubscriptionDto['status'],
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    amountCents: row.amountCents,
    currency: row.currency,
    interval: row.interval as SubscriptionDto['interval'],
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    paidUntil: row.paidUntil.toISOString(),
    nextChargeAt: continues ? row.currentPeriodEnd.toISOString() : null,
    startedAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** The player's subscription (the live one, else the latest), their payments and their bundle premium. */
export async function mySubscription(db: Executor, userId: string, now: Date): Promise<MySubscriptionDto> {
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const live = await liveSubscription(db, userId);
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(50);
  const history: PaymentDto[] = rows.map((row) => ({
    id: row.id,
    status: row.status as PaymentDto['status'],
    amountCents: row.amountCents,
    currency: row.currency,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  const shown = live ?? latest;
  const bundleUntil = await premiumUntil(db, userId, 'bundle', now);
  return {
    subscription: shown ? toSubscriptionDto(shown) : null,
    payments: history,
    bundlePremiumUntil: bundleUntil?.toISOString() ?? null,
  };
}
