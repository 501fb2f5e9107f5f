import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { CaptchaApi } from '#src/components/captcha/provider-scripts.ts';
import { renderApp } from '../test-utils/app.tsx';
import { useMswServer } from '../test-utils/msw.ts';
import { capture, passwordRequirements } from './screens-fixtures.ts';

useMswServer(passwordRequirements());

const providerScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

type Globals = Record<string, unknown>;

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete (window as unknown as Globals).turnstile;
});

describe('captcha', () => {
  it('the development captcha loads no third-party script', async () => {
    renderApp({ path: '/auth/forgot-password' });
    expect(
      await screen.findByRole('checkbox', { name: 'I am not a robot (development captcha)' }),
    ).not.toBeChecked();
    expect(providerScripts()).toEqual([]);
  });

  it('a configured provider loads its script once and its token goes to the server', async () => {
    const call = capture('post', 'auth/v1/ForgotPassword', () =>
      HttpResponse.json({ message: 'ok' }, { status: 202 }),
    );
    const { user } = renderApp({
      path: '/auth/forgot-password',
      settings: { captcha: { provider: 'turnstile', siteKey: 'site-key-1' } },
    });
    await screen.findByLabelText('Email Address');
    expect(providerScripts()).toEqual([
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=longshotCaptchaReady_turnstile',
    ]);
    expect(
      screen.queryByRole('checkbox', { name: 'I am not a robot (development captcha)' }),
    ).not.toBeInTheDocument();

    // The script arrives: it defines its API and calls the onload callback named in its URL.
    let solve: (token: string) => void = () => undefined;
    const api: CaptchaApi = {
      render: vi.fn((_container: HTMLElement, options: Record<string, unknown>) => {
        solve = options.callback as (token: string) => void;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    (window as unknown as Globals).turnstile = api;
    act(() => ((window as unknown as Globals).longshotCaptchaReady_turnstile as () => void)());
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.render).mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-1' });

    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Required.')).toBeInTheDocument(); // not solved yet
    act(() => solve('turnstile-token-9'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(call.bodies).toEqual([{ email: 'ada@example.com', token: 'turnstile-token-9' }]);
    expect(api.remove).toHaveBeenCalledWith('widget-1');
  });
});
