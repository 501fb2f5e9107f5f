// Payments behind one interface (docs/payments.md §1): the local provider (embedded, the default) and
// Stripe. The rest of the module never knows which one it talks to.
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentsProviderName } from '#core/contract/memberships.ts';
import type { PremiumPlan } from '#server/config.ts';
import type { SubscriptionRow } from '#server/db/schema.ts';
import type { ProviderEvent } from './events.ts';

interface CheckoutRequest {
  /** Ours: the provider hands it back in its events. */
  checkoutId: string;
  userId: string;
  email: string | null;
  plan: PremiumPlan;
}

export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  /** Opens a checkout at the provider: its id there and the address the browser goes to. */
  startCheckout(request: CheckoutRequest): Promise<{ providerCheckoutId: string; url: string }>;
  /**
   * Asks the provider to end the subscription at its period's end (true) or to go on (false). The state
   * changes when the provider's event arrives through the webhook, as for every other change; a provider
   * whose event comes later (Stripe) answers the flag it now has, to be shown until then; null when the
   * event was applied already (local).
   */
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<boolean | null>;
  /**
   * The verified event a webhook request carries, in our words; null for a verified event that changes
   * nothing of ours (a type we do not follow: acknowledged, ignored). Throws {@link WebhookRefused} when it
   * does not verify. Async: a provider may have to ask its API what the event refers to.
   */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent | null>;
  /**
   * The address of the provider's page where the player changes their payment method, coming back to
   * `returnUrl`. Absent for a provider that takes no card (local).
   */
  paymentPortal?(subscription: SubscriptionRow, returnUrl: string): Promise<string>;
}

/** A webhook that does not verify: answered 400, nothing changes. */
export class WebhookRefused extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`webhook refused: ${reason}`);
    this.reason = reason;
    this.name = 'WebhookRefused';
  }
}
