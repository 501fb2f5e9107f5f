// Payments and the subscription lifecycle (docs/payments.md) with the local provider: checkout on the local
// page (pay, decline, cancel), the success page's new session, cancel and resume, renewal, past due and
// refund on the injected clock, the webhook's verification (forged, stale, malformed → 400, nothing
// changes) and idempotency (replayed, concurrent, out of order), two checkouts and two payments at once,
// and UpgradeToPremium / DowngradeToStandard in front of payments. Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '#core/contract/auth.ts';
import type {
  CheckoutDto,
  CheckoutResultDto,
  MySubscriptionDto,
  WebhookResultDto,
} from '#core/contract/memberships.ts';
import { paymentCheckouts, payments, premiumEntitlements, subscriptions } from '#server/db/schema.ts';
import { localSignatureHeader, localWebhookSecret, signLocalEvent } from '#server/modules/payments/index.ts';
import {
  call,
  createGuest,
  createPlayer,
  fakeClock,
  userRow,
  type FakeClock,
} from '../account/account-test-app.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { startCheckout } from './memberships-calls.ts';

const day = 24 * 60 * 60 * 1000;
const api = '/api/memberships/v1';

// Each jobs.runNow() runs every job (the syncs too): on a loaded 2-core machine, on PostgreSQL, a case with
// two of them outgrew the 30 s default.
describe('payments with the local provider', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  let clock: FakeClock;
  const secret = localWebhookSecret(testConfig().jwtSecret);
  beforeAll(async () => {
    clock = fakeClock(new Date('2026-01-31T10:00:00.000Z'));
    testApp = await buildTestApp({ clock });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const roleOf = async (userId: string) => (await userRow(app(), userId))?.role;

  const checkout = (token: SessionTokens | string) => startCheckout(app(), token);

  const choose = (url: string, choice: string, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `choice=${choice}`,
    });

  const mine = async (token: SessionTokens | string) => {
    const response = await call(app(), 'GET', `${api}/Subscription`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MySubscriptionDto>();
  };

  const result = async (token: SessionTokens | string, checkoutId: string) => {
    const response = await call(app(), 'POST', `${api}/CheckoutResult`, { token, body: { checkoutId } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutResultDto>();
  };

  /** A Player who paid on the local checkout page, with the session the success page got. */
  async function subscriber() {
    const player = await createPlayer(app());
    const started = await checkout(player.tokens);
    expect((await choose(started.url, 'pay')).statusCode).toBe(303);
    const { session } = await result(player.tokens, started.checkoutId);
    if (!session) throw new Error('no new session after paying');
    const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.userId, player.user.id));
    if (!row) throw new Error('no subscription after paying');
    return { ...player, tokens: session, subscription: row };
  }

  /** Posts a webhook body signed now (the test app's wall clock is the fake one) with the local secret. */
  function webhook(body: string, signature = signLocalEvent(secret, body, clock.now()), provider = 'local') {
    return app().inject({
      method: 'POST',
      url: `${api}/Webhook/${provider}`,
      headers: { 'content-type': 'application/json', [localSignatureHeader]: signature },
      payload: body,
    });
  }

  const event = (id: string, created: Date, body: unknown) =>
    JSON.stringify({ id, created: created.toISOString(), event: body });

  it('answers the plan from the configuration: $4.99 a month by default', async () => {
    const response = await call(app(), 'GET', `${api}/Plan`);
    expect(response.json()).toEqual({ amountCents: 499, currency: 'USD', interval: 'month' });
  });

  it('pays on the local checkout page: PremiumPlayer, a new session, a month paid, the history', async () => {
    const ann = await createPlayer(app());
    const started = await checkout(ann.tokens);
    expect(started.url).toBe(`${api}/local/checkout/${started.checkoutId}`);
    const page = await app().inject({ method: 'GET', url: started.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay $4.99');

    expect((await result(ann.tokens, started.checkoutId)).status).toBe('open');
    const paid = await choose(started.url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/memberships/payment/success?checkout=${started.checkoutId}`);
    expect(await roleOf(ann.user.id)).toBe('PremiumPlayer');

    // The success page's call: the role changed, so the session is replaced.
    const done = await result(ann.tokens, started.checkoutId);
    expect(done.status).toBe('completed');
    expect(done.session).not.toBeNull();
    expect((await call(app(), 'GET', 'WhoAmI', { token: ann.tokens })).statusCode).toBe(401);
    const session = done.session as SessionTokens;
    expect((await call(app(), 'GET', 'WhoAmI', { token: session })).json()).toMatchObject({
      userRoleId: 'PremiumPlayer',
    });
    // Asked again with the new session: nothing to replace.
    expect(await result(session, started.checkoutId)).toEqual({ status: 'completed', session: null });

    // 31 January + a month is the last day of February.
    const end = '2026-02-28T10:00:00.000Z';
    const state = await mine(session);
    expect(state.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      amountCents: 499,
      currency: 'USD',
      interval: 'month',
      currentPeriodEnd: end,
      paidUntil: end,
      nextChargeAt: end,
      endedAt: null,
    });
    expect(state.payments).toMatchObject([{ status: 'paid', amountCents: 499, periodEnd: end }]);
    const [entitlement] = await app()
      .db.select()
      .from(premiumEntitlements)
      .where(
        and(eq(premiumEntitlements.userId, ann.user.id), eq(premiumEntitlements.source, 'subscription')),
      );
    expect(entitlement?.until.toISOString()).toBe(end);
    // The page of a paid checkout offers nothing more; a second Pay goes to the success page and pays nothing.
    expect((await app().inject({ method: 'GET', url: started.url })).body).toContain(
      'This checkout is completed',
    );
    expect((await choose(started.url, 'pay')).headers.location).toContain('/memberships/payment/success');
    expect((await mine(session)).payments).toHaveLength(1);
  });

  it('records a declined card, keeps the checkout open, and pays on the next try', async () => {
    const bob = await createPlayer(app());
    const started = await checkout(bob.tokens);
    const declined = await choose(started.url, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`${started.url}?declined=1`);
    expect((await app().inject({ method: 'GET', url: `${started.url}?declined=1` })).body).toContain(
      'Your payment was declined',
    );
    expect(await roleOf(bob.user.id)).toBe('Player');
    expect((await mine(bob.tokens)).payments).toMatchObject([{ status: 'failed' }]);
    expect((await checkout(bob.tokens)).checkoutId).toBe(started.checkoutId);
    await choose(started.url, 'pay');
    expect(await roleOf(bob.user.id)).toBe('PremiumPlayer');
    expect((await mine(bob.tokens)).payments.map((payment) => payment.status).sort()).toEqual([
      'failed',
      'paid',
    ]);
  });

  it('cancels a checkout: back to the cancel page, nothing paid, a new click starts a new checkout', async () => {
    const cy = await createPlayer(app());
    const started = await checkout(cy.tokens);
    const canceled = await choose(started.url, 'cancel');
    expect(canceled.headers.location).toBe('/memberships/payment/cancel');
    expect(await result(cy.tokens, started.checkoutId)).toEqual({ status: 'canceled', session: null });
    expect(await roleOf(cy.user.id)).toBe('Player');
    expect((await checkout(cy.tokens)).checkoutId).not.toBe(started.checkoutId);
  });

  it('refuses guests, administrators, a second subscription, unknown checkouts and changes without one', async () => {
    const refusal = async (response: { statusCode: number; json: <T>() => T }) => ({
      status: response.statusCode,
      code: response.json<{ code: string }>().code,
    });
    const guest = await createGuest(app());
    const admin = await createPlayer(app(), { role: 'Administrator' });
    const player = await createPlayer(app());
    const paying = await subscriber();
    const post = (token: SessionTokens) => call(app(), 'POST', `${api}/Checkout`, { token, body: {} });
    expect(await refusal(await post(guest.tokens))).toEqual({ status: 409, code: 'guestHasNoMembership' });
    expect(await refusal(await post(admin.tokens))).toEqual({
      status: 409,
      code: 'administratorHasNoMembership',
    });
    expect(await refusal(await post(paying.tokens))).toEqual({ status: 409, code: 'alreadySubscribed' });
    const unknown = await call(app(), 'POST', `${api}/CheckoutResult`, {
      token: player.tokens,
      body: { checkoutId: 'A'.repeat(24) },
    });
    expect(await refusal(unknown)).toEqual({ status: 404, code: 'unknownCheckout' });
    // Another player's checkout is not the caller's.
    const other = await call(app(), 'POST', `${api}/CheckoutResult`, {
      token: player.tokens,
      body: {
        checkoutId: (
          await app().db.select().from(paymentCheckouts).where(eq(paymentCheckouts.userId, paying.user.id))
        )[0]?.id,
      },
    });
    expect(await refusal(other)).toEqual({ status: 404, code: 'unknownCheckout' });
    for (const path of ['Subscription/Cancel', 'Subscription/Resume']) {
      const response = await call(app(), 'PUT', `${api}/${path}`, { token: player.tokens, body: {} });
      expect(await refusal(response)).toEqual({ status: 409, code: 'noSubscription' });
    }
    // The local provider takes no card: no payment method to change.
    const portal = (token: SessionTokens) =>
      call(app(), 'POST', `${api}/Subscription/Portal`, { token, body: {} });
    expect(await refusal(await portal(player.tokens))).toEqual({ status: 409, code: 'noSubscription' });
    expect(await refusal(await portal(paying.tokens))).toEqual({ status: 409, code: 'noPaymentPortal' });
    expect(
      (await app().inject({ method: 'GET', url: `${api}/local/checkout/${'B'.repeat(24)}` })).statusCode,
    ).toBe(404);
    // A cross-site form post to the checkout page is refused.
    const started = await checkout(player.tokens);
    const crossSite = await choose(started.url, 'pay', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await roleOf(player.user.id)).toBe('Player');
  });

  it('gives two checkouts at once one and the same, and two payments at once one subscription', async () => {
    const dee = await createPlayer(app());
    const started = await Promise.all(Array.from({ length: 6 }, () => checkout(dee.tokens)));
    expect(new Set(started.map((one) => one.checkoutId)).size).toBe(1);
    const open = await app()
      .db.select()
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.userId, dee.user.id), eq(paymentCheckouts.status, 'open')));
    expect(open).toHaveLength(1);

    const url = started[0]?.url ?? '';
    const answers = await Promise.all(Array.from({ length: 4 }, () => choose(url, 'pay')));
    expect(answers.every((answer) => answer.statusCode === 303)).toBe(true);
    expect(
      await app().db.select().from(subscriptions).where(eq(subscriptions.userId, dee.user.id)),
    ).toHaveLength(1);
    expect(await app().db.select().from(payments).where(eq(payments.userId, dee.user.id))).toHaveLength(1);
  });

  it('cancels at the period end (still premium), resumes, cancels again, then ends with the period', async () => {
    const eve = await subscriber();
    const cancel = await call(app(), 'PUT', `${api}/Subscription/Cancel`, { token: eve.tokens, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<MySubscriptionDto>().subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    });
    expect(await roleOf(eve.user.id)).toBe('PremiumPlayer');
    const resume = await call(app(), 'PUT', `${api}/Subscription/Resume`, { token: eve.tokens, body: {} });
    expect(resume.json<MySubscriptionDto>().subscription).toMatchObject({ cancelAtPeriodEnd: false });
    // Cancelling twice is one cancel.
    await call(app(), 'PUT', `${api}/Subscription/Cancel`, { token: eve.tokens, body: {} });
    await call(app(), 'PUT', `${api}/Subscription/Cancel`, { token: eve.tokens, body: {} });

    const end = eve.subscription.currentPeriodEnd.getTime();
    clock.advance(end - clock.now().getTime() - 1000);
    await app().jobs.runNow();
    expect(await roleOf(eve.user.id)).toBe('PremiumPlayer');
    clock.advance(1000);
    await app().jobs.runNow();
    expect(await roleOf(eve.user.id)).toBe('Player');
    const state = await mine(await app().sessions.issue(eve.user.id));
    expect(state.subscription).toMatchObject({ status: 'ended', nextChargeAt: null });
    expect(state.payments).toHaveLength(1);
    // A new subscription may start.
    expect((await checkout(await app().sessions.issue(eve.user.id))).url).toContain('/local/checkout/');
  });

  it('renews an uncancelled subscription at its period end (the local provider charges), once', async () => {
    const fay = await subscriber();
    const end = fay.subscription.currentPeriodEnd;
    clock.advance(end.getTime() - clock.now().getTime() + 1000);
    await Promise.all([app().jobs.runNow(), app().jobs.runNow()]);
    expect(await roleOf(fay.user.id)).toBe('PremiumPlayer');
    const state = await mine(await app().sessions.issue(fay.user.id));
    expect(state.subscription?.currentPeriodStart).toBe(end.toISOString());
    expect(state.subscription?.paidUntil).toBe(state.subscription?.currentPeriodEnd);
    expect(new Date(state.subscription?.paidUntil ?? 0).getTime()).toBeGreaterThan(end.getTime() + 27 * day);
    expect(state.payments.map((payment) => payment.status)).toEqual(['paid', 'paid']);
  });

  it('a failed renewal makes it past due: premium ends with the period paid for, and the subscription ends', async () => {
    const gus = await subscriber();
    const failed = await webhook(
      event(`evt_test_failed_${gus.user.id}`, clock.now(), {
        type: 'subscription.payment_failed',
        subscriptionId: gus.subscription.providerSubscriptionId,
        payment: {
          id: `pay_test_${gus.user.id}`,
          amountCents: 499,
          currency: 'USD',
          periodStart: null,
          periodEnd: null,
        },
      }),
    );
    expect(failed.json<WebhookResultDto>()).toEqual({ received: true, applied: true });
    expect((await mine(gus.tokens)).subscription).toMatchObject({ status: 'past_due' });
    expect(await roleOf(gus.user.id)).toBe('PremiumPlayer');
    clock.advance(gus.subscription.paidUntil.getTime() - clock.now().getTime());
    await app().jobs.runNow();
    expect(await roleOf(gus.user.id)).toBe('Player');
    expect((await mine(await app().sessions.issue(gus.user.id))).subscription).toMatchObject({
      status: 'ended',
    });
  });

  it('a refund of the period paid for ends premium and the subscription at once', async () => {
    const hal = await subscriber();
    const [payment] = await app().db.select().from(payments).where(eq(payments.userId, hal.user.id));
    const refund = event(`evt_test_refund_${hal.user.id}`, clock.now(), {
      type: 'payment.refunded',
      paymentId: payment?.providerPaymentId,
    });
    expect((await webhook(refund)).json<WebhookResultDto>().applied).toBe(true);
    expect(await roleOf(hal.user.id)).toBe('Player');
    const state = await mine(hal.tokens);
    expect(state.subscription).toMatchObject({ status: 'ended' });
    expect(state.payments).toMatchObject([{ status: 'refunded' }]);
    // Replayed: nothing more.
    expect((await webhook(refund)).json<WebhookResultDto>()).toEqual({ received: true, applied: false });
  });

  it('refuses forged, stale, unsigned and malformed webhooks with 400, changing nothing', async () => {
    const ivy = await subscriber();
    const body = event(`evt_test_forged_${ivy.user.id}`, clock.now(), {
      type: 'payment.refunded',
      paymentId: (await app().db.select().from(payments).where(eq(payments.userId, ivy.user.id)))[0]
        ?.providerPaymentId,
    });
    const refused = async (response: { statusCode: number; json: <T>() => T }) => {
      expect(response.statusCode).toBe(400);
      return response.json<{ code: string; params: { reason: string } }>();
    };
    expect(
      await refused(await webhook(body, signLocalEvent('not-the-secret', body, clock.now()))),
    ).toMatchObject({
      code: 'invalidWebhook',
      params: { reason: 'a wrong signature' },
    });
    const tampered = body.replace('payment.refunded', 'payment.refunded ');
    expect(
      (await refused(await webhook(tampered, signLocalEvent(secret, body, clock.now())))).params.reason,
    ).toBe('a wrong signature');
    const stale = signLocalEvent(secret, body, new Date(clock.now().getTime() - 10 * 60_000));
    expect((await refused(await webhook(body, stale))).params.reason).toBe(
      'a signature too old or from the future',
    );
    expect((await refused(await webhook(body, 't=1,v1=zz'))).params.reason).toBe('a malformed signature');
    const unsigned = await app().inject({
      method: 'POST',
      url: `${api}/Webhook/local`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect((await refused(unsigned)).params.reason).toBe('no signature');
    expect((await refused(await webhook('{not json'))).params.reason).toBe('a body that is not JSON');
    expect((await refused(await webhook('{"id":"x","event":{"type":"unknown"}}'))).params.reason).toBe(
      'a body that is not an event',
    );
    expect((await refused(await webhook(body, undefined, 'stripe'))).params.reason).toBe(
      'not the configured provider',
    );
    expect(await roleOf(ivy.user.id)).toBe('PremiumPlayer');
    expect((await mine(ivy.tokens)).subscription).toMatchObject({ status: 'active' });
    // The same event, signed: applied, once, however many copies arrive together.
    const copies = await Promise.all(Array.from({ length: 5 }, () => webhook(body)));
    expect(copies.map((copy) => copy.json<WebhookResultDto>().applied).sort()).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(await roleOf(ivy.user.id)).toBe('Player');
  });

  it('ignores an older state arriving after a newer one', async () => {
    const jo = await subscriber();
    const sub = jo.subscription;
    const state = (cancelAtPeriodEnd: boolean) => ({
      type: 'subscription.updated',
      subscription: {
        id: sub.providerSubscriptionId,
        status: 'active',
        cancelAtPeriodEnd,
        periodStart: sub.currentPeriodStart.toISOString(),
        periodEnd: sub.currentPeriodEnd.toISOString(),
      },
    });
    const now = clock.now().getTime();
    await webhook(event(`evt_test_new_${jo.user.id}`, new Date(now + 2000), state(true)));
    const old = await webhook(event(`evt_test_old_${jo.user.id}`, new Date(now + 1000), state(false)));
    expect(old.json<WebhookResultDto>().applied).toBe(true);
    expect((await mine(jo.tokens)).subscription?.cancelAtPeriodEnd).toBe(true);
  });

  it('UpgradeToPremium starts a checkout; DowngradeToStandard cancels at the period end', async () => {
    const kim = await createPlayer(app());
    const up = await call(app(), 'PUT', 'UpgradeToPremium', { token: kim.tokens, body: {} });
    expect(up.statusCode, up.body).toBe(200);
    const started = up.json<CheckoutDto>();
    expect(started.url).toContain('/local/checkout/');
    expect(await roleOf(kim.user.id)).toBe('Player');
    await choose(started.url, 'pay');
    const session = (await result(kim.tokens, started.checkoutId)).session as SessionTokens;
    const again = await call(app(), 'PUT', 'UpgradeToPremium', { token: session, body: {} });
    expect(again.json()).toMatchObject({ code: 'alreadyPremium' });
    const down = await call(app(), 'PUT', 'DowngradeToStandard', { token: session, body: {} });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json<MySubscriptionDto>().subscription).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await roleOf(kim.user.id)).toBe('PremiumPlayer');

    // Premium from the free switch before payments (no subscription, no bundle days) ends at once.
    const legacy = await createPlayer(app(), { role: 'PremiumPlayer' });
    const legacyDown = await call(app(), 'PUT', 'DowngradeToStandard', { token: legacy.tokens, body: {} });
    expect(legacyDown.statusCode, legacyDown.body).toBe(200);
    expect(await roleOf(legacy.user.id)).toBe('Player');
    const notPremium = await call(app(), 'PUT', 'DowngradeToStandard', { token: legacy.tokens, body: {} });
    expect(notPremium.json()).toMatchObject({ code: 'notPremium' });
  });
});
