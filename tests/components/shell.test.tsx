import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { avatarColour } from '#src/lib/avatar.ts';
import { build } from '#src/lib/constants.ts';
import { formatDate } from '#src/lib/format.ts';
import { players, renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, staticLookupHandlers, useMswServer } from '../test-utils/msw.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('top bar', () => {
  it('orders the header badges Football, Basketball, home, American Football', async () => {
    renderApp();
    await h1('Daily Challenge');
    const header = screen.getByRole('banner');
    const badges = (row: 'first' | 'phone') =>
      within(header)
        .getAllByRole('button')
        .filter((button) => button.classList.contains('mantine-Badge-root'))
        .filter((button) => (button.closest('[data-row="phone-sports"]') !== null) === (row === 'phone'))
        .map((button) => button.textContent);
    expect(badges('first')).toEqual(['Football', 'Basketball', 'Longshot', 'American Football']);
    // A phone shows the sports on a second row of their own (the first row's are hidden there by CSS).
    expect(badges('phone')).toEqual(['Football', 'Basketball', 'American Football']);
  });

  it('a sport badge opens that sport and counts a navigation named for it', async () => {
    const { analytics, router, user } = renderApp();
    await h1('Daily Challenge');
    await user.click(screen.getAllByRole('button', { name: 'Basketball' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/Basketball'));
    expect(analytics.track).toHaveBeenCalledWith({
      name: 'navigation',
      category: 'navigation',
      label: 'Basketball',
    });
    expect(await h1('Basketball')).toBeInTheDocument();
  });

  it('the home badge counts a navigation, then loads the root page in full', async () => {
    const { analytics, pageLoader, user, router } = renderApp({ path: '/faqs' });
    await h1('FAQs');
    await user.click(screen.getByRole('button', { name: 'Longshot' }));
    expect(analytics.track).toHaveBeenCalledWith({
      name: 'navigation',
      category: 'navigation',
      label: 'home',
    });
    expect(pageLoader.assign).toHaveBeenCalledWith('/');
    expect(router.state.location.pathname).toBe('/faqs');
  });

  it("a visitor's avatar is labelled Login, white without initials, and loads the login app", async () => {
    const { pageLoader, user } = renderApp();
    await h1('Daily Challenge');
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar).toHaveAccessibleName('Login');
    expect(avatar).toHaveTextContent('Login');
    expect(avatar.querySelector('[data-colour]')).toHaveAttribute('data-colour', '#ffffff');
    expect(avatar.querySelector('.mantine-Avatar-placeholder')?.textContent).toBe('');
    await user.click(avatar);
    expect(pageLoader.assign).toHaveBeenCalledWith('/auth/');
  });

  it("a player's avatar shows their name, initials and colour, and opens account settings", async () => {
    const { router, user } = renderApp({ user: players.player });
    await h1('Daily Challenge');
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar).toHaveAccessibleName('Ada Lovelace');
    expect(avatar.querySelector('.mantine-Avatar-placeholder')).toHaveTextContent(/^AL$/);
    expect(avatar.querySelector('[data-colour]')).toHaveAttribute(
      'data-colour',
      avatarColour('Ada Lovelace'),
    );
    await user.click(avatar);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/personal-details'));
  });

  it('a guest named with digits gets two initials', async () => {
    // The session machine asks a stored guest's status on load.
    mswServer.use(http.get(apiUrl('account/v1/myUserStatus'), () => HttpResponse.json({ status: 1 })));
    renderApp({ user: players.guest });
    await h1('Daily Challenge');
    expect(screen.getByTestId('user-avatar').querySelector('.mantine-Avatar-placeholder')).toHaveTextContent(
      /^LL$/,
    );
  });
});

describe('footer', () => {
  it('links the contact and policy pages and shows disclaimer, copyright and build', async () => {
    renderApp();
    await h1('Daily Challenge');
    const footer = screen.getByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Contact Us', '/feedback'],
      ['Privacy Policy', '/policies/privacy'],
      ['Terms and Conditions', '/policies/termsAndConditions'],
      ['Cookie Policy', '/policies/cookies'],
      ['Licences and Disclaimers', '/policies/licences'],
    ]);
    expect(footer).toHaveTextContent(
      'Longshot is an independent prediction game. It is not affiliated with, endorsed by or sponsored by any league, team or competition organiser; their names are used only to identify matches. Points and credits have no cash value.',
    );
    expect(footer).toHaveTextContent(`© 2025 Longshot. Build ${build.number} (${formatDate(build.date)})`);
    expect(formatDate(build.date)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // The spec's build and date (1.1.218 of 21 Oct 2025) unless the build names its own (BUILD_NUMBER,
    // BUILD_DATE): not the day the bundle happened to be made.
    if (process.env.BUILD_DATE === undefined) expect(formatDate(build.date)).toBe('21/10/2025');
    if (process.env.BUILD_NUMBER === undefined) expect(build.number).toBe('1.1.218');
    expect(within(footer).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('stores the chosen language', async () => {
    const { storage, user } = renderApp();
    await h1('Daily Challenge');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    expect(storage.get('currentLocale')).toBe('en');
  });

  it('a footer link opens its page', async () => {
    const { user, router } = renderApp();
    await h1('Daily Challenge');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback'));
    expect(await h1('Contact Us')).toBeInTheDocument();
  });
});

describe('test-environment warning', () => {
  it('is shown in a test environment', async () => {
    renderApp({ settings: { environment: 'qa' } });
    await h1('Daily Challenge');
    // Loaders are statuses too (the theme's Loader): the banner is the one saying this.
    expect(
      screen.getAllByRole('status').filter((status) => status.textContent?.includes('test environment')),
    ).toHaveLength(1);
    expect(
      screen.getByText('This is a test environment (qa); servers will be slow to spin up.'),
    ).toBeVisible();
  });

  it.each(['', 'production'])('is not shown for environment "%s"', async (environment) => {
    renderApp({ settings: { environment } });
    await h1('Daily Challenge');
    expect(screen.queryByText(/This is a test environment/)).not.toBeInTheDocument();
  });
});

describe('page title and body class', () => {
  it('titles the page by route, base title and environment', async () => {
    const { router } = renderApp({ path: '/faqs', settings: { baseTitle: 'Longshot', environment: 'qa' } });
    await h1('FAQs');
    await waitFor(() => expect(document.title).toBe('FAQs | Longshot (qa)'));
    await router.navigate('/');
    await h1('Daily Challenge');
    await waitFor(() => expect(document.title).toBe('Daily Challenge | Longshot (qa)'));
  });

  it('names the environment dev when none is set', async () => {
    renderApp({ path: '/how-to-play' });
    await h1('How to play');
    await waitFor(() => expect(document.title).toBe('How to play | Longshot (dev)'));
  });

  it('sets the body class from the route name and the sport, and replaces it on navigation', async () => {
    const { router } = renderApp({ path: '/play/Football' });
    await h1('Football');
    expect(document.body.className).toBe('route-CurrentSport sport-Football');
    await router.navigate('/play/Football/soccer_epl');
    await screen.findByRole('heading', { level: 2, name: 'English Premier League' });
    expect(document.body.className).toBe('route-CurrentCompetition sport-Football');
    await router.navigate('/faqs');
    await h1('FAQs');
    expect(document.body.className).toBe('route-faqs');
  });
});
