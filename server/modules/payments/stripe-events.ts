// Stripe's events in our words (docs/payments.md §1.2): each webhook event we follow becomes one of
// events.ts; any other type is acknowledged and ignored (null).
//
// A payment's provider id is the Stripe invoice's id, whichever event names it: the checkout's first
// invoice (checkout.session.completed), each renewal (invoice.paid, where the first invoice comes again
// and is recorded once because the id is the same), and a refund (charge.refunded, traced back to its
// invoice). A failed attempt gets an id of its own per attempt, so that it never takes the id the same
// invoice's later successful payment needs.
import type Stripe from 'stripe';
import type { SubscriptionStatus } from '#core/contract/memberships.ts';
import type { PaymentEvent, ProviderPayment, ProviderSubscription } from './events.ts';

/** What the mapping asks Stripe's API: the events carry ids where we need the objects. */
export interface StripeLookups {
  /** The subscription with its latest invoice expanded. */
  subscription(id: string): Promise<Stripe.Subscription>;
  /** The invoice a payment intent paid, if it paid one. */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
}

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/** Stripe's statuses in ours: premium lasts to the period paid for whatever the reason it is unpaid. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'ended';
  return 'past_due';
}

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API 2025-03-31 the period is the item's; we sell one item.
  const item = subscription.items.data[0];
  if (!item) throw new Error(`stripe: subscription ${subscription.id} has no item`);
  return {
    id: subscription.id,
    status: statusOf(subscription.status),
    // The portal may cancel with a date (cancel_at) rather than the flag: either way it ends, no charge.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    periodStart: at(item.current_period_start),
    periodEnd: at(item.current_period_end),
  };
}

/** An invoice as our payment; its line's period, not the invoice's own (which is the period before). */
function paymentOf(invoice: Stripe.Invoice, id: string, amountCents: number): ProviderPayment {
  const period = invoice.lines.data[0]?.period;
  return {
    id,
    amountCents,
    currency: invoice.currency.toUpperCase(),
    periodStart: period ? at(period.start) : null,
    periodEnd: period ? at(period.end) : null,
  };
}

const subscriptionIdOf = (invoice: Stripe.Invoice) => {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription ? idOf(subscription) : null;
};

async function checkoutCompleted(
  session: Stripe.Checkout.Session,
  lookups: StripeLookups,
): Promise<PaymentEvent | null> {
  const checkoutId = session.client_reference_id ?? session.metadata?.checkoutId;
  if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return null;
  if (!checkoutId || !session.subscription) return null;
  const subscription = await lookups.subscription(idOf(session.subscription));
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') {
    throw new Error(`stripe: subscription ${subscription.id} came without its latest invoice`);
  }
  return {
    type: 'checkout.completed',
    checkoutId,
    subscription: subscriptionOf(subscription),
    payment: paymentOf(invoice, invoice.id, invoice.amount_paid),
  };
}

async function invoicePaid(invoice: Stripe.Invoice, lookups: StripeLookups): Promise<PaymentEvent | null> {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return null;
  const subscription = await lookups.subscription(subscriptionId);
  return {
    type: 'subscription.renewed',
    subscription: subscriptionOf(subscription),
    payment: paymentOf(invoice, invoice.id, invoice.amount_paid),
  };
}

function invoiceFailed(invoice: Stripe.Invoice): PaymentEvent | null {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return null;
  const attemptId = `${invoice.id}:attempt:${invoice.attempt_count}`;
  return {
    type: 'subscription.payment_failed',
    subscriptionId,
    payment: paymentOf(invoice, attemptId, invoice.amount_due),
  };
}

function subscriptionChanged(subscription: Stripe.Subscription): PaymentEvent {
  const ours = subscriptionOf(subscription);
  // An update to canceled is the end: the one event that makes a subscription ended, with its endedAt.
  if (ours.status === 'ended') return { type: 'subscription.ended', subscriptionId: ours.id };
  return { type: 'subscription.updated', subscription: ours };
}

async function chargeRefunded(charge: Stripe.Charge, lookups: StripeLookups): Promise<PaymentEvent | null> {
  // A partial refund leaves the period paid for: only a whole one is a refund of ours.
  if (!charge.refunded || !charge.payment_intent) return null;
  const invoiceId = await lookups.invoiceOfPaymentIntent(idOf(charge.payment_intent));
  return invoiceId ? { type: 'payment.refunded', paymentId: invoiceId } : null;
}

/** Our event for a verified Stripe event; null for a type we do not follow (acknowledged, ignored). */
export async function toPaymentEvent(
  event: Stripe.Event,
  lookups: StripeLookups,
): Promise<PaymentEvent | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(event.data.object, lookups);
    case 'invoice.paid':
      return invoicePaid(event.data.object, lookups);
    case 'invoice.payment_failed':
      return invoiceFailed(event.data.object);
    case 'customer.subscription.updated':
      return subscriptionChanged(event.data.object);
    case 'customer.subscription.deleted':
      return { type: 'subscription.ended', subscriptionId: event.data.object.id };
    case 'charge.refunded':
      return chargeRefunded(event.data.object, lookups);
    default:
      return null;
  }
}
