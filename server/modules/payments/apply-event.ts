// Applying one verified provider event (docs/payments.md §3-4), in one transaction:
// 1. the event's key (provider, id) is inserted first, ON CONFLICT DO NOTHING: a replay, or a copy arriving
//    at the same moment (it waits on the first's uncommitted key), finds it and changes nothing;
// 2. the change itself, guarded so that a late or repeated fact does no harm: a completed checkout is never
//    completed again, a payment is recorded once (its provider id is unique) and grants premium only when
//    new, a subscription's state moves only for events newer than the last one applied, and the paid period
//    only grows (but for a refund of the latest one, which ends premium now).
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/executor.ts';
import type { Database } from '#server/db/client.ts';
import {
  paymentCheckouts,
  paymentEvents,
  payments,
  subscriptions,
  type SubscriptionRow,
} from '#server/db/schema.ts';
import { holdPremiumUntil } from '#server/modules/premium/index.ts';
import type { ProviderEvent, ProviderPayment, ProviderSubscription } from './events.ts';

export interface ApplyContext {
  db: Database;
  provider: string;
  now: Date;
  /** Told of events that name something we do not know (logged; the event is kept as handled). */
  onIgnored(reason: string): void;
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

async function findSubscription(tx: Transaction, provider: string, providerId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerId)))
    .for('update');
  return row;
}

/** Records a payment once; true when it is new (only a new payment may grant premium). */
async function recordPayment(
  tx: Transaction,
  context: ApplyContext,
  userId: string,
  subscriptionId: string | null,
  payment: ProviderPayment,
  status: 'paid' | 'failed',
): Promise<boolean> {
  const inserted = await tx
    .insert(payments)
    .values({
      userId,
      subscriptionId,
      provider: context.provider,
      providerPaymentId: payment.id,
      status,
      amountCents: payment.amountCents,
      currency: payment.currency,
      periodStart: payment.periodStart,
      periodEnd: payment.periodEnd,
      createdAt: context.now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length > 0;
}

/** The subscription's state fields from the provider's description. */
const stateOf = (subscription: ProviderSubscription, created: Date) => ({
  status: subscription.status,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  currentPeriodStart: subscription.periodStart,
  currentPeriodEnd: subscription.periodEnd,
  lastEventAt: created,
});

/** Moves the paid period on by a new payment and holds premium to it. */
async function extendPaid(tx: Transaction, context: ApplyContext, row: SubscriptionRow, paidTo: Date | null) {
  if (paidTo === null || paidTo.getTime() <= row.paidUntil.getTime()) return;
  await tx.update(subscriptions).set({ paidUntil: paidTo }).where(eq(subscriptions.id, row.id));
  await holdPremiumUntil(tx, row.userId, 'subscription', paidTo, context.now);
}

async function applyCheckoutCompleted(
  tx: Transaction,
  context: ApplyContext,
  created: Date,
  event: Extract<ProviderEvent['event'], { type: 'checkout.completed' }>,
) {
  const [checkout] = await tx
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, event.checkoutId), eq(paymentCheckouts.provider, context.provider)))
    .for('update');
  if (!checkout) return context.onIgnored(`unknown checkout ${event.checkoutId}`);
  // Paid twice (two clicks, two events): the first payment made the subscription; nothing more.
  if (checkout.status === 'completed') return context.onIgnored(`checkout ${checkout.id} completed before`);
  await tx
    .update(paymentCheckouts)
    .set({ status: 'completed', completedAt: context.now })
    .where(eq(paymentCheckouts.id, checkout.id));
  const paidUntil = event.payment.periodEnd ?? event.subscription.periodEnd;
  const [made] = await tx
    .insert(subscriptions)
    .values({
      userId: checkout.userId,
      provider: context.provider,
      providerSubscriptionId: event.subscription.id,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      interval: checkout.interval,
      paidUntil,
      createdAt: context.now,
      ...stateOf(event.subscription, created),
    })
    // A subscription of the player's that still lasts (the partial unique index): this one is not made.
    .onConflictDoNothing()
    .returning();
  const row = made ?? (await findSubscription(tx, context.provider, event.subscription.id));
  if (!row || row.userId !== checkout.userId) {
    // The payment is real: keep it in the player's history, for someone to refund.
    await recordPayment(tx, context, checkout.userId, null, event.payment, 'paid');
    return context.onIgnored(`checkout ${checkout.id} paid while another subscription lasts`);
  }
  if (await recordPayment(tx, context, row.userId, row.id, event.payment, 'paid')) {
    await holdPremiumUntil(tx, row.userId, 'subscription', later(row.paidUntil, paidUntil), context.now);
  }
}

async function applyRenewed(
  tx: Transaction,
  context: ApplyContext,
  created: Date,
  event: Extract<ProviderEvent['event'], { type: 'subscription.renewed' }>,
) {
  const row = await findSubscription(tx, context.provider, event.subscription.id);
  if (!row) return context.onIgnored(`unknown subscription ${event.subscription.id}`);
  if (created.getTime() >= row.lastEventAt.getTime() && row.status !== 'ended') {
    await tx
      .update(subscriptions)
      .set(stateOf(event.subscription, created))
      .where(eq(subscriptions.id, row.id));
  }
  if (await recordPayment(tx, context, row.userId, row.id, event.payment, 'paid')) {
    await extendPaid(tx, context, row, event.payment.periodEnd ?? event.subscription.periodEnd);
  }
}

async function applyRefunded(tx: Transaction, context: ApplyContext, providerPaymentId: string) {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: context.now })
    .where(
      and(
        eq(payments.provider, context.provider),
        eq(payments.providerPaymentId, providerPaymentId),
        eq(payments.status, 'paid'),
      ),
    )
    .returning();
  if (!payment) return context.onIgnored(`no paid payment ${providerPaymentId}`);
  if (payment.subscriptionId === null) return;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscriptionId))
    .for('update');
  // Refunding the latest paid period ends the subscription and its premium now; an older one only reads
  // refunded in the history.
  if (!row || payment.periodEnd === null || payment.periodEnd.getTime() < row.paidUntil.getTime()) return;
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endedAt: context.now, paidUntil: context.now })
    .where(eq(subscriptions.id, row.id));
  await holdPremiumUntil(tx, row.userId, 'subscription', context.now, context.now);
}

async function applyOne(tx: Transaction, context: ApplyContext, { created, event }: ProviderEvent) {
  switch (event.type) {
    case 'checkout.completed':
      return applyCheckoutCompleted(tx, context, created, event);
    case 'checkout.payment_failed': {
      const [checkout] = await tx
        .select()
        .from(paymentCheckouts)
        .where(eq(paymentCheckouts.id, event.checkoutId));
      if (!checkout) return context.onIgnored(`unknown checkout ${event.checkoutId}`);
      await recordPayment(tx, context, checkout.userId, null, event.payment, 'failed');
      return;
    }
    case 'checkout.canceled':
      await tx
        .update(paymentCheckouts)
        .set({ status: 'canceled' })
        .where(and(eq(paymentCheckouts.id, event.checkoutId), eq(paymentCheckouts.status, 'open')));
      return;
    case 'subscription.renewed':
      return applyRenewed(tx, context, created, event);
    case 'subscription.payment_failed': {
      const row = await findSubscription(tx, context.provider, event.subscriptionId);
      if (!row) return context.onIgnored(`unknown subscription ${event.subscriptionId}`);
      await recordPayment(tx, context, row.userId, row.id, event.payment, 'failed');
      if (created.getTime() >= row.lastEventAt.getTime() && row.status === 'active') {
        await tx
          .update(subscriptions)
          .set({ status: 'past_due', lastEventAt: created })
          .where(eq(subscriptions.id, row.id));
      }
      return;
    }
    case 'subscription.updated': {
      const row = await findSubscription(tx, context.provider, event.subscription.id);
      if (!row) return context.onIgnored(`unknown subscription ${event.subscription.id}`);
      if (row.status === 'ended' || created.getTime() < row.lastEventAt.getTime()) return;
      await tx
        .update(subscriptions)
        .set(stateOf(event.subscription, created))
        .where(eq(subscriptions.id, row.id));
      return;
    }
    case 'subscription.ended': {
      // Final: premium lasts to the end of the period paid for (the expiry job ends it).
      await tx
        .update(subscriptions)
        .set({
          status: 'ended',
          endedAt: context.now,
          lastEventAt: sql`greatest(${subscriptions.lastEventAt}, ${created.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(subscriptions.provider, context.provider),
            eq(subscriptions.providerSubscriptionId, event.subscriptionId),
            sql`${subscriptions.status} <> 'ended'`,
          ),
        );
      return;
    }
    case 'payment.refunded':
      return applyRefunded(tx, context, event.paymentId);
  }
}

/** Applies `event` once; false when it was handled before (nothing changed). */
export async function applyProviderEvent(context: ApplyContext, event: ProviderEvent): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({
        provider: context.provider,
        eventId: event.id,
        type: event.event.type,
        receivedAt: context.now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return false;
    await applyOne(tx, context, event);
    return true;
  });
}
