import type {
  CheckoutDto,
  CheckoutResultDto,
  MySubscriptionDto,
  PaymentPortalDto,
  PremiumPlanDto,
} from '#core/contract/memberships.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

// api/memberships/v1 (docs/payments.md): the plan, checkouts, and the player's subscription.
type Api = Pick<RequestLayer, 'request'>;

/** GET Plan: the premium plan's price and period (anyone). */
export function getPremiumPlan(api: Api): Promise<PremiumPlanDto> {
  return api.request<PremiumPlanDto>('memberships', 'Plan');
}

/** POST Checkout: starts a checkout (or answers the one open); the browser goes to its url. */
export function startCheckout(api: Api): Promise<CheckoutDto> {
  return api.request<CheckoutDto>('memberships', 'Checkout', { method: 'POST', body: {} });
}

/** POST CheckoutResult: how the checkout ended, and the new session when the role changed. */
export function getCheckoutResult(api: Api, checkoutId: string): Promise<CheckoutResultDto> {
  return api.request<CheckoutResultDto>('memberships', 'CheckoutResult', {
    method: 'POST',
    body: { checkoutId },
  });
}

/** GET Subscription: the player's subscription, payments and bundle premium. */
export function getMySubscription(api: Api): Promise<MySubscriptionDto> {
  return api.request<MySubscriptionDto>('memberships', 'Subscription');
}

/** PUT Subscription/Cancel (at the period's end) or Subscription/Resume. */
export function changeSubscription(api: Api, change: 'Cancel' | 'Resume'): Promise<MySubscriptionDto> {
  return api.request<MySubscriptionDto>('memberships', `Subscription/${change}`, { method: 'PUT', body: {} });
}

/** POST Subscription/Portal: the provider's page where the player changes their card (Stripe only). */
export function openPaymentPortal(api: Api): Promise<PaymentPortalDto> {
  return api.request<PaymentPortalDto>('memberships', 'Subscription/Portal', { method: 'POST', body: {} });
}
