// What a payment provider tells us, in our own words: each provider's webhook turns its events into these
// (docs/payments.md §3). The store applies them (store.ts); the provider's own format stays in its file.
import type { SubscriptionStatus } from '#core/contract/memberships.ts';

/** A subscription as the provider describes it at the event's moment. */
export interface ProviderSubscription {
  id: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
}

/** A charge (or a failed attempt) and the period it pays for. */
export interface ProviderPayment {
  id: string;
  amountCents: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export type PaymentEvent =
  | {
      type: 'checkout.completed';
      checkoutId: string;
      subscription: ProviderSubscription;
      payment: ProviderPayment;
    }
  | { type: 'checkout.payment_failed'; checkoutId: string; payment: ProviderPayment }
  | { type: 'checkout.canceled'; checkoutId: string }
  | { type: 'subscription.renewed'; subscription: ProviderSubscription; payment: ProviderPayment }
  | { type: 'subscription.payment_failed'; subscriptionId: string; payment: ProviderPayment }
  | { type: 'subscription.updated'; subscription: ProviderSubscription }
  | { type: 'subscription.ended'; subscriptionId: string }
  | { type: 'payment.refunded'; paymentId: string };

/** One verified webhook event: the provider's id (idempotency) and when the provider made it (ordering). */
export interface ProviderEvent {
  id: string;
  created: Date;
  event: PaymentEvent;
}
