// The Stripe provider (docs/payments.md §1.2): a Checkout Session in subscription mode with the price
// inline from the configuration (no product or price to set up in Stripe's dashboard), cancel and resume
// at the period's end on the subscription, the customer portal for the card, and the webhook verified with
// Stripe's signature on the exact bytes, its events mapped to ours (stripe-events.ts).
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import type { Clock } from '#server/clock.ts';
import type { ProviderEvent } from './events.ts';
import { WebhookRefused, type PaymentsProvider } from './provider.ts';
import { toPaymentEvent, type StripeLookups } from './stripe-events.ts';

const signatureHeader = 'stripe-signature';
/** As the local provider: a captured request cannot be replayed later. */
const toleranceSeconds = 300;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls (STRIPE_API_BASE); undefined: Stripe's API. */
  apiBase: string | undefined;
  /** Our public address: where Stripe sends the browser back. */
  publicUrl: string;
  /** The world's time, that signatures are checked against. */
  wallClock: Clock;
}

function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase === undefined ? undefined : new URL(apiBase);
  return new Stripe(secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

function lookupsOf(stripe: Stripe): StripeLookups {
  return {
    subscription: (id) => stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }),
    async invoiceOfPaymentIntent(paymentIntentId) {
      const found = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      });
      const invoice = found.data[0]?.invoice;
      if (!invoice) return null;
      return typeof invoice === 'string' ? invoice : (invoice.id ?? null);
    },
  };
}

/** Checks the signature and reads the event; WebhookRefused when either fails. */
function verifiedEvent(
  stripe: Stripe,
  options: StripeProviderOptions,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
) {
  const header = headers[signatureHeader];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature) throw new WebhookRefused('no signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      signature,
      options.webhookSecret,
      toleranceSeconds,
      undefined,
      options.wallClock.now().getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookRefused('a wrong, malformed or stale signature');
    }
    throw new WebhookRefused('a body that is not an event');
  }
  const shaped =
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    Number.isInteger(event.created) &&
    typeof (event.data as { object?: unknown } | undefined)?.object === 'object';
  if (!shaped) throw new WebhookRefused('a body that is not an event');
  return event;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = stripeClient(options.secretKey, options.apiBase);
  const lookups = lookupsOf(stripe);
  return {
    name: 'stripe',
    async startCheckout({ checkoutId, userId, email, plan }) {
      const metadata = { checkoutId, userId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: plan.currency.toLowerCase(),
                unit_amount: plan.amountCents,
                recurring: { interval: plan.interval },
                product_data: { name: 'Longshot Premium' },
              },
            },
          ],
          client_reference_id: checkoutId,
          metadata,
          // On the subscription too: its events and invoices then name the player without a lookup.
          subscription_data: { metadata },
          ...(email !== null && { customer_email: email }),
          success_url: `${options.publicUrl}/memberships/payment/success?checkout=${encodeURIComponent(checkoutId)}`,
          cancel_url: `${options.publicUrl}/memberships/payment/cancel`,
        },
        // A retried request (the SDK retries on network errors) opens the same session.
        { idempotencyKey: `longshot-checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error(`stripe: checkout session ${session.id} came without a url`);
      return { providerCheckoutId: session.id, url: session.url };
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: cancel,
      });
      return updated.cancel_at_period_end;
    },
    async paymentPortal(subscription, returnUrl) {
      const found = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId);
      const customer = typeof found.customer === 'string' ? found.customer : found.customer.id;
      const portal = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return portal.url;
    },
    async verifyWebhook(rawBody, headers): Promise<ProviderEvent | null> {
      const event = verifiedEvent(stripe, options, rawBody, headers);
      const ours = await toPaymentEvent(event, lookups);
      return ours && { id: event.id, created: new Date(event.created * 1000), event: ours };
    },
  };
}
