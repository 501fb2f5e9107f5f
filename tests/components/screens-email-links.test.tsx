import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderApp } from '../test-utils/app.tsx';
import { useMswServer } from '../test-utils/msw.ts';
import { apiError, capture, checklist, passwordRequirements, uncheckedPolicy } from './screens-fixtures.ts';

useMswServer(passwordRequirements());

const invalidUrl = 'The URL is either invalid or has expired';
const userId = '3f2a6c1e-8b7d-4e2a-9c1f-0a1b2c3d4e5f';

describe('/auth/forgot-password', () => {
  it('asks for the e-mail and the captcha, one message each', async () => {
    const { user } = renderApp({ path: '/auth/forgot-password' });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Required.');
    expect(
      screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }),
    ).toHaveAccessibleDescription('Required.');
    await user.type(screen.getByLabelText('Email Address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Invalid email format.');
  });

  it('sends the address and captcha token, then says the same thing whatever the address', async () => {
    const call = capture('post', 'auth/v1/ForgotPassword', () =>
      HttpResponse.json({ message: 'If the address has an account, a link is on its way.' }, { status: 202 }),
    );
    const { user } = renderApp({ path: '/auth/forgot-password' });
    await user.type(await screen.findByLabelText('Email Address'), ' nobody@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(
      screen.getByText(
        'If an account uses nobody@example.com, we have sent it a link to reset the password. The link works for 1 hour.',
      ),
    ).toBeInTheDocument();
    expect(call.bodies).toEqual([{ email: 'nobody@example.com', token: 'dev-captcha-ok' }]);
  });

  it('shows the server refusing the captcha', async () => {
    capture('post', 'auth/v1/ForgotPassword', () => apiError(400, 'captchaFailed'));
    const { user } = renderApp({ path: '/auth/forgot-password' });
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ErrorThe captcha check failed. Please try again.',
    );
  });
});

describe('/auth/reset-password', () => {
  const path = `/auth/reset-password?userId=${userId}&token=tok-123`;

  it('says the link is invalid when it lacks its user or token, and asks nothing of the server', async () => {
    renderApp({ path: '/auth/reset-password?userId=' + userId });
    expect(await screen.findByText(invalidUrl)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the new password live against the served policy', async () => {
    const { user } = renderApp({ path });
    const password = await screen.findByLabelText('New password');
    expect(checklist()).toEqual(uncheckedPolicy);
    await user.type(password, 'Aaaaaaaaaa');
    expect(checklist()).toEqual([
      '✓ The input field must contain at least 10 characters.(met)',
      '✗ The input field must contain at least one digit.(not met)',
      '✓ The input field must contain at least one capital letter.(met)',
      '✗ The input field must contain at least 4 unique characters.(not met)',
    ]);
    await user.type(screen.getByLabelText('Confirm password'), 'Aaaaaaaaab');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'The input field must contain at least one digit.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords must match.',
    );
  });

  it('resets with the exact body and offers to log in', async () => {
    const call = capture('post', 'auth/v1/ResetPassword', () => new HttpResponse(null, { status: 204 }));
    const { user } = renderApp({ path });
    await user.type(await screen.findByLabelText('New password'), 'Abcdefgh12');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefgh12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(
      screen.getByText('Your password has been changed and every other session has been signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/');
    expect(call.bodies).toEqual([{ userId, token: 'tok-123', password: 'Abcdefgh12' }]);
  });

  it('shows the server turning down a used or expired link', async () => {
    capture('post', 'auth/v1/ResetPassword', () => apiError(400, 'invalidLink'));
    const { user } = renderApp({ path });
    await user.type(await screen.findByLabelText('New password'), 'Abcdefgh12');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefgh12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error${invalidUrl}`);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });
});

describe('/auth/confirm-email', () => {
  it('confirms the address with the link’s user and token', async () => {
    const call = capture('post', 'auth/v1/ConfirmEmail', () => new HttpResponse(null, { status: 204 }));
    renderApp({ path: `/auth/confirm-email?userId=${userId}&token=abc` });
    expect(await screen.findByText('E-mail address confirmed')).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. Log in to start playing.')).toBeInTheDocument();
    expect(call.bodies).toEqual([{ userId, token: 'abc' }]);
  });

  it('says the link is invalid when the server refuses it', async () => {
    capture('post', 'auth/v1/ConfirmEmail', () => apiError(400, 'invalidLink'));
    renderApp({ path: `/auth/confirm-email?userId=${userId}&token=used` });
    expect(await screen.findByText(invalidUrl)).toBeInTheDocument();
    expect(screen.queryByText('E-mail address confirmed')).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails', async () => {
    capture('post', 'auth/v1/ConfirmEmail', () => apiError(500, 'internalError'));
    renderApp({ path: `/auth/confirm-email?userId=${userId}&token=abc` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ErrorError Processing Request: Internal Server ErrorRetry',
    );
  });
});

describe('/email-preferences/unsubscribe', () => {
  it('unsubscribes from everything with one click', async () => {
    const call = capture(
      'put',
      `account/v1/${userId}/emailPreferences/autoUnsubscribeAll`,
      () => new HttpResponse(null, { status: 204 }),
    );
    // StrictMode runs effects twice, as src/main.tsx does: the one-click link still calls once.
    renderApp({ path: `/email-preferences/unsubscribe?userId=${userId}&token=hmac-1`, strict: true });
    expect(
      await screen.findByText('You have been unsubscribed from all Longshot e-mails.'),
    ).toBeInTheDocument();
    expect(call.urls).toEqual([
      `http://api.longshot.test/api/account/v1/${userId}/emailPreferences/autoUnsubscribeAll?token=hmac-1`,
    ]);
    expect(call.bodies).toEqual([undefined]);
  });

  it('says the link is invalid when the token is wrong', async () => {
    capture('put', `account/v1/${userId}/emailPreferences/autoUnsubscribeAll`, () =>
      apiError(400, 'invalidLink'),
    );
    renderApp({ path: `/email-preferences/unsubscribe?userId=${userId}&token=forged` });
    expect(await screen.findByText(invalidUrl)).toBeInTheDocument();
    expect(
      screen.queryByText('You have been unsubscribed from all Longshot e-mails.'),
    ).not.toBeInTheDocument();
  });

  it('says the link is invalid without calling the server when it lacks a token', async () => {
    renderApp({ path: `/email-preferences/unsubscribe?userId=${userId}` });
    expect(await screen.findByText(invalidUrl)).toBeInTheDocument();
  });
});
