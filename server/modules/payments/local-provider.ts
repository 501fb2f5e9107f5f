// The local payments provider (docs/payments.md §1.1): embedded, the default. Its checkout is a page on our
// own server (local-checkout-routes.ts) where a person pays, declines or cancels; each choice, a cancel or
// resume, and each renewal (the renewal job) becomes an event signed with the local secret and delivered to
// the same webhook handler a real provider's request reaches, so every state change takes the one path.
//
// Wire format: a JSON body `{ id, created, event }` (dates as ISO strings) and the header
// `longshot-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its own.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { Clock } from '#server/clock.ts';
import type { PaymentEvent, ProviderEvent } from './events.ts';
import { WebhookRefused, type PaymentsProvider } from './provider.ts';

export const localSignatureHeader = 'longshot-signature';
/** How far a signature's time may be from ours: a captured request cannot be replayed later. */
const toleranceSeconds = 300;

/** The local provider's signing secret, derived from the JWT secret: the same on every instance and restart. */
export function localWebhookSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('longshot local payments webhook v1').digest('hex');
}

/** The signature header for `body` signed at `at`. */
export function signLocalEvent(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** A new id with a readable prefix (evt_local_…, sub_local_…). */
export function localId(prefix: string): string {
  return `${prefix}_local_${randomBytes(12).toString('hex')}`;
}

const date = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
const id = z.string().min(1).max(200);
const subscriptionShape = z.object({
  id,
  status: z.enum(['active', 'past_due', 'ended']),
  cancelAtPeriodEnd: z.boolean(),
  periodStart: date,
  periodEnd: date,
});
const paymentShape = z.object({
  id,
  amountCents: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  periodStart: date.nullable(),
  periodEnd: date.nullable(),
});
const eventShape = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('checkout.completed'),
    checkoutId: id,
    subscription: subscriptionShape,
    payment: paymentShape,
  }),
  z.object({ type: z.literal('checkout.payment_failed'), checkoutId: id, payment: paymentShape }),
  z.object({ type: z.literal('checkout.canceled'), checkoutId: id }),
  z.object({
    type: z.literal('subscription.renewed'),
    subscription: subscriptionShape,
    payment: paymentShape,
  }),
  z.object({ type: z.literal('subscription.payment_failed'), subscriptionId: id, payment: paymentShape }),
  z.object({ type: z.literal('subscription.updated'), subscription: subscriptionShape }),
  z.object({ type: z.literal('subscription.ended'), subscriptionId: id }),
  z.object({ type: z.literal('payment.refunded'), paymentId: id }),
]);
const envelopeShape = z.object({ id, created: date, event: eventShape });

/** Checks the signature header against the body: its form, its time, its HMAC. */
function verifySignature(secret: string, body: Buffer, header: string | undefined, now: Date): void {
  if (header === undefined) throw new WebhookRefused('no signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (t === undefined || !/^\d{1,12}$/.test(t) || v1 === undefined || !/^[0-9a-f]{64}$/.test(v1)) {
    throw new WebhookRefused('a malformed signature');
  }
  if (Math.abs(now.getTime() / 1000 - Number(t)) > toleranceSeconds) {
    throw new WebhookRefused('a signature too old or from the future');
  }
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new WebhookRefused('a wrong signature');
}

/** Verifies and reads one local webhook request. */
function verifyLocalWebhook(
  secret: string,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  now: Date,
): ProviderEvent {
  const header = headers[localSignatureHeader];
  verifySignature(secret, rawBody, Array.isArray(header) ? header[0] : header, now);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRefused('a body that is not JSON');
  }
  const parsed = envelopeShape.safeParse(json);
  if (!parsed.success) throw new WebhookRefused('a body that is not an event');
  return parsed.data;
}

/** Delivers a signed event to the webhook handler (the same one the route calls). */
type LocalDelivery = (rawBody: Buffer, headers: IncomingHttpHeaders) => Promise<void>;

export interface LocalProvider extends PaymentsProvider {
  readonly name: 'local';
  /** Signs `event` as made now and hands it to the webhook handler; `eventId` when it must be stable. */
  emit(event: PaymentEvent, eventId?: string): Promise<void>;
}

export interface LocalProviderOptions {
  secret: string;
  /** The game clock: when events are made and periods start (the dev clock moves it). */
  clock: Clock;
  /** The world's time: what signatures are dated by and checked against. */
  wallClock: Clock;
  deliver: LocalDelivery;
}

/** The local provider; `deliver` is set once the webhook handler exists (the two refer to each other). */
export function createLocalProvider(options: LocalProviderOptions): LocalProvider {
  const { secret, clock, wallClock, deliver } = options;
  const emit = async (event: PaymentEvent, eventId = localId('evt')) => {
    const body = JSON.stringify({ id: eventId, created: clock.now().toISOString(), event });
    await deliver(Buffer.from(body), {
      'content-type': 'application/json',
      [localSignatureHeader]: signLocalEvent(secret, body, wallClock.now()),
    });
  };
  return {
    name: 'local',
    emit,
    async startCheckout(request) {
      return {
        providerCheckoutId: request.checkoutId,
        url: `/api/memberships/v1/local/checkout/${encodeURIComponent(request.checkoutId)}`,
      };
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      await emit({
        type: 'subscription.updated',
        subscription: {
          id: subscription.providerSubscriptionId,
          status: subscription.status === 'past_due' ? 'past_due' : 'active',
          cancelAtPeriodEnd: cancel,
          periodStart: subscription.currentPeriodStart,
          periodEnd: subscription.currentPeriodEnd,
        },
      });
      return null;
    },
    async verifyWebhook(rawBody, headers) {
      return verifyLocalWebhook(secret, rawBody, headers, wallClock.now());
    },
  };
}
