// /feedback, the Contact Us form (docs/help-and-policies.md): the spec's validation messages, the exact body
// sent, the signed-in player's address filled in, and a refusal shown with the captcha asked again.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { players, renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, useMswServer } from '../test-utils/msw.ts';
import { apiError, capture, clearCookies, me, myInfo, newSession } from './screens-fixtures.ts';

useMswServer(
  http.get(apiUrl('account/v1/WhoAmI'), () => HttpResponse.json(me)),
  http.put(apiUrl('auth/v1/jwt/refreshToken'), () => HttpResponse.json(newSession)),
);

afterEach(clearCookies);

const captchaBox = () => screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' });
const send = () => screen.getByRole('button', { name: 'Send message' });

async function openForm(options: Parameters<typeof renderApp>[0] = {}) {
  const app = renderApp({ path: '/feedback', ...options });
  await screen.findByLabelText('Subject');
  return app;
}

describe('/feedback', () => {
  it('shows the spec’s messages, one per field, and calls nothing', async () => {
    const call = capture('post', 'feedback/v1/Feedback', () => new HttpResponse(null, { status: 204 }));
    const { user } = await openForm();
    await user.click(send());
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Required.');
    expect(captchaBox()).toHaveAccessibleDescription('Required.');

    await user.type(screen.getByLabelText('Email Address'), 'ada@');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(send());
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'The input field must contain at least 10 characters.',
    );
    expect(call.bodies).toEqual([]);
  });

  it('sends a visitor’s message with the exact body and says where the confirmation went', async () => {
    const call = capture('post', 'feedback/v1/Feedback', () => new HttpResponse(null, { status: 204 }));
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'A problem with the game');
    await user.type(screen.getByLabelText('Email Address'), ' visitor@example.com ');
    await user.type(screen.getByLabelText('Subject'), ' Leaderboard ');
    await user.type(screen.getByLabelText('Message'), 'The leaderboard did not load on Sunday.');
    await user.click(captchaBox());
    await user.click(send());

    expect(
      await screen.findByText(
        'Thank you for your message. We have sent a confirmation to visitor@example.com and will answer there.',
      ),
    ).toBeInTheDocument();
    expect(call.bodies).toEqual([
      {
        category: 'bug',
        subject: 'Leaderboard',
        message: 'The leaderboard did not load on Sunday.',
        email: 'visitor@example.com',
        token: 'dev-captcha-ok',
      },
    ]);
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
  });

  it('fills in a signed-in player’s address from their account', async () => {
    mswServer.use(http.get(apiUrl('account/v1/MyInfo'), () => HttpResponse.json(myInfo)));
    document.cookie = 'longshotRefresh=refresh-1; Path=/';
    await openForm({ user: players.player });
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com'));
  });

  it('shows a refusal and asks for the captcha again', async () => {
    capture('post', 'feedback/v1/Feedback', () => apiError(400, 'captchaFailed'));
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Email Address'), 'visitor@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A question about the points.');
    await user.click(captchaBox());
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('The captcha check failed. Please try again.');
    await waitFor(() => expect(captchaBox()).not.toBeChecked());
  });
});
