import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TwoFactorSetupDto, WhoAmIDto } from '#core/contract/account.ts';
import type { SignInResponse } from '#core/contract/auth.ts';
import { players, renderApp } from '../test-utils/app.tsx';
import { apiUrl, useMswServer } from '../test-utils/msw.ts';
import { capture, clearCookies } from './screens-fixtures.ts';

const grace: WhoAmIDto = {
  userName: 'grace',
  displayName: 'Grace Hopper',
  userId: 'u-2',
  userTypeId: 1,
  userRoleId: 'Player',
};

const session = { bearerToken: 'jwt-1', refreshToken: 'refresh-1', loginId: 'u-2' };
const challenge = { tfaToken: 'tfa-token-1', loginId: 'u-2' };

useMswServer(http.get(apiUrl('account/v1/WhoAmI'), () => HttpResponse.json(grace)));
afterEach(clearCookies);

function answerSignIn(response: SignInResponse) {
  return capture('post', 'auth/v1/basic/signIn', () => HttpResponse.json(response));
}

/** The form's button (the top bar's avatar is a "Login" button too). */
function loginButton(): HTMLElement {
  const form = screen.getByLabelText('Password').closest('form') as HTMLFormElement;
  return within(form).getByRole('button', { name: 'Login' });
}

async function signIn(email = 'grace@example.com', password = 'correct horse') {
  const app = renderApp({ path: '/auth/' });
  await app.user.type(await screen.findByLabelText('Email Address'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(loginButton());
  return app;
}

describe('/auth/ step 1: e-mail and password', () => {
  it('asks for both, one message each, before calling anything', async () => {
    const { user } = renderApp({ path: '/auth/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await screen.findByLabelText('Password');
    await user.click(loginButton());
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required.');
    await user.type(screen.getByLabelText('Email Address'), 'grace@');
    await user.click(loginButton());
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('Success: says "Logged in." and loads the game afresh', async () => {
    const call = answerSignIn({ status: 0, statusMessage: 'Signed in.', ...session });
    const { pageLoader } = await signIn();
    expect(await screen.findByText('Logged in.')).toBeInTheDocument();
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledWith('/'));
    expect(call.bodies).toEqual([{ email: 'grace@example.com', password: 'correct horse' }]);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('Failure: shows the server message and keeps the form', async () => {
    answerSignIn({ status: 3, statusMessage: 'The e-mail address or password is not correct.' });
    const { pageLoader } = await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not correct.',
    );
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(pageLoader.assign).not.toHaveBeenCalled();
  });

  it('LockedOut: shows the server message with the way to reset the password', async () => {
    answerSignIn({ status: 1, statusMessage: 'This account is locked. Try again in 5 minutes.' });
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is locked. Try again in 5 minutes.Forgot your password?');
    expect(within(alert).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('tells a player who is signed in already', async () => {
    renderApp({ path: '/auth/', user: players.player });
    expect(await screen.findByText('You are already logged in.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('/auth/ step 2: two-factor', () => {
  async function reachSecondStep() {
    answerSignIn({ status: 2, statusMessage: 'Enter your code.', ...challenge });
    const app = await signIn();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Authenticated. Please verify your identity.',
    );
    return app;
  }

  it('RequiresVerification: asks for the code, then signs in with it', async () => {
    const { user, pageLoader } = await reachSecondStep();
    const code = screen.getByLabelText('Authentication code');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription(
      'The input field must be numeric. The 6-digit code your authenticator app shows.',
    );
    const tfa = capture('post', 'auth/v1/basic/signIn/tfa', () =>
      HttpResponse.json({ status: 0, statusMessage: 'Signed in.', ...session }),
    );
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Logged in.')).toBeInTheDocument();
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledWith('/'));
    expect(tfa.bodies).toEqual([{ code: '654321', ...challenge }]);
  });

  it('shows a wrong code and stays on the step', async () => {
    const { user } = await reachSecondStep();
    capture('post', 'auth/v1/basic/signIn/tfa', () =>
      HttpResponse.json({ status: 3, statusMessage: 'The code is not correct.' }, { status: 400 }),
    );
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it("shows 'Invalid TFA response. Bearer token is missing.' when the answer has no session", async () => {
    const { user } = await reachSecondStep();
    capture('post', 'auth/v1/basic/signIn/tfa', () =>
      HttpResponse.json({ status: 0, statusMessage: 'Signed in.' }),
    );
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid TFA response. Bearer token is missing.',
    );
  });

  it('signs in with a recovery code instead', async () => {
    const { user, pageLoader } = await reachSecondStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(
      'Required. One of the recovery codes you saved when you turned on two-factor authentication.',
    );
    const recovery = capture('post', 'auth/v1/basic/signIn/recoveryCode', () =>
      HttpResponse.json({ status: 0, statusMessage: 'Signed in.', ...session }),
    );
    await user.type(screen.getByLabelText('Recovery code'), ' ABCDE-12345 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Logged in.')).toBeInTheDocument();
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledWith('/'));
    expect(recovery.bodies).toEqual([{ recoveryCode: 'ABCDE-12345', ...challenge }]);
  });

  it('goes back to step 1 on Cancel', async () => {
    const { user } = await reachSecondStep();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByText('Authenticated. Please verify your identity.')).not.toBeInTheDocument();
  });
});

describe('/auth/ ConfigureTFA', () => {
  const setup: TwoFactorSetupDto = {
    sharedKey: 'JBSW Y3DP EHPK 3PXP',
    otpauthUri: 'otpauth://totp/Longshot:grace?secret=JBSWY3DPEHPK3PXP&issuer=Longshot',
    qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  const codes = Array.from({ length: 10 }, (_, index) => `CODE${index}-00000`);

  it('explains the administrator must set up two-factor, and sets it up with the setup token', async () => {
    answerSignIn({
      status: 4,
      statusMessage: 'Two-factor authentication must be set up for this account.',
      tfaToken: 'setup-token-1',
      loginId: 'u-2',
    });
    const setupCall = capture('post', 'account/v1/TwoFactor/setup', () => HttpResponse.json(setup));
    const enable = capture('post', 'account/v1/TwoFactor/enable', () =>
      HttpResponse.json({ recoveryCodes: codes, token: session }),
    );
    const { user, pageLoader } = await signIn('grace@example.com', 'admin password');
    expect(
      await screen.findByText('Two-factor authentication must be set up for this account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Two-factor authentication required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An administrator account must have two-factor authentication set up before it can log in. Set it up now with an authenticator app.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('shared-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(setupCall.bearers).toEqual(['Bearer setup-token-1']);

    await user.type(screen.getByLabelText('2. Enter the 6-digit code the app shows'), '111111');
    await user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(enable.bodies).toEqual([{ code: '111111' }]);
    expect(enable.bearers).toEqual(['Bearer setup-token-1']);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledWith('/'));
    // The first session, which enabling answered, is the one the game loads with.
    expect(document.cookie).toContain('longshotBearer=jwt-1');
  });
});
