import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { WhoAmIDto } from '#core/contract/account.ts';
import { players, renderApp } from '../test-utils/app.tsx';
import { useMswServer } from '../test-utils/msw.ts';
import {
  apiError,
  capture,
  checklist,
  clearCookies,
  passwordRequirements,
  uncheckedPolicy,
} from './screens-fixtures.ts';

const invalidUrl = 'The URL is either invalid or has expired';
const guestId = '7d1e0c3a-2b4f-4a6e-8c9d-1e2f3a4b5c6d';
const guest = { ...players.guest, userId: guestId };
const newSession = { bearerToken: 'jwt-9', refreshToken: 'refresh-9', loginId: guestId };
const nowAPlayer: WhoAmIDto = {
  userName: 'g-77',
  displayName: 'Lucky Lion 42',
  userId: guestId,
  userTypeId: 1,
  userRoleId: 'Player',
};

function guestStatus(status: 0 | 1 | 2 | 3) {
  return capture('get', 'account/v1/myUserStatus', () => HttpResponse.json({ status }));
}

useMswServer(passwordRequirements());
afterEach(clearCookies);

describe('/change-password', () => {
  it('lets a validated guest set a first password, live against the policy', async () => {
    guestStatus(3);
    const put = capture('put', 'account/v1/ChangePassword', () =>
      HttpResponse.json({ success: true, token: newSession }),
    );
    const whoAmI = capture('get', 'account/v1/WhoAmI', () => HttpResponse.json(nowAPlayer));
    const { user, router } = renderApp({ path: '/change-password', user: guest });
    expect(
      await screen.findByText(
        'Your e-mail address is validated. Choose a password to log in with from any device.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    // The form appears once the server's password policy has arrived.
    await screen.findByRole('list', { name: 'Password requirements' });
    expect(checklist()).toEqual(uncheckedPolicy);

    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Required.');

    await user.type(screen.getByLabelText('New password'), 'Lucky1Lion!');
    await user.type(screen.getByLabelText('Confirm password'), 'Lucky1Lion!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Password set')).toBeInTheDocument();
    expect(screen.getByText('Your account is now permanent.')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ newPassword: 'Lucky1Lion!' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(whoAmI.bearers).toEqual(['Bearer jwt-9']));
  });

  it('asks a guest without a name for one once the password is set, then goes home', async () => {
    guestStatus(3);
    capture('put', 'account/v1/ChangePassword', () =>
      HttpResponse.json({ success: true, token: newSession }),
    );
    capture('get', 'account/v1/WhoAmI', () => HttpResponse.json({ ...nowAPlayer, displayName: null }));
    const named = capture('put', 'account/v1/DisplayName', () => new HttpResponse(null, { status: 204 }));
    const { user, router } = renderApp({ path: '/change-password', user: { ...guest, displayName: null } });
    await user.type(await screen.findByLabelText('New password'), 'Lucky1Lion!');
    await user.type(screen.getByLabelText('Confirm password'), 'Lucky1Lion!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(
      await screen.findByText(
        'One last step: choose the name other players see on leaderboards and in leagues.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
    await user.type(await screen.findByLabelText('Display name'), '  Lucky Lou ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(named.bodies).toEqual([{ displayName: 'Lucky Lou' }]);
    // Saved with the new player's session, not the guest's.
    expect(named.bearers).toEqual(['Bearer jwt-9']);
  });

  it('shows the server refusing the password', async () => {
    guestStatus(3);
    capture('put', 'account/v1/ChangePassword', () =>
      apiError(400, 'weakPassword', {
        problems: 'common',
        requiredLength: 8,
        maximumLength: 128,
        requiredUniqueChars: 1,
      }),
    );
    const { user } = renderApp({ path: '/change-password', user: guest });
    await user.type(await screen.findByLabelText('New password'), 'Password12');
    await user.type(screen.getByLabelText('Confirm password'), 'Password12');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ErrorThis password is too common. Please choose a less common one.',
    );
  });

  it('tells a guest who has not validated an address yet', async () => {
    guestStatus(2);
    renderApp({ path: '/change-password', user: guest });
    expect(
      await screen.findByText(
        'You can set a password once you have linked an e-mail address to your guest account and opened the link we sent to it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('sends a player to account settings', async () => {
    renderApp({ path: '/change-password', user: players.player });
    const link = await screen.findByRole('link', { name: 'Account Settings' });
    expect(link).toHaveAttribute('href', '/account-settings/change-password');
    expect(link.closest('p')).toHaveTextContent(
      'Your account already has a password. You can change it in Account Settings.',
    );
  });
});

describe('/auth/validate-email', () => {
  const path = `/auth/validate-email?loginId=${guestId}&token=conv-1`;

  it('validates the address and offers Set Password; the guest here learns it at once', async () => {
    const loadCheck = guestStatus(2);
    let recheck: ReturnType<typeof guestStatus> | null = null;
    const validate = capture('post', 'account/v1/ValidateEmailAddress', () => {
      recheck = guestStatus(3); // from now on the server knows the guest as ConfirmedAnonymous
      return HttpResponse.json({ status: 3 });
    });
    renderApp({ path, user: guest });
    expect(await screen.findByText('E-mail address validated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Password' })).toHaveAttribute('href', '/change-password');
    expect(validate.bodies).toEqual([{ LoginId: guestId, Value: 'conv-1' }]);
    expect(loadCheck.urls).toHaveLength(1);
    // The guest playing in this browser is the one validated: its status is checked again at once.
    await waitFor(() => expect(recheck?.urls).toHaveLength(1));
  });

  it('says the link is invalid when the server refuses it', async () => {
    capture('post', 'account/v1/ValidateEmailAddress', () => apiError(400, 'invalidLink'));
    renderApp({ path });
    expect(await screen.findByText(invalidUrl)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set Password' })).not.toBeInTheDocument();
  });

  it('says the link is invalid when the account is not ConfirmedAnonymous after it', async () => {
    capture('post', 'account/v1/ValidateEmailAddress', () => HttpResponse.json({ status: 2 }));
    renderApp({ path });
    expect(await screen.findByText(invalidUrl)).toBeInTheDocument();
  });
});
