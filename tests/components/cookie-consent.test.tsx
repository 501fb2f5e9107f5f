import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/app.tsx';
import { useMswServer } from '../test-utils/msw.ts';

useMswServer();

const description =
  'We use cookies to personalise content and ads and to analyse our traffic. You can withdraw your consent at any time in Cookie Settings.';

async function undecided() {
  const app = renderApp({ cookieConsent: null });
  await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
  return app;
}

describe('cookie consent', () => {
  it('opens on load while undecided, with the consent text and both choices', async () => {
    await undecided();
    const dialog = screen.getByRole('dialog', { name: 'Cookie Consent' });
    expect(dialog).toHaveTextContent(description);
    expect(within(dialog).getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject All' })).toBeInTheDocument();
  });

  it('Accept All stores true, tells analytics and hides the cookie button', async () => {
    const { storage, analytics, user } = await undecided();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(storage.get('cookieConsent')).toBe(true);
    expect(analytics.setConsent).toHaveBeenCalledExactlyOnceWith(true);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cookie Consent' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Cookie Settings' })).not.toBeInTheDocument();
  });

  it('Reject All stores false and tells analytics', async () => {
    const { storage, analytics, user } = await undecided();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(storage.get('cookieConsent')).toBe(false);
    expect(analytics.setConsent).toHaveBeenCalledExactlyOnceWith(false);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cookie Consent' })).not.toBeInTheDocument(),
    );
  });

  it('closing without a choice keeps the cookie button, which reopens the dialog', async () => {
    const { storage, user } = await undecided();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cookie Consent' })).not.toBeInTheDocument(),
    );
    expect(storage.get('cookieConsent')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie Consent' })).toBeInTheDocument();
  });

  it('stays closed, with no cookie button, once decided', async () => {
    renderApp({ cookieConsent: false });
    await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
    expect(screen.queryByRole('dialog', { name: 'Cookie Consent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie Settings' })).not.toBeInTheDocument();
  });

  it('can be reopened from the cookie policy to change the choice', async () => {
    const { storage, analytics, user } = renderApp({ path: '/policies/cookies', cookieConsent: false });
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(storage.get('cookieConsent')).toBe(true);
    expect(analytics.setConsent).toHaveBeenCalledWith(true);
  });
});
