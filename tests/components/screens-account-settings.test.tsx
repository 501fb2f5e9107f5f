import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TwoFactorSetupDto } from '#core/contract/account.ts';
import type { EmailTypeDto } from '#core/contract/static-lookups.ts';
import { players, renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, useMswServer } from '../test-utils/msw.ts';
import {
  apiError,
  capture,
  checklist,
  clearCookies,
  me,
  myInfo,
  newSession,
  passwordRequirements,
  uncheckedPolicy,
} from './screens-fixtures.ts';

const recoveryCodes = [
  'AAAAA-11111',
  'BBBBB-22222',
  'CCCCC-33333',
  'DDDDD-44444',
  'EEEEE-55555',
  'FFFFF-66666',
  'GGGGG-77777',
  'HHHHH-88888',
  'JJJJJ-99999',
  'KKKKK-00000',
];

useMswServer(
  passwordRequirements(),
  // After a session change the auth machine asks who the player is.
  http.get(apiUrl('account/v1/WhoAmI'), () => HttpResponse.json(me)),
  http.put(apiUrl('auth/v1/jwt/refreshToken'), () => HttpResponse.json(newSession)),
);

const signedIn = { user: players.player };

afterEach(clearCookies);

describe('/account-settings/personal-details', () => {
  it('shows the account and saves a new display name', async () => {
    mswServer.use(http.get(apiUrl('account/v1/MyInfo'), () => HttpResponse.json(myInfo)));
    const put = capture('put', 'account/v1/DisplayName', () => new HttpResponse(null, { status: 204 }));
    document.cookie = 'longshotRefresh=refresh-1; Path=/';
    const { user } = renderApp({ path: '/account-settings/personal-details', ...signedIn });
    const table = await screen.findByRole('table', { name: 'Your account' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Email Addressada@example.com',
      'MembershipStandard player',
      'Two-factor authenticationOff',
      'Playing since04/03/2025',
    ]);
    const name = screen.getByLabelText('Display name');
    expect(name).toHaveValue('Ada Lovelace');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
      'Required. The name other players see on leaderboards and in leagues.',
    );
    await user.type(screen.getByLabelText('Display name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
      'The input field must contain at least 2 characters. The name other players see on leaderboards and in leagues.',
    );
    const refresh = capture('put', 'auth/v1/jwt/refreshToken', () => HttpResponse.json(newSession));
    await user.type(screen.getByLabelText('Display name'), 'da Byron ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Display name saved')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ displayName: 'Ada Byron' }]);
    // The name lives in the token: the session trades its refresh token for a fresh one.
    await waitFor(() => expect(refresh.bodies).toEqual([{ refreshToken: 'refresh-1' }]));
  });

  it('shows the server refusing a name', async () => {
    mswServer.use(http.get(apiUrl('account/v1/MyInfo'), () => HttpResponse.json(myInfo)));
    capture('put', 'account/v1/DisplayName', () =>
      apiError(400, 'invalidRequest', { detail: 'The display name may not contain control characters.' }),
    );
    const { user } = renderApp({ path: '/account-settings/personal-details', ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ErrorThe display name may not contain control characters.',
    );
  });

  it('asks a visitor to log in', async () => {
    renderApp({ path: '/account-settings/personal-details' });
    expect(await screen.findByText('Log in to see your account settings.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Details' })).toBeInTheDocument();
  });
});

describe('/account-settings/change-password', () => {
  it('checks the fields, then changes the password and takes up the new session', async () => {
    const put = capture('put', 'account/v1/ChangePassword', () =>
      HttpResponse.json({ success: true, token: newSession }),
    );
    const { user } = renderApp({ path: '/account-settings/change-password', ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Required.');
    expect(checklist()).toEqual(uncheckedPolicy);

    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'Newpassw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'Newpassw0rd');
    const whoAmI = capture('get', 'account/v1/WhoAmI', () => HttpResponse.json(me));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ currentPassword: 'old password', newPassword: 'Newpassw0rd' }]);
    // The session moved to the answer's tokens: the next call carries the new bearer.
    await waitFor(() => expect(whoAmI.bearers).toEqual(['Bearer jwt-2']));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password', async () => {
    capture('put', 'account/v1/ChangePassword', () => apiError(400, 'wrongPassword'));
    const { user } = renderApp({ path: '/account-settings/change-password', ...signedIn });
    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'Newpassw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'Newpassw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorThe current password is not correct.');
  });
});

describe('/account-settings/email-preferences', () => {
  const types: EmailTypeDto[] = [
    { id: 1, key: 'weekly', name: 'Weekly round-up', description: 'Your week in picks.' },
    { id: 2, key: 'leagues', name: 'League news', description: 'When friends join your leagues.' },
  ];

  // A Mantine switch's label wraps its description, so both make its name.
  const weeklyName = 'Weekly round-up Your week in picks.';
  const leaguesName = 'League news When friends join your leagues.';
  const allName = 'Unsubscribe from all e-mails No e-mails at all from Longshot, whatever the choices above.';

  function serve(unsubscribeAll: boolean, unsubscribed: number[]) {
    mswServer.use(
      http.get(apiUrl('StaticLookups/v1/Emails'), () => HttpResponse.json(types)),
      http.get(apiUrl('account/v1/EmailPreferences'), () =>
        HttpResponse.json({ unsubscribeAll, unsubscribed, reminderLeadHours: 24 }),
      ),
    );
  }

  it('shows a switch per e-mail type and saves the types switched off', async () => {
    serve(false, [2]);
    const put = capture('put', 'account/v1/emailPreferences', () => new HttpResponse(null, { status: 204 }));
    const { user } = renderApp({ path: '/account-settings/email-preferences', ...signedIn });
    const weekly = await screen.findByRole('switch', { name: weeklyName });
    const leagues = screen.getByRole('switch', { name: leaguesName });
    expect(weekly).toBeChecked();
    expect(leagues).not.toBeChecked();
    expect(screen.getByRole('switch', { name: allName })).not.toBeChecked();
    await user.click(weekly);
    await user.click(leagues);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email preferences saved')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ unsubscribe: [1] }]);
  });

  it('saves the weekly reminder time, default 24 hours before the first match', async () => {
    serve(false, []);
    const put = capture(
      'put',
      'account/v1/emailPreferences/reminderLeadTime',
      () => new HttpResponse(null, { status: 204 }),
    );
    const { user } = renderApp({ path: '/account-settings/email-preferences', ...signedIn });
    const select = await screen.findByRole('combobox', { name: /Weekly reminder time/ });
    expect(select).toHaveValue('24');
    await user.selectOptions(select, '48');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email preferences saved')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ hours: 48 }]);
  });

  it('turns every e-mail off with the unsubscribe-all switch', async () => {
    serve(false, []);
    const put = capture(
      'put',
      'account/v1/emailPreferences/unsubscribeAll',
      () => new HttpResponse(null, { status: 204 }),
    );
    const { user } = renderApp({ path: '/account-settings/email-preferences', ...signedIn });
    await user.click(await screen.findByRole('switch', { name: allName }));
    expect(screen.getByRole('switch', { name: weeklyName })).toBeDisabled();
    expect(screen.getByRole('switch', { name: weeklyName })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email preferences saved')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ unsubscribeAll: true }]);
  });

  it('shows a failed save', async () => {
    serve(true, []);
    capture('put', 'account/v1/emailPreferences/unsubscribeAll', () => apiError(500, 'internalError'));
    const { user } = renderApp({ path: '/account-settings/email-preferences', ...signedIn });
    await user.click(await screen.findByRole('switch', { name: allName }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ErrorError Processing Request: Internal Server Error',
    );
  });
});

describe('/account-settings/two-factor-authentication', () => {
  const setup: TwoFactorSetupDto = {
    sharedKey: 'JBSW Y3DP EHPK 3PXP',
    otpauthUri: 'otpauth://totp/Longshot:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Longshot',
    qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
  };

  function serveStatus(enabled: boolean, recoveryCodesLeft: number) {
    mswServer.use(
      http.get(apiUrl('account/v1/TwoFactor'), () => HttpResponse.json({ enabled, recoveryCodesLeft })),
    );
  }

  it('enables two-factor: QR code, key, first code, then the 10 codes shown once', async () => {
    let enabled = false;
    mswServer.use(
      http.get(apiUrl('account/v1/TwoFactor'), () =>
        HttpResponse.json({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      ),
      http.post(apiUrl('account/v1/TwoFactor/setup'), () => HttpResponse.json(setup)),
    );
    const enable = capture('post', 'account/v1/TwoFactor/enable', () => {
      enabled = true;
      return HttpResponse.json({ recoveryCodes, token: newSession });
    });
    const { user } = renderApp({ path: '/account-settings/two-factor-authentication', ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Enable two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute(
      'src',
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`,
    );
    expect(screen.getByTestId('shared-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText('2. Enter the 6-digit code the app shows');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    expect(code).toHaveAccessibleDescription('The input field must be 6 characters long.');
    await user.type(code, '6');
    const whoAmI = capture('get', 'account/v1/WhoAmI', () => HttpResponse.json(me));
    await user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(enable.bodies).toEqual([{ code: '123456' }]);
    expect(screen.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'href',
      `data:text/plain;charset=utf-8,${encodeURIComponent(`${recoveryCodes.join('\n')}\n`)}`,
    );

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByText('AAAAA-11111')).not.toBeInTheDocument();
    expect(whoAmI.bearers).toEqual(['Bearer jwt-2']);
  });

  it('says so when the first code is wrong', async () => {
    serveStatus(false, 0);
    mswServer.use(http.post(apiUrl('account/v1/TwoFactor/setup'), () => HttpResponse.json(setup)));
    capture('post', 'account/v1/TwoFactor/enable', () => apiError(400, 'wrongTwoFactorCode'));
    const { user } = renderApp({ path: '/account-settings/two-factor-authentication', ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Enable two-factor authentication' }));
    await user.type(await screen.findByLabelText('2. Enter the 6-digit code the app shows'), '000000');
    await user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occured while trying to add authenticator.The code is not valid. Enter the current code from your authenticator app.',
    );
  });

  it('regenerates the recovery codes after the password', async () => {
    serveStatus(true, 3);
    const regenerate = capture('post', 'account/v1/TwoFactor/recoveryCodes', () =>
      HttpResponse.json({ recoveryCodes, token: newSession }),
    );
    const { user } = renderApp({ path: '/account-settings/two-factor-authentication', ...signedIn });
    expect(await screen.findByText('Recovery codes left: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required.');
    await user.type(screen.getByLabelText('Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(regenerate.bodies).toEqual([{ password: 'my password' }]);
  });

  it('turns two-factor off after the password, and shows a wrong password', async () => {
    let enabled = true;
    mswServer.use(
      http.get(apiUrl('account/v1/TwoFactor'), () => HttpResponse.json({ enabled, recoveryCodesLeft: 0 })),
    );
    const disable = capture('post', 'account/v1/TwoFactor/disable', () => {
      if (disable.bodies.length === 1) return apiError(400, 'wrongPassword');
      enabled = false;
      return HttpResponse.json(newSession);
    });
    const { user } = renderApp({ path: '/account-settings/two-factor-authentication', ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorThe current password is not correct.');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByText('Two-factor authentication is off')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enable two-factor authentication' })).toBeInTheDocument(),
    );
    expect(disable.bodies).toEqual([{ password: 'wrong' }, { password: 'right' }]);
  });

  it('does not offer an administrator to turn two-factor off', async () => {
    serveStatus(true, 10);
    renderApp({ path: '/account-settings/two-factor-authentication', user: players.administrator });
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Turn off two-factor authentication' }),
    ).not.toBeInTheDocument();
  });
});

describe('/account-settings for a guest', () => {
  it('explains two-factor waits for a permanent account', async () => {
    capture('get', 'account/v1/myUserStatus', () => HttpResponse.json({ status: 1 }));
    renderApp({ path: '/account-settings/two-factor-authentication', user: players.guest });
    expect(
      await screen.findByText(
        'Two-factor authentication is available once your account is permanent and has a password.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enable two-factor authentication' }),
    ).not.toBeInTheDocument();
  });

  it('sends a validated guest to set their password', async () => {
    capture('get', 'account/v1/myUserStatus', () => HttpResponse.json({ status: 3 }));
    renderApp({ path: '/account-settings/change-password', user: players.guest });
    const link = await screen.findByRole('link', { name: 'set your password' });
    expect(link).toHaveAttribute('href', '/change-password');
    expect(link.closest('p')).toHaveTextContent(
      'Your e-mail address is validated: set your password to make your account permanent.',
    );
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('deleting the account from personal details', () => {
  async function openDeletion() {
    mswServer.use(http.get(apiUrl('account/v1/MyInfo'), () => HttpResponse.json(myInfo)));
    document.cookie = 'longshotRefresh=refresh-1; Path=/';
    const app = renderApp({ path: '/account-settings/personal-details', ...signedIn });
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    return app;
  }

  it('asks for the password, deletes with it as the token, then signs out and goes to the root', async () => {
    const deleted = capture('delete', 'account/v1', () => new HttpResponse(null, { status: 204 }));
    const signOut = capture('post', 'auth/v1/signout', () => new HttpResponse(null, { status: 204 }));
    const { user, pageLoader, storage } = await openDeletion();
    const confirm = screen.getByRole('button', { name: 'Delete my account permanently' });
    await user.click(confirm);
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Required.');
    expect(deleted.bodies).toEqual([]);

    await user.type(screen.getByLabelText('Current password'), 'my password');
    await user.click(confirm);
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledWith('/'));
    expect(deleted.bodies).toEqual([{ token: 'my password' }]);
    expect(signOut.urls).toHaveLength(1);
    expect(storage.get('authenticated')).toBe(false);
  });

  it('keeps the player signed in and says why when the password is wrong', async () => {
    capture('delete', 'account/v1', () => apiError(400, 'wrongPassword'));
    const { user, storage } = await openDeletion();
    await user.type(screen.getByLabelText('Current password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(storage.get('authenticated')).toBe(true);
  });

  it('Cancel puts the question away', async () => {
    const { user } = await openDeletion();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
