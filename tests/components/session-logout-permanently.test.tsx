import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiUrl, mswServer, recordRequests, staticLookupHandlers, useMswServer } from '../test-utils/msw.ts';
import { cookieValue, openDrawer, renderGuest, sessionHandlers } from './session-fixtures.ts';

useMswServer(
  staticLookupHandlers.activeSports(),
  staticLookupHandlers.allSportsAndCompetitions(),
  staticLookupHandlers.outrightSportsAndCompetitions(),
);

const title = 'Logout: Clearing My Account';

async function openModal() {
  mswServer.use(sessionHandlers.guestStatus(1), sessionHandlers.signOut());
  const app = renderGuest();
  const drawer = await openDrawer(app);
  await app.user.click(await within(drawer).findByRole('button', { name: 'Logout Permanently' }));
  return { ...app, modal: await screen.findByRole('dialog', { name: title }) };
}

describe('Logout Permanently', () => {
  it('warns with the spec text; it is persistent', async () => {
    const { modal, user } = await openModal();
    expect(modal).toHaveTextContent(
      "You are currently playing with an anonymous account linked to your browser. If you want to 'logout', you will lose all your scores so far.",
    );
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('Cancel keeps the account', async () => {
    const { modal, storage, user } = await openModal();
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(storage.get('anonymousUser')).not.toBeNull();
    expect(storage.get('authenticated')).toBe(true);
  });

  it('Clear My Account wipes the stored guest, signs out on the server, clears the cookies, loads the root', async () => {
    const { modal, storage, pageLoader, user } = await openModal();
    const requests = recordRequests();
    expect(cookieValue('bearer')).toBe('bearer-1');
    await user.click(within(modal).getByRole('button', { name: 'Clear My Account' }));
    expect(storage.get('anonymousUser')).toBeNull();
    expect(storage.get('userContext')).toBeNull();
    expect(storage.get('authenticated')).toBe(false);
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledExactlyOnceWith('/'));
    expect(requests).toEqual([`POST ${apiUrl('auth/v1/signout')}`]);
    expect(cookieValue('bearer')).toBeNull();
    expect(cookieValue('refresh')).toBeNull();
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
  });
});
