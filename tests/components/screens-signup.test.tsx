import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
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

useMswServer(passwordRequirements());

async function openSignUp() {
  const app = renderApp({ path: '/signup' });
  await screen.findByLabelText('Display name');
  return app;
}

describe('/signup', () => {
  it('shows the policy the server serves as a live checklist', async () => {
    const { user } = await openSignUp();
    expect(checklist()).toEqual(uncheckedPolicy);
    await user.type(screen.getByLabelText('Password'), 'Abcd1');
    expect(checklist()).toEqual([
      '✗ The input field must contain at least 10 characters.(not met)',
      '✓ The input field must contain at least one digit.(met)',
      '✓ The input field must contain at least one capital letter.(met)',
      '✓ The input field must contain at least 4 unique characters.(met)',
    ]);
  });

  it('shows one message per field when sent empty, and calls nothing', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Required.');
    expect(screen.getByRole('checkbox', { name: /I have read and accept the/u })).toHaveAccessibleDescription(
      'Required.',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }),
    ).toHaveAccessibleDescription('Required.');
  });

  it('checks the e-mail, the policy and the confirmation, first failure only', async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email Address'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The input field must contain at least 10 characters.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords must match.',
    );
  });

  it('links the terms label to the Terms and Conditions', async () => {
    await openSignUp();
    const form = screen.getByRole('button', { name: 'Sign up' }).closest('form') as HTMLFormElement;
    const terms = within(form).getByRole('link', { name: 'Terms and Conditions' });
    expect(terms).toHaveAttribute('href', '/policies/termsAndConditions');
  });

  it('signs up with the exact body and then asks to check the e-mail', async () => {
    const call = capture('post', 'auth/v1/basic/signUp', () =>
      HttpResponse.json({ message: 'Accepted' }, { status: 202 }),
    );
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Display name'), ' Ada ');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefgh12');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefgh12');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the/u }));
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have sent an e-mail to ada@example.com. Follow the link in it within 24 hours to confirm your address, then log in.',
      ),
    ).toBeInTheDocument();
    expect(call.bodies).toEqual([
      {
        displayName: 'Ada',
        email: 'ada@example.com',
        password: 'Abcdefgh12',
        acceptTerms: true,
        termsVersion: '1.0',
        token: 'dev-captcha-ok',
      },
    ]);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the server message and asks for the captcha again', async () => {
    capture('post', 'auth/v1/basic/signUp', () => apiError(400, 'captchaFailed'));
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefgh12');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefgh12');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the/u }));
    const captcha = screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' });
    await user.click(captcha);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ErrorThe captcha check failed. Please try again.');
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }),
      ).not.toBeChecked(),
    );
  });
});

describe('/signup for someone with a session', () => {
  afterEach(clearCookies);

  it('offers a guest to link an e-mail address instead, keeping their scores', async () => {
    capture('get', 'account/v1/myUserStatus', () => HttpResponse.json({ status: 1 }));
    capture('get', 'account/v1/ConversionInProgress', () => HttpResponse.json({ email: null }));
    const { user } = renderApp({ path: '/signup', user: players.guest });
    expect(
      await screen.findByText(
        'To keep the scores of this guest account, link an e-mail address to it instead.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Display name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link my e-mail address' }));
    expect(await screen.findByRole('dialog', { name: 'Link your anonymous account' })).toBeInTheDocument();
  });

  it('tells a player they have an account already', async () => {
    renderApp({ path: '/signup', user: players.player });
    expect(await screen.findByText('You are logged in to your account already.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument();
  });
});
