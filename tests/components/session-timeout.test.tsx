import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { players, renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, recordRequests, useMswServer } from '../test-utils/msw.ts';
import { cookies, sessionHandlers, sessionTokens } from './session-fixtures.ts';

useMswServer();

const minute = 60_000;
const text = 'Your session is about to expire due to inactivity.';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function signedIn(timeoutMinutes = 5) {
  cookies.storeSession(sessionTokens);
  const app = renderApp({ user: players.player, settings: { sessionTimeoutMinutes: timeoutMinutes } });
  await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
  return app;
}

const idle = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Session Timeout', () => {
  it('warns one minute before the time-out from settings', async () => {
    await signedIn(5);
    idle(4 * minute - 1000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).not.toBeInTheDocument();
    idle(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    expect(dialog).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: 'Keep working' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('activity restarts the count', async () => {
    await signedIn(5);
    idle(3 * minute);
    fireEvent.keyDown(window, { key: 'a' });
    idle(3 * minute);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).not.toBeInTheDocument();
    idle(minute);
    expect(await screen.findByRole('dialog', { name: 'Session Timeout' })).toBeInTheDocument();
  });

  it('Keep working pings the server, closes the dialog and starts a new count', async () => {
    const requests = recordRequests();
    mswServer.use(
      http.get(apiUrl('auth/v1/ping'), () => HttpResponse.json({ pong: true, time: '2025-10-21T10:00:00Z' })),
    );
    await signedIn(5);
    idle(4 * minute);
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).not.toBeInTheDocument(),
    );
    expect(requests).toEqual([`GET ${apiUrl('auth/v1/ping')}`]);
    idle(4 * minute - 1000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).not.toBeInTheDocument();
  });

  it('Sign out signs out and loads the root page', async () => {
    mswServer.use(sessionHandlers.signOut());
    const { pageLoader, storage } = await signedIn(5);
    idle(4 * minute);
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledExactlyOnceWith('/'));
    expect(storage.get('authenticated')).toBe(false);
  });

  it('at the time-out the session is signed out', async () => {
    const requests = recordRequests();
    mswServer.use(sessionHandlers.signOut());
    const { pageLoader } = await signedIn(5);
    idle(5 * minute);
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledExactlyOnceWith('/'));
    expect(requests).toEqual([`POST ${apiUrl('auth/v1/signout')}`]);
  });

  it('a visitor has no time-out', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
    idle(120 * minute);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).not.toBeInTheDocument();
  });
});
