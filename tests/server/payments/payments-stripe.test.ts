// The Stripe provider (docs/payments.md §1.2) against a local server that speaks Stripe's API
// (fake-stripe.ts): what we send Stripe (the checkout session's mode, inline price, metadata and addresses;
// cancel and resume; the portal), and Stripe's webhook events, signed with Stripe's own test signer, through
// the webhook route: the whole lifecycle (paid, renewed, failed, recovered, cancelled and resumed, refunded,
// deleted), a forged, stale, altered or missing signature (400 invalidWebhook, nothing changes), a replay
// (applied once), an older update arriving late (changes nothing) and a type we do not follow (ignored).
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { CheckoutResultDto, MySubscriptionDto, WebhookResultDto } from '#core/contract/memberships.ts';
import { payments, subscriptions } from '#server/db/schema.ts';
import {
  call,
  createPlayer,
  fakeClock,
  strongPassword,
  userRow,
  type FakeClock,
} from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startCheckout } from './memberships-calls.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

const api = '/api/memberships/v1';
const webhookSecret = 'whsec_test_longshot';
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const day = 24 * 60 * 60 * 1000;

/** A Stripe invoice of a subscription for the period [start, end). */
function invoice(
  id: string,
  subscription: string,
  start: Date,
  end: Date,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'invoice',
    currency: 'usd',
    amount_paid: 499,
    amount_due: 499,
    attempt_count: 1,
    billing_reason: 'subscription_cycle',
    // The invoice's own period is the one before (Stripe's quirk): ours must come from the line.
    period_start: seconds(start) - 30 * 86_400,
    period_end: seconds(start),
    lines: {
      object: 'list',
      data: [{ id: `il_${id}`, object: 'line_item', period: { start: seconds(start), end: seconds(end) } }],
    },
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
    ...extra,
  };
}

/** A Stripe subscription in the current period [start, end), its latest invoice expanded. */
function subscription(
  id: string,
  start: Date,
  end: Date,
  latest: unknown,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'subscription',
    customer: `cus_${id}`,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_start: seconds(start),
          current_period_end: seconds(end),
        },
      ],
    },
    latest_invoice: latest,
    ...extra,
  };
}

describe('payments with the Stripe provider', { timeout: 120_000 }, () => {
  let stripeApi: FakeStripe;
  let testApp: TestApp;
  let clock: FakeClock;
  const signer = new Stripe('sk_test_signer');
  let events = 0;

  beforeAll(async () => {
    stripeApi = await startFakeStripe();
    clock = fakeClock(new Date('2026-01-31T10:00:00.000Z'));
    testApp = await buildTestApp({
      clock,
      config: {
        paymentsProvider: 'stripe',
        stripeSecretKey: 'sk_test_longshot',
        stripeWebhookSecret: webhookSecret,
        stripeApiBase: stripeApi.url,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stripeApi.close();
  });

  const app = () => testApp.app;
  const roleOf = async (userId: string) => (await userRow(app(), userId))?.role;

  const checkout = (token: SessionTokens | string) => startCheckout(app(), token);

  /** The player's subscription, read with a session of the moment (the clock moves past a token's life). */
  const mine = async (userId: string) => {
    const token = await app().sessions.issue(userId);
    const response = await call(app(), 'GET', `${api}/Subscription`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MySubscriptionDto>();
  };

  /** A Stripe event's body: its id (a new one unless given) and when Stripe made it (now unless given). */
  function stripeEvent(type: string, object: unknown, options: { id?: string; created?: Date } = {}) {
    events += 1;
    return JSON.stringify({
      id: options.id ?? `evt_test_${events}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(options.created ?? clock.now()),
      type,
      data: { object },
    });
  }

  /** Posts a webhook body with Stripe's signature made now (the test app's wall clock is the fake one). */
  function webhook(payload: string, headers: Record<string, string> | null = null) {
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: seconds(clock.now()),
    });
    return app().inject({
      method: 'POST',
      url: `${api}/Webhook/stripe`,
      headers: { 'content-type': 'application/json', ...(headers ?? { 'stripe-signature': signature }) },
      payload,
    });
  }

  async function delivered(payload: string): Promise<WebhookResultDto> {
    const response = await webhook(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WebhookResultDto>();
  }

  /** A Player who paid at Stripe's checkout for the subscription `id`; the session as the webhook saw it. */
  async function subscriber(id: string) {
    const player = await createPlayer(app());
    const started = await checkout(player.tokens);
    const start = clock.now();
    const end = new Date(start.getTime() + 28 * day);
    const first = invoice(`in_${id}_1`, id, start, end, { billing_reason: 'subscription_create' });
    stripeApi.subscriptions.set(id, subscription(id, start, end, first));
    const session = {
      id: `cs_${id}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: started.checkoutId,
      metadata: { checkoutId: started.checkoutId, userId: player.user.id },
      subscription: id,
      customer: `cus_${id}`,
      invoice: first.id,
    };
    const completed = stripeEvent('checkout.session.completed', session);
    expect(await delivered(completed)).toEqual({ received: true, applied: true });
    // The success page's call: the role is in the bearer token, so the session is replaced.
    const result = await call(app(), 'POST', `${api}/CheckoutResult`, {
      token: player.tokens,
      body: { checkoutId: started.checkoutId },
    });
    const { status, session: tokens } = result.json<CheckoutResultDto>();
    expect(status).toBe('completed');
    if (!tokens) throw new Error('no new session after paying');
    return { ...player, tokens, started, start, end, first, completed };
  }

  const paymentsOf = async (userId: string) =>
    (await app().db.select().from(payments).where(eq(payments.userId, userId))).map((row) => ({
      id: row.providerPaymentId,
      status: row.status,
      amountCents: row.amountCents,
    }));

  it('opens a Checkout Session in subscription mode with the price inline, our ids and our addresses', async () => {
    const ann = await createPlayer(app());
    const started = await checkout(ann.tokens);
    expect(started.url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const sent = stripeApi.requests.find((request) => request.path === '/v1/checkout/sessions');
    if (!sent) throw new Error('no checkout session was asked for');
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer sk_test_longshot');
    expect(sent.headers['idempotency-key']).toBe(`longshot-checkout-${started.checkoutId}`);
    expect(Object.fromEntries(sent.form)).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Longshot Premium',
      client_reference_id: started.checkoutId,
      'metadata[checkoutId]': started.checkoutId,
      'metadata[userId]': ann.user.id,
      'subscription_data[metadata][checkoutId]': started.checkoutId,
      'subscription_data[metadata][userId]': ann.user.id,
      customer_email: ann.user.email,
      success_url: `http://localhost:3000/memberships/payment/success?checkout=${started.checkoutId}`,
      cancel_url: 'http://localhost:3000/memberships/payment/cancel',
    });
    // A second click answers the checkout already open: Stripe is not asked again.
    expect(await checkout(ann.tokens)).toEqual(started);
    expect(stripeApi.requests.filter((request) => request.path === '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('runs the lifecycle: paid, renewed, failed, recovered, cancelled and resumed, refunded', async () => {
    const bea = await subscriber('sub_bea');
    expect(await roleOf(bea.user.id)).toBe('PremiumPlayer');
    let state = await mine(bea.user.id);
    expect(state.subscription).toMatchObject({
      provider: 'stripe',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: bea.start.toISOString(),
      paidUntil: bea.end.toISOString(),
    });
    expect(await paymentsOf(bea.user.id)).toEqual([{ id: 'in_sub_bea_1', status: 'paid', amountCents: 499 }]);

    // Stripe's own invoice.paid for the first invoice (before or after the checkout's event): recorded once.
    expect(await delivered(stripeEvent('invoice.paid', bea.first))).toEqual({
      received: true,
      applied: true,
    });
    expect(await paymentsOf(bea.user.id)).toHaveLength(1);
    // The checkout's event again (Stripe retries): applied once.
    expect(await delivered(bea.completed)).toEqual({ received: true, applied: false });

    // Cancel: asked of Stripe, whose answer shows at once; its event confirms it.
    const cancel = await call(app(), 'PUT', `${api}/Subscription/Cancel`, { token: bea.tokens, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<MySubscriptionDto>().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    });
    const update = stripeApi.requests.at(-1);
    expect(update?.path).toBe('/v1/subscriptions/sub_bea');
    expect(update?.form.get('cancel_at_period_end')).toBe('true');
    clock.advance(60_000);
    const cancelled = stripeApi.subscriptions.get('sub_bea');
    await delivered(stripeEvent('customer.subscription.updated', cancelled));
    state = await mine(bea.user.id);
    expect(state.subscription).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });

    // Resume, then a late copy of an older update (made before the resume's) changes nothing.
    const resumedAt = clock.now();
    const resume = await call(app(), 'PUT', `${api}/Subscription/Resume`, { token: bea.tokens, body: {} });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json<MySubscriptionDto>().subscription?.cancelAtPeriodEnd).toBe(false);
    expect(stripeApi.requests.at(-1)?.form.get('cancel_at_period_end')).toBe('false');
    clock.advance(60_000);
    await delivered(stripeEvent('customer.subscription.updated', stripeApi.subscriptions.get('sub_bea')));
    const older = { ...cancelled, cancel_at_period_end: true };
    const late = await delivered(stripeEvent('customer.subscription.updated', older, { created: resumedAt }));
    expect(late).toEqual({ received: true, applied: true });
    expect((await mine(bea.user.id)).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      nextChargeAt: bea.end.toISOString(),
    });

    // Renewal: Stripe charges the next period; invoice.paid moves the paid period on.
    clock.advance(bea.end.getTime() - clock.now().getTime());
    const next = new Date(bea.end.getTime() + 31 * day);
    const second = invoice('in_sub_bea_2', 'sub_bea', bea.end, next);
    stripeApi.subscriptions.set('sub_bea', subscription('sub_bea', bea.end, next, second));
    await delivered(stripeEvent('invoice.paid', second));
    expect((await mine(bea.user.id)).subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: next.toISOString(),
      paidUntil: next.toISOString(),
    });

    // The next renewal fails: past due, the failed attempt in the history, no more premium time.
    clock.advance(next.getTime() - clock.now().getTime());
    const after = new Date(next.getTime() + 28 * day);
    const third = invoice('in_sub_bea_3', 'sub_bea', next, after, { amount_paid: 0 });
    await delivered(stripeEvent('invoice.payment_failed', third));
    expect((await mine(bea.user.id)).subscription).toMatchObject({
      status: 'past_due',
      paidUntil: next.toISOString(),
    });
    expect(await paymentsOf(bea.user.id)).toContainEqual({
      id: 'in_sub_bea_3:attempt:1',
      status: 'failed',
      amountCents: 499,
    });

    // Stripe's retry succeeds: the same invoice is paid (its failed attempt did not take its id).
    clock.advance(day);
    const paidThird = { ...third, amount_paid: 499, attempt_count: 2 };
    stripeApi.subscriptions.set('sub_bea', subscription('sub_bea', next, after, paidThird));
    await delivered(stripeEvent('invoice.paid', paidThird));
    expect((await mine(bea.user.id)).subscription).toMatchObject({
      status: 'active',
      paidUntil: after.toISOString(),
    });
    expect(await paymentsOf(bea.user.id)).toContainEqual({
      id: 'in_sub_bea_3',
      status: 'paid',
      amountCents: 499,
    });

    // A partial refund is no refund of ours; the whole refund of the latest period ends it now.
    stripeApi.invoiceOfPaymentIntent.set('pi_bea_3', 'in_sub_bea_3');
    const charge = {
      id: 'ch_bea_3',
      object: 'charge',
      payment_intent: 'pi_bea_3',
      amount_refunded: 100,
      refunded: false,
    };
    expect(await delivered(stripeEvent('charge.refunded', charge))).toEqual({
      received: true,
      applied: false,
    });
    expect((await mine(bea.user.id)).subscription?.status).toBe('active');
    await delivered(stripeEvent('charge.refunded', { ...charge, amount_refunded: 499, refunded: true }));
    state = await mine(bea.user.id);
    expect(state.subscription?.status).toBe('ended');
    expect(await paymentsOf(bea.user.id)).toContainEqual({
      id: 'in_sub_bea_3',
      status: 'refunded',
      amountCents: 499,
    });
  });

  it('ends a subscription Stripe deleted; premium lasts to the end of the period paid for', async () => {
    const cy = await subscriber('sub_cy');
    clock.advance(day);
    const deleted = { ...stripeApi.subscriptions.get('sub_cy'), status: 'canceled' };
    await delivered(stripeEvent('customer.subscription.deleted', deleted));
    const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.userId, cy.user.id));
    expect(row).toMatchObject({ status: 'ended', paidUntil: cy.end });
    expect(row?.endedAt).not.toBeNull();
    expect(await roleOf(cy.user.id)).toBe('PremiumPlayer');
    // An update after the end (Stripe sends both) does not bring it back.
    await delivered(stripeEvent('customer.subscription.updated', { ...deleted, status: 'active' }));
    expect((await mine(cy.user.id)).subscription?.status).toBe('ended');
  });

  it('cancels the subscription at Stripe before deleting the account, and deletes nothing when Stripe fails', async () => {
    const eve = await subscriber('sub_del');
    const asked = stripeApi.requests.length;
    const deleted = await call(app(), 'DELETE', '', { token: eve.tokens, body: { token: strongPassword } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const cancel = stripeApi.requests.slice(asked).find((request) => request.method === 'POST');
    expect(cancel?.path).toBe('/v1/subscriptions/sub_del');
    expect(cancel?.form.get('cancel_at_period_end')).toBe('true');
    const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.userId, eve.user.id));
    expect(row?.cancelAtPeriodEnd).toBe(true);
    expect((await userRow(app(), eve.user.id))?.displayName).toBe('Deleted player');

    // Stripe does not know the subscription (any failure of its API): 503, the account is kept whole.
    const fay = await subscriber('sub_kept');
    stripeApi.subscriptions.delete('sub_kept');
    const refused = await call(app(), 'DELETE', '', { token: fay.tokens, body: { token: strongPassword } });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'paymentProviderUnavailable' });
    expect(await userRow(app(), fay.user.id)).toMatchObject({
      displayName: fay.user.displayName,
      deletedAt: null,
    });
    expect((await mine(fay.user.id)).subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it('opens the customer portal for the card, coming back to the subscriptions page', async () => {
    const dee = await subscriber('sub_dee');
    const response = await call(app(), 'POST', `${api}/Subscription/Portal`, { token: dee.tokens, body: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_test_1' });
    const portal = stripeApi.requests.at(-1);
    expect(portal?.path).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(portal?.form ?? [])).toEqual({
      customer: 'cus_sub_dee',
      return_url: 'http://localhost:3000/account-settings/subscriptions',
    });
    const nobody = await createPlayer(app());
    const refused = await call(app(), 'POST', `${api}/Subscription/Portal`, {
      token: nobody.tokens,
      body: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'noSubscription' });
  });

  it('refuses a forged, stale, altered or missing signature and changes nothing; ignores other types', async () => {
    const eve = await createPlayer(app());
    const started = await checkout(eve.tokens);
    const end = new Date(clock.now().getTime() + 28 * day);
    const first = invoice('in_eve', 'sub_eve', clock.now(), end);
    stripeApi.subscriptions.set('sub_eve', subscription('sub_gone', clock.now(), end, first));
    const payload = stripeEvent('checkout.session.completed', {
      id: 'cs_eve',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: started.checkoutId,
      metadata: {},
      subscription: 'sub_eve',
    });
    const sign = (options: { secret?: string; at?: Date; body?: string }) =>
      signer.webhooks.generateTestHeaderString({
        payload: options.body ?? payload,
        secret: options.secret ?? webhookSecret,
        timestamp: seconds(options.at ?? clock.now()),
      });
    const refusals: Record<string, string>[] = [
      { 'stripe-signature': sign({ secret: 'whsec_someone_else' }) },
      { 'stripe-signature': sign({ at: new Date(clock.now().getTime() - 10 * 60_000) }) },
      { 'stripe-signature': sign({ body: payload.replace('"paid"', '"unpaid"') }) },
      { 'stripe-signature': 'garbage' },
      {},
    ];
    for (const headers of refusals) {
      const response = await webhook(payload, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidWebhook' });
    }
    // Signed rightly, but not an event.
    for (const body of ['null', 'not json', '{"id":"evt_bare","object":"event"}']) {
      const response = await webhook(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidWebhook' });
    }
    // Stripe's event at the local provider's address, not the configured one: refused too.
    const wrongRoute = await app().inject({
      method: 'POST',
      url: `${api}/Webhook/local`,
      headers: { 'content-type': 'application/json', 'stripe-signature': sign({}) },
      payload,
    });
    expect(wrongRoute.statusCode).toBe(400);
    expect(await roleOf(eve.user.id)).toBe('Player');
    expect(await paymentsOf(eve.user.id)).toEqual([]);

    // A type we do not follow is acknowledged (Stripe stops sending it) and changes nothing.
    const other = await delivered(stripeEvent('customer.created', { id: 'cus_eve', object: 'customer' }));
    expect(other).toEqual({ received: true, applied: false });
    // The genuine one, five times at once: applied once.
    const copies = await Promise.all(Array.from({ length: 5 }, () => delivered(payload)));
    expect(copies.filter((copy) => copy.applied)).toHaveLength(1);
    expect(await roleOf(eve.user.id)).toBe('PremiumPlayer');
    expect(await paymentsOf(eve.user.id)).toEqual([{ id: 'in_eve', status: 'paid', amountCents: 499 }]);
  });
});
