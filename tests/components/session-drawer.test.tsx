import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, cleanup, waitFor, within } from '@testing-library/react';
import { players, renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, recordRequests, staticLookupHandlers, useMswServer } from '../test-utils/msw.ts';
import { drawerActions, openDrawer, renderGuest, sessionHandlers } from './session-fixtures.ts';

useMswServer(
  staticLookupHandlers.activeSports(),
  staticLookupHandlers.allSportsAndCompetitions(),
  staticLookupHandlers.outrightSportsAndCompetitions(),
);

describe('drawer buttons by guest status (docs/product.md §4)', () => {
  it.each([
    [1, ['Upgrade', 'Logout Permanently']],
    [2, ["I've validated my email", 'Resend verification email', 'Logout Permanently']],
    [3, ['Set Password', 'Reverify account with a new email address']],
  ] as const)('status %i shows %j', async (status, buttons) => {
    mswServer.use(sessionHandlers.guestStatus(status));
    const drawer = await openDrawer(renderGuest());
    await waitFor(() => expect(drawerActions(drawer)).toEqual(buttons));
  });

  it('Set Password leads to /change-password', async () => {
    mswServer.use(sessionHandlers.guestStatus(3));
    const app = renderGuest();
    const drawer = await openDrawer(app);
    await app.user.click(await within(drawer).findByRole('link', { name: 'Set Password' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/change-password'));
  });

  it('a guest whose status is unknown only gets Logout Permanently', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mswServer.use(
      http.get(apiUrl('account/v1/myUserStatus'), () =>
        HttpResponse.json(
          { statusCode: 500, error: 'x', code: 'internalError', message: 'x' },
          { status: 500 },
        ),
      ),
    );
    const drawer = await openDrawer(renderGuest());
    await waitFor(() => expect(drawerActions(drawer)).toEqual(['Logout Permanently']));
    expect(logged).toHaveBeenCalledWith('cannot get user status', expect.anything());
    logged.mockRestore();
  });
});

describe("I've validated my email", () => {
  afterEach(() => vi.useRealTimers());

  it('checks with the server: "Checking validation", then a validated guest can set a password', async () => {
    let answer: (response: Response) => void = () => undefined;
    mswServer.use(sessionHandlers.guestStatus(2));
    const app = renderGuest();
    const drawer = await openDrawer(app);
    mswServer.use(
      http.get(
        apiUrl('account/v1/myUserStatus'),
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    await app.user.click(await within(drawer).findByRole('button', { name: "I've validated my email" }));
    expect(within(drawer).getByRole('button', { name: 'Checking validation' })).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: "I've validated my email" })).not.toBeInTheDocument();
    answer(HttpResponse.json({ status: 3 }));
    await waitFor(() =>
      expect(drawerActions(drawer)).toEqual(['Set Password', 'Reverify account with a new email address']),
    );
  });

  it('still unverified: a disabled "Email not yet validated" for 2.5 s, then the button again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mswServer.use(sessionHandlers.guestStatus(2));
    const app = renderGuest();
    const drawer = await openDrawer(app);
    await app.user.click(await within(drawer).findByRole('button', { name: "I've validated my email" }));
    const flag = await within(drawer).findByRole('button', { name: 'Email not yet validated' });
    expect(flag).toBeDisabled();
    expect(flag).toHaveAttribute('data-error');
    expect(within(drawer).queryByRole('button', { name: "I've validated my email" })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2400));
    expect(within(drawer).getByRole('button', { name: 'Email not yet validated' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await within(drawer).findByRole('button', { name: "I've validated my email" })).toBeEnabled();
  });
});

describe('drawer buttons of signed-up players', () => {
  it('a standard player gets Upgrade (to memberships) and Logout', async () => {
    const app = renderApp({ user: players.player });
    const drawer = await openDrawer(app);
    expect(drawerActions(drawer)).toEqual(['Upgrade', 'Logout']);
    expect(within(drawer).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/memberships');
  });

  it('a premium player and an administrator get only Logout', async () => {
    const premium = await openDrawer(renderApp({ user: { ...players.player, userRoleId: 'PremiumPlayer' } }));
    expect(drawerActions(premium)).toEqual(['Logout']);
    cleanup();
    const administrator = await openDrawer(renderApp({ user: players.administrator }));
    expect(drawerActions(administrator)).toEqual(['Logout']);
  });

  it('a visitor gets Sign up and Login, and asks the server nothing about a session', async () => {
    const requests = recordRequests();
    const drawer = await openDrawer(renderApp());
    expect(drawerActions(drawer)).toEqual(['Sign up', 'Login']);
    expect(requests.filter((request) => !request.includes('StaticLookups'))).toEqual([]);
  });
});
