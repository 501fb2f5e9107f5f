// The shapes of api/memberships/v1/* (docs/payments.md, docs/game-rules.md §8): the premium plan's price,
// checkouts, the player's subscription and payment history.
//
// Calls (all under api/):
//   GET  memberships/v1/Plan                          -> PremiumPlanDto (anyone)
//   POST memberships/v1/Checkout                      -> CheckoutDto (Players; a PremiumPlayer from bundles too)
//   POST memberships/v1/CheckoutResult CheckoutResultRequest -> CheckoutResultDto (the checkout's player)
//   GET  memberships/v1/Subscription                  -> MySubscriptionDto (signed-in players)
//   PUT  memberships/v1/Subscription/Cancel           -> MySubscriptionDto (at the period's end)
//   PUT  memberships/v1/Subscription/Resume           -> MySubscriptionDto (before the period's end)
//   POST memberships/v1/Subscription/Portal           -> PaymentPortalDto (Stripe: the card's page)
//   POST memberships/v1/Webhook/{provider}            -> WebhookResultDto (the payment provider)
import type { SessionTokens } from './auth.ts';

export type PremiumInterval = 'month' | 'year';

/** What premium costs: an amount in cents (2 decimals) in an ISO 4217 currency, each period. */
export interface PremiumPlanDto {
  amountCents: number;
  currency: string;
  interval: PremiumInterval;
}

export interface CheckoutDto {
  checkoutId: string;
  /** Where the browser goes to pay: the local checkout page on our own origin, or the provider's page. */
  url: string;
}

/** The provider's page where the player changes their payment method; the browser goes there. */
export interface PaymentPortalDto {
  url: string;
}

export interface CheckoutResultRequest {
  checkoutId: string;
}

/** open: not paid yet (the provider's event may still be on its way); completed; canceled; expired. */
type CheckoutStatus = 'open' | 'completed' | 'canceled' | 'expired';

export interface CheckoutResultDto {
  status: CheckoutStatus;
  /**
   * New session tokens when the payment made the caller a PremiumPlayer and the caller's token still says
   * otherwise (the role is in the bearer token); null otherwise.
   */
  session: SessionTokens | null;
}

/** active; past_due (a renewal failed: premium lasts to the end of the period paid for); ended. */
export type SubscriptionStatus = 'active' | 'past_due' | 'ended';

/** Who takes the payments: local (the embedded page, no card) or stripe. */
export type PaymentsProviderName = 'local' | 'stripe';

export interface SubscriptionDto {
  /** stripe: the payment method can be changed at Stripe's portal (Subscription/Portal). */
  provider: PaymentsProviderName;
  status: SubscriptionStatus;
  /** True: it ends at currentPeriodEnd (cancelled; resumable until then). */
  cancelAtPeriodEnd: boolean;
  amountCents: number;
  currency: string;
  interval: PremiumInterval;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** Premium from the subscription lasts until here. */
  paidUntil: string;
  /** The next charge's date; null when none is coming (cancelled, ended). */
  nextChargeAt: string | null;
  startedAt: string;
  endedAt: string | null;
}

export type PaymentStatus = 'paid' | 'failed' | 'refunded';

export interface PaymentDto {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  periodStart: string | null;
  periodEnd: string | null;
  createdAt: string;
}

export interface MySubscriptionDto {
  /** The live one, else the most recent; null when the player never subscribed. */
  subscription: SubscriptionDto | null;
  /** Newest first, at most 50. */
  payments: PaymentDto[];
  /** When premium from bundle days ends; null when none lasts. */
  bundlePremiumUntil: string | null;
}

export interface WebhookResultDto {
  received: true;
  /** False when this event was handled before (a replay): nothing changed. */
  applied: boolean;
}
