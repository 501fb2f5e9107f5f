import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/app.tsx';
import { useMswServer } from '../test-utils/msw.ts';

useMswServer();

async function undecided() {
  const app = renderApp({ cookieConsent: null });
  await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
  return app;
}

const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie Consent' })).not.toBeInTheDocument());

describe('cookie consent, as its machine runs it', () => {
  it('Accept All: stored true, analytics consent on, dialog and cookie button gone', async () => {
    const { storage, analytics, user } = await undecided();
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cookie Consent' })).getByRole('button', {
        name: 'Accept All',
      }),
    );
    await dialogGone();
    expect(storage.get('cookieConsent')).toBe(true);
    expect(analytics.setConsent).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.queryByRole('button', { name: 'Cookie Settings' })).not.toBeInTheDocument();
  });

  it('Reject All: stored false, analytics consent off, closed', async () => {
    const { storage, analytics, user } = await undecided();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    await dialogGone();
    expect(storage.get('cookieConsent')).toBe(false);
    expect(analytics.setConsent).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('a choice can be changed from the cookie policy: rejected, then accepted', async () => {
    const { storage, analytics, user } = renderApp({ path: '/policies/cookies', cookieConsent: false });
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    expect(screen.queryByRole('dialog', { name: 'Cookie Consent' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    await dialogGone();
    expect(storage.get('cookieConsent')).toBe(true);
    expect(analytics.setConsent).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('the cookie button reopens an undecided dialog that was dismissed', async () => {
    const { storage, user } = await undecided();
    await user.keyboard('{Escape}');
    await dialogGone();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie Consent' })).toBeInTheDocument();
    expect(storage.get('cookieConsent')).toBeNull();
  });
});
