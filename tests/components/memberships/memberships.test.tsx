// The memberships screens (docs/payments.md): /memberships compares the levels with the server's price and
// offers each visitor their way up; the success page takes the paid checkout's new session; the
// subscription's page shows the plan and payments and cancels at the period's end.
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { MySubscriptionDto, PremiumPlanDto, SubscriptionDto } from '#core/contract/memberships.ts';
import { players, renderApp } from '../../test-utils/app.tsx';
import { apiUrl, useMswServer } from '../../test-utils/msw.ts';
import { json, serve } from '../leagues/leagues-fixtures.ts';

useMswServer();
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('#src/features/memberships/MembershipsPage.tsx');
});

const options = { timeout: 20_000 };
const plan: PremiumPlanDto = { amountCents: 499, currency: 'USD', interval: 'month' };
const premiumPlayer = { ...players.player, userRoleId: 'PremiumPlayer' };
const active: SubscriptionDto = {
  provider: 'local',
  status: 'active',
  cancelAtPeriodEnd: false,
  amountCents: 499,
  currency: 'USD',
  interval: 'month',
  currentPeriodStart: '2026-11-27T10:00:00.000Z',
  currentPeriodEnd: '2026-12-27T10:00:00.000Z',
  paidUntil: '2026-12-27T10:00:00.000Z',
  nextChargeAt: '2026-12-27T10:00:00.000Z',
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: null,
};
const subscribed: MySubscriptionDto = {
  subscription: active,
  payments: [
    {
      id: 'p-1',
      status: 'paid',
      amountCents: 499,
      currency: 'USD',
      periodStart: '2026-11-27T10:00:00.000Z',
      periodEnd: '2026-12-27T10:00:00.000Z',
      createdAt: '2026-11-27T10:00:00.000Z',
    },
  ],
  bundlePremiumUntil: null,
};

describe('/memberships', options, () => {
  it("compares the levels with the server's price; a visitor is offered sign-up", async () => {
    serve('get', apiUrl('memberships/v1/Plan'), () => json(plan));
    renderApp({ path: '/memberships' });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(await within(premium).findByText('$4.99 a month')).toBeInTheDocument();
    expect(
      within(premium).getByText('Premium belongs to a permanent account: sign up first.'),
    ).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Guest' })).toHaveTextContent('The daily challenge');
    expect(screen.queryByText('Your plan')).toBeNull();
  });

  it('offers a standard player Subscribe, and a premium player the way to manage it', async () => {
    serve('get', apiUrl('memberships/v1/Plan'), () => json({ ...plan, currency: 'EUR', interval: 'year' }));
    renderApp({ path: '/memberships', user: players.player });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(await within(premium).findByText('€4.99 a year')).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Subscribe to premium' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Standard' })).toHaveTextContent('Your plan');
  });

  it('shows a premium player their plan and Manage', async () => {
    serve('get', apiUrl('memberships/v1/Plan'), () => json(plan));
    renderApp({ path: '/memberships', user: premiumPlayer });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Your plan')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Manage your subscription' })).toBeInTheDocument();
  });
});

describe('/memberships/payment/success', options, () => {
  it('asks how the checkout ended and says so when it was paid', async () => {
    const sent = serve('post', apiUrl('memberships/v1/CheckoutResult'), () =>
      json({ status: 'completed', session: null }),
    );
    renderApp({
      path: '/memberships/payment/success?checkout=AAAAAAAAAAAAAAAAAAAAAAAA',
      user: players.player,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription successful' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your stats' })).toHaveAttribute('href', '/stats');
    expect(sent.map((request) => request.body)).toEqual([{ checkoutId: 'AAAAAAAAAAAAAAAAAAAAAAAA' }]);
  });

  it('says a cancelled checkout was not paid', async () => {
    serve('post', apiUrl('memberships/v1/CheckoutResult'), () => json({ status: 'canceled', session: null }));
    renderApp({
      path: '/memberships/payment/success?checkout=AAAAAAAAAAAAAAAAAAAAAAAA',
      user: players.player,
    });
    expect(
      await screen.findByText('The payment was not completed, and nothing was charged.'),
    ).toBeInTheDocument();
  });
});

describe('/account-settings/subscriptions', options, () => {
  it('shows the plan, the next charge and the payments, and cancels at the period end after asking', async () => {
    const cancelled: MySubscriptionDto = {
      ...subscribed,
      subscription: { ...active, cancelAtPeriodEnd: true, nextChargeAt: null },
    };
    serve('get', apiUrl('memberships/v1/Subscription'), () => json(subscribed));
    const sent = serve('put', apiUrl('memberships/v1/Subscription/Cancel'), () => json(cancelled));
    const { user } = renderApp({ path: '/account-settings/subscriptions', user: premiumPlayer });
    expect(await screen.findByText('Premium, $4.99 a month')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('Paid');
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(sent).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Cancel at the end of the period' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription cancelled' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("offers Stripe's portal for the card to a Stripe subscription only", async () => {
    const withStripe: MySubscriptionDto = { ...subscribed, subscription: { ...active, provider: 'stripe' } };
    serve('get', apiUrl('memberships/v1/Subscription'), () => json(withStripe));
    const portal = 'https://billing.stripe.test/p/session/bps_1';
    const sent = serve('post', apiUrl('memberships/v1/Subscription/Portal'), () => json({ url: portal }));
    const { user } = renderApp({ path: '/account-settings/subscriptions', user: premiumPlayer });
    await user.click(await screen.findByRole('button', { name: 'Manage payment method' }));
    await expect.poll(() => sent.length).toBe(1);
  });

  it('shows no payment method button for a local subscription', async () => {
    serve('get', apiUrl('memberships/v1/Subscription'), () => json(subscribed));
    renderApp({ path: '/account-settings/subscriptions', user: premiumPlayer });
    expect(await screen.findByText('Premium, $4.99 a month')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage payment method' })).not.toBeInTheDocument();
  });
});
