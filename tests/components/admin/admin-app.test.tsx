import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminUser, AdminUserRow } from '#src/admin/admin-calls.ts';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';
import { renderAdmin, whoAmI } from './admin-harness.tsx';

useMswServer();

const ada: AdminUserRow = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'Player',
  createdAt: '2026-11-20T10:00:00.000Z',
  credits: 2,
  locked: false,
};
const adaDetail: AdminUser = { ...ada, twoFactorEnabled: false, lockoutEnd: null, recentPicks: [] };

describe('the admin app', () => {
  it('lands an administrator signed in on the player side on the users table, and filters it', async () => {
    const asked: URL[] = [];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('admin/v1/Users'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return HttpResponse.json(
          url.searchParams.has('filters') ? { rows: [], total: 0 } : { rows: [ada], total: 1 },
        );
      }),
    );
    renderAdmin('/users');
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Email/ })).toBeInTheDocument();
    expect(asked[0]?.searchParams.get('pageSize')).toBe('20');
    expect(asked[0]?.searchParams.get('sortBy')).toBe('createdAt');

    await userEvent.type(screen.getByLabelText('Value'), 'zz');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByText('No elements found')).toBeInTheDocument();
    expect(JSON.parse(asked.at(-1)?.searchParams.get('filters') ?? '[]')).toEqual([
      { type: 'text', key: 'email', operator: 'Contains', primaryValue: 'zz' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: /Credits/ }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sortBy')).toBe('credits'));
    expect(asked.at(-1)?.searchParams.get('sortDirection')).toBe('asc');
  });

  it('lets an administrator grant a credit from the user page', async () => {
    const grants: unknown[] = [];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl(`admin/v1/Users/${ada.id}`), () => HttpResponse.json(adaDetail)),
      http.post(apiUrl('account/v1/admin/credits'), async ({ request }) => {
        grants.push(await request.json());
        return HttpResponse.json({ granted: [] });
      }),
    );
    renderAdmin(`/users/${ada.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant a credit' }));
    expect(await screen.findByText('Credit granted')).toBeInTheDocument();
    expect(grants).toEqual([{ userId: ada.id, typeId: 3, count: 1 }]);
  });

  it('shows a shadow administrator the actions disabled, with a note', async () => {
    mswServer.use(
      whoAmI('ShadowAdministrator'),
      http.get(apiUrl(`admin/v1/Users/${ada.id}`), () => HttpResponse.json(adaDetail)),
    );
    renderAdmin(`/users/${ada.id}`);
    expect(
      await screen.findByText('Shadow administrators can see everything but change nothing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Grant a credit' })).toBeDisabled();
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });

  it('tells a signed-in player the admin app is not theirs', async () => {
    mswServer.use(whoAmI('Player'));
    renderAdmin('/users');
    expect(await screen.findByText('This account is not an administrator')).toBeInTheDocument();
  });

  it('signs an administrator in with password and two-factor code, storing the session', async () => {
    const signIns: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('auth/v1/basic/signIn'), async ({ request }) => {
        signIns.push(await request.json());
        return HttpResponse.json({ status: 2, statusMessage: 'Verify', tfaToken: 'tfa', loginId: 'admin-1' });
      }),
      http.post(apiUrl('auth/v1/basic/signIn/tfa'), async ({ request }) => {
        signIns.push(await request.json());
        return HttpResponse.json({
          status: 0,
          statusMessage: 'Logged in.',
          bearerToken: 'b',
          refreshToken: 'r',
          loginId: 'admin-1',
        });
      }),
      whoAmI('Administrator'),
      http.get(apiUrl('admin/v1/Users'), () => HttpResponse.json({ rows: [], total: 0 })),
    );
    const session = renderAdmin('/users', {});
    const form = await screen.findByRole('heading', { name: 'Longshot admin: sign in' });
    expect(form).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'zed@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText(/Authenticator code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('No elements found')).toBeInTheDocument();
    expect(signIns).toEqual([
      { email: 'zed@example.com', password: 'Secret-123' },
      { code: '123456', tfaToken: 'tfa', loginId: 'admin-1' },
    ]);
    expect(session.getSnapshot().matches({ signedIn: 'admin' })).toBe(true);
    expect(within(document.body).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('the feedback inbox', () => {
  it('lists the Contact Us inbox newest first, linking a signed-in sender to their user page', async () => {
    const asked: string[] = [];
    mswServer.use(
      whoAmI('ShadowAdministrator'),
      http.get(apiUrl('feedback/v1/admin/Feedback'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          items: [
            {
              id: 'f2',
              category: 'bug',
              subject: 'The slip is stuck',
              message: 'Save does nothing\non my phone.',
              email: 'ada@example.com',
              userId: ada.id,
              createdAt: '2026-11-27T10:00:00.000Z',
            },
            {
              id: 'f1',
              category: 'general',
              subject: 'Hello',
              message: 'A visitor writes.',
              email: 'visitor@example.com',
              userId: null,
              createdAt: '2026-11-26T10:00:00.000Z',
            },
          ],
          page: 1,
          pageSize: 50,
          total: 2,
        });
      }),
      http.get(apiUrl(`admin/v1/Users/${ada.id}`), () => HttpResponse.json(adaDetail)),
    );
    renderAdmin('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    await screen.findByText('The slip is stuck');
    const rows = screen.getAllByRole('row');
    // The header, then the two messages in the server's order.
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('The slip is stuck'),
      expect.stringContaining('A visitor writes.'),
    ]);
    expect(asked).toEqual(['?page=1&pageSize=50']);
    expect(within(rows[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('link', { name: 'ada@example.com' }));
    expect(await screen.findByText('Ada')).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('shows players by role and says when a figure has no element', async () => {
    mswServer.use(
      whoAmI('ShadowAdministrator'),
      http.get(apiUrl('admin/v1/Dashboard'), () =>
        HttpResponse.json({
          playersByRole: [{ role: 'Player', count: 12 }],
          signUpsPerDay: [{ day: '2026-11-27', count: 3 }],
          activePlayersPerDay: [
            { day: '2026-11-26', count: 5 },
            { day: '2026-11-27', count: 7 },
          ],
          picksPerGameweek: [],
          jobRuns: [],
          feed: {
            provider: 'the-odds-api',
            lastQuoteAt: null,
            lastResultAt: null,
            upcomingEvents: 42,
            credits: {
              month: '2026-11',
              used: 120,
              budget: 500,
              budgetLeft: 380,
              remaining: 19_880,
              outOfCredits: false,
              resetsAt: '2026-12-01T00:00:00.000Z',
            },
          },
          outbox: { waiting: 2, sent: 40, failed: 1 },
        }),
      ),
    );
    renderAdmin('/dashboard');
    const byRole = (await screen.findByRole('heading', { name: 'Players by role' }))
      .parentElement as HTMLElement;
    expect(await within(byRole).findByText('12')).toBeInTheDocument();
    expect(within(byRole).getByText('Player')).toBeInTheDocument();
    const picks = screen.getByRole('heading', { name: 'Picks per gameweek' }).parentElement as HTMLElement;
    expect(within(picks).getByText('No elements found')).toBeInTheDocument();
    // A day with active players and no sign-up is still a day.
    const days = screen.getByRole('heading', { name: 'Sign-ups and active players per day' })
      .parentElement as HTMLElement;
    expect(within(days).getByRole('row', { name: '11-26 0 signed up, 5 active' })).toBeInTheDocument();
    expect(within(days).getByRole('row', { name: '11-27 3 signed up, 7 active' })).toBeInTheDocument();
    const feed = screen.getByRole('heading', { name: 'Odds feed' }).parentElement as HTMLElement;
    expect(within(feed).getByRole('row', { name: 'Provider The Odds API' })).toBeInTheDocument();
    expect(within(feed).getByRole('row', { name: 'Newest bookmaker quote never' })).toBeInTheDocument();
    expect(within(feed).getByRole('row', { name: 'Credits used in 2026-11 120 of 500' })).toBeInTheDocument();
    expect(within(feed).getByRole('row', { name: 'Credits left at The Odds API 19880' })).toBeInTheDocument();
    expect(within(feed).getByRole('row', { name: 'Out of credits no' })).toBeInTheDocument();
    const mail = screen.getByRole('heading', { name: 'E-mail outbox' }).parentElement as HTMLElement;
    expect(within(mail).getByRole('row', { name: 'Failed 1' })).toBeInTheDocument();
    expect(within(mail).getByRole('row', { name: 'Waiting 2' })).toBeInTheDocument();
  });
});
