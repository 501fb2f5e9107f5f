import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/app.tsx';
import { apiUrl, recordRequests, staticLookupHandlers, useMswServer } from '../test-utils/msw.ts';
import { serve } from './play/play-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());

// Every route of docs/product.md §2 with the heading its screen shows.
const routeTable: [path: string, heading: string][] = [
  ['/', 'Daily Challenge'],
  ['/play', 'Home'],
  ['/how-to-play', 'How to play'],
  ['/faqs', 'FAQs'],
  ['/feedback', 'Contact Us'],
  ['/memberships', 'Memberships'],
  ['/leagues', 'Leagues'],
  ['/league/join', 'Join League'],
  ['/league/17/join', 'Join League'],
  ['/league/17/details', 'League details'],
  ['/leaderboards', 'Leaderboards'],
  ['/stats', 'Additional stats'],
  ['/bundle/redeem', 'Redeem a bundle'],
  ['/bundle/SPRING25/redeem', 'Redeem a bundle'],
  ['/signup', 'Sign up'],
  ['/change-password', 'Set Password'],
  // Without a checkout to ask about, the success page says only 'Subscription' (and nothing was paid).
  ['/memberships/payment/success', 'Subscription'],
  ['/memberships/subscriptions/cancel', 'Subscription cancelled'],
  ['/policies/privacy', 'Privacy Policy'],
  ['/policies/termsAndConditions', 'Terms and Conditions'],
  ['/policies/cookies', 'Cookie Policy'],
  ['/policies/licences', 'Licences and Disclaimers'],
  ['/notfound', 'Oops! Page not found'],
  ['/auth/', 'Login'],
];

describe('routes', () => {
  // The events views ask for the week's events (and a competition's seasons) as they open.
  beforeEach(() => {
    serve.events();
    serve.seasons();
  });

  it.each(routeTable)('%s shows "%s" inside the shell', async (path, heading) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The shell is around it: the top bar's menu button and the footer.
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves /admin/* for the admin app with a full page load (docs/admin.md)', async () => {
    const { pageLoader } = renderApp({ path: '/admin/users' });
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledWith('/admin/'));
  });

  it('shows the sport, competition and archived season named by the /play URL', async () => {
    renderApp({ path: '/play/Football/soccer_epl/s-2025' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'English Premier League' })).toBeInTheDocument();
    expect(await screen.findByText('Archived season 2025/26')).toBeInTheDocument();
  });

  it('asks for the sports list once, even under StrictMode', async () => {
    const requests = recordRequests();
    renderApp({ path: '/play/Football', strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Football' });
    await waitFor(() => expect(requests).toContain(`GET ${apiUrl('predictions/v1/Events')}?sport=Football`));
    const lookups = requests.filter((request) => request.includes('AllSportsAndCompetitions'));
    expect(lookups).toEqual([`GET ${apiUrl('StaticLookups/v1/AllSportsAndCompetitions')}`]);
  });

  it('shows a sport alone at /play/:sport', async () => {
    renderApp({ path: '/play/Basketball' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basketball' })).toBeInTheDocument();
    // No competition's heading: the h2s are the week's days, each over its matches.
    for (const heading of screen.queryAllByRole('heading', { level: 2 })) {
      expect(heading).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}$/u);
    }
  });

  it.each(['/play/Curling', '/play/Football/soccer_unknown'])('%s is not a known selection', async (path) => {
    renderApp({ path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });

  it('shows each policy page with its version and date', async () => {
    for (const [path, title] of [
      ['/policies/privacy', 'Privacy Policy'],
      ['/policies/termsAndConditions', 'Terms and Conditions'],
    ] as const) {
      const view = renderApp({ path });
      await screen.findByRole('heading', { level: 1, name: title });
      expect(screen.getByText('Version 1.0, in force from 27/11/2026')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('redirects /account-settings to its personal details', async () => {
    const { router } = renderApp({ path: '/account-settings' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-settings/personal-details');
  });

  it.each([
    ['two-factor-authentication', 'Authentication Settings'],
    ['change-password', 'Change Password'],
    ['email-preferences', 'Email Preferences'],
    ['subscriptions', 'Manage Premium Subscription'],
  ])('/account-settings/%s shows "%s"', async (child, heading) => {
    renderApp({ path: `/account-settings/${child}` });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('redirects /memberships/payment/cancel to /memberships', async () => {
    const { router } = renderApp({ path: '/memberships/payment/cancel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Memberships' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/memberships');
  });

  it('sends any unknown path to "Oops! Page not found" with a way home', async () => {
    const { router, user } = renderApp({ path: '/no/such/page' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });
    const main = heading.closest('div') as HTMLElement;
    await user.click(
      within(main.parentElement ?? main).getByRole('link', { name: 'Back to the Daily Challenge' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeInTheDocument();
  });
});
