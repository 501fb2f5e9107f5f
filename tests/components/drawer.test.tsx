import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { players, renderApp, type RenderAppOptions } from '../test-utils/app.tsx';
import {
  apiUrl,
  football,
  mswServer,
  recordRequests,
  staticLookupHandlers,
  useMswServer,
} from '../test-utils/msw.ts';

useMswServer(
  staticLookupHandlers.activeSports(),
  staticLookupHandlers.allSportsAndCompetitions(),
  staticLookupHandlers.outrightSportsAndCompetitions(),
);

async function openDrawer(options: RenderAppOptions = {}) {
  const app = renderApp(options);
  await screen.findByRole('heading', { level: 1 });
  await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...app, drawer };
}

function menuLabels(drawer: HTMLElement): string[] {
  const menu = within(drawer).getByRole('navigation', { name: 'Main menu' });
  // The top-level items only; the sports submenu is tested on its own.
  return Array.from(menu.querySelectorAll('[data-drawer-item]')).map(
    (item) => item.querySelector('.mantine-NavLink-label')?.textContent ?? '',
  );
}

describe('side drawer', () => {
  it('shows a visitor the public items, Join League, and Sign up / Login', async () => {
    const { drawer } = await openDrawer();
    expect(menuLabels(drawer)).toEqual([
      'How to play',
      'Daily Challenge',
      'Sports',
      'Join League',
      'Leaderboards',
      'Membership',
      'FAQs',
    ]);
    const account = within(drawer).getByTestId('account-area');
    expect(within(account).getByText('N/A')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Sign up to play' })).toHaveAttribute('href', '/signup');
    expect(within(drawer).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(drawer).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a Player Leagues instead of Join League, their name and Logout', async () => {
    const { drawer } = await openDrawer({ user: players.player });
    expect(menuLabels(drawer)).toEqual([
      'How to play',
      'Daily Challenge',
      'Sports',
      'Leagues',
      'Leaderboards',
      'Membership',
      'FAQs',
    ]);
    const account = within(drawer).getByTestId('account-area');
    expect(within(account).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Click to view Profile' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows an Administrator the admin app link first', async () => {
    const { drawer, pageLoader, user } = await openDrawer({ user: players.administrator });
    expect(menuLabels(drawer)).toEqual([
      'Go To Admin App',
      'How to play',
      'Daily Challenge',
      'Sports',
      'Leagues',
      'Leaderboards',
      'Membership',
      'FAQs',
    ]);
    await user.click(within(drawer).getByText('Go To Admin App'));
    expect(pageLoader.assign).toHaveBeenCalledWith('/admin/');
  });

  it('treats a ShadowAdministrator as an admin, ignoring case', async () => {
    const { drawer } = await openDrawer({
      user: { ...players.administrator, userRoleId: 'shadowadministrator' },
    });
    expect(menuLabels(drawer)[0]).toBe('Go To Admin App');
  });

  it('offers a GuestPlayer Join League, not Leagues, and shows their name', async () => {
    // The session machine asks a stored guest's status on load; a guest gets conversion buttons
    // instead of Sign up and Login (tests/components/session-drawer.test.tsx has them all).
    mswServer.use(http.get(apiUrl('account/v1/myUserStatus'), () => HttpResponse.json({ status: 1 })));
    const { drawer } = await openDrawer({ user: players.guest });
    expect(menuLabels(drawer)).toEqual([
      'How to play',
      'Daily Challenge',
      'Sports',
      'Join League',
      'Leaderboards',
      'Membership',
      'FAQs',
    ]);
    expect(within(drawer).getByText('Lucky Lion 42')).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('ignores a stored user when the stored session flag is off', async () => {
    const { drawer } = await openDrawer({ user: players.player, stored: { authenticated: false } });
    expect(within(drawer).getByText('N/A')).toBeInTheDocument();
    expect(menuLabels(drawer)).toContain('Join League');
  });

  it('Login loads the login app in full', async () => {
    const { drawer, pageLoader, user } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Login' }));
    expect(pageLoader.assign).toHaveBeenCalledWith('/auth/');
  });

  it('Logout signs out on the server, forgets the stored session and loads the root page', async () => {
    // The session machine signs out on the server, then loads the root page in full.
    const signOuts = recordRequests();
    mswServer.use(http.post(apiUrl('auth/v1/signout'), () => new HttpResponse(null, { status: 204 })));
    const { drawer, storage, pageLoader, user } = await openDrawer({ user: players.player, path: '/faqs' });
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(storage.get('userContext')).toBeNull();
    expect(storage.get('authenticated')).toBe(false);
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledExactlyOnceWith('/'));
    expect(signOuts).toContain(`POST ${apiUrl('auth/v1/signout')}`);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument(); // the avatar
  });

  it('menu items navigate and close the drawer', async () => {
    const { drawer, router, user } = await openDrawer();
    await user.click(within(drawer).getByText('FAQs'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faqs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('sports submenu', () => {
  const sportsRequests = [
    `GET ${apiUrl('StaticLookups/v1/Sports/?isActive=1')}`,
    `GET ${apiUrl('StaticLookups/v1/OutrightSportsAndCompetitions')}`,
  ];

  it.each([false, true])(
    'is fetched once, on the first opening of the drawer (StrictMode: %s)',
    async (strict) => {
      const requests = recordRequests();
      const app = renderApp({ strict });
      await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
      expect(requests).toEqual([]);

      await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await app.user.click(within(drawer).getByText('Sports'));
      expect(await within(drawer).findByRole('link', { name: 'Football' })).toHaveAttribute(
        'href',
        '/play/Football',
      );
      expect(within(drawer).getByRole('link', { name: 'Basketball' })).toHaveAttribute(
        'href',
        '/play/Basketball',
      );
      // Above the sports, the week of every sport.
      expect(within(drawer).getByRole('link', { name: 'All sports' })).toHaveAttribute('href', '/play');
      // Below them, the open outright competitions, which have no week of their own.
      expect(await within(drawer).findByRole('link', { name: /NBA Championship winners/ })).toHaveAttribute(
        'href',
        '/play/Basketball/basketball_nba_championship_winner',
      );
      expect(within(drawer).getByText('Basketball outright')).toBeInTheDocument();
      expect(within(drawer).queryByText('Euroleague winners')).not.toBeInTheDocument();

      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
      await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
      const reopened = await screen.findByRole('dialog', { name: 'Menu' });
      await app.user.click(within(reopened).getByText('Sports'));
      expect(await within(reopened).findByRole('link', { name: 'Football' })).toBeInTheDocument();

      expect([...requests].sort()).toEqual([...sportsRequests].sort());
    },
  );

  it('shows the loading state while the list is on its way', async () => {
    let answer: (value: Response) => void = () => undefined;
    mswServer.use(
      http.get(
        apiUrl('StaticLookups/v1/Sports/'),
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByText('Sports'));
    expect(await within(drawer).findByText('Loading sports…')).toBeInTheDocument();
    answer(HttpResponse.json([football]));
    expect(await within(drawer).findByRole('link', { name: 'Football' })).toBeInTheDocument();
    expect(within(drawer).queryByText('Loading sports…')).not.toBeInTheDocument();
  });

  it('shows the error and retries on request', async () => {
    mswServer.use(
      http.get(
        apiUrl('StaticLookups/v1/Sports/'),
        () =>
          HttpResponse.json(
            { statusCode: 500, error: 'x', code: 'internalError', message: 'x' },
            { status: 500 },
          ),
        {
          once: true,
        },
      ),
    );
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByText('Sports'));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Error Processing Request: Internal Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByRole('link', { name: 'Football' })).toBeInTheDocument();
  });

  it('a sport in the submenu opens its events view', async () => {
    const { drawer, router, user } = await openDrawer();
    await user.click(within(drawer).getByText('Sports'));
    await user.click(await within(drawer).findByRole('link', { name: 'Football' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/Football'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
  });
});
