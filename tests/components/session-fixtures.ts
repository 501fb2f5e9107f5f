import { beforeEach } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { SessionTokens } from '#core/contract/auth.ts';
import { createSessionCookies, sessionCookieNames } from '#src/app/session/session-cookies.ts';
import { players, renderApp, type RenderAppOptions } from '../test-utils/app.tsx';
import { apiUrl } from '../test-utils/msw.ts';

export const sessionTokens: SessionTokens = {
  bearerToken: 'bearer-1',
  refreshToken: 'refresh-1',
  loginId: 'u-3',
};
export const renewedTokens: SessionTokens = {
  bearerToken: 'bearer-2',
  refreshToken: 'refresh-2',
  loginId: 'u-3',
};
export const guestCredentials = { id: 'u-3', password: 'stored-guest-password' };

/** This page's session cookies (jsdom keeps them between the tests of a file, so each test starts clean). */
export const cookies = createSessionCookies(document, { secure: false });
beforeEach(() => cookies.clear());

export function cookieValue(name: keyof typeof sessionCookieNames): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${sessionCookieNames[name]}=`));
  return entry ? decodeURIComponent(entry.split('=')[1] ?? '') : null;
}

export const sessionHandlers = {
  guestStatus: (status: 0 | 1 | 2 | 3) =>
    http.get(apiUrl('account/v1/myUserStatus'), () => HttpResponse.json({ status })),
  signOut: () => http.post(apiUrl('auth/v1/signout'), () => new HttpResponse(null, { status: 204 })),
};

/** A guest signed in on this browser: stored context and credentials, live session cookies. */
export function renderGuest(options: RenderAppOptions = {}) {
  cookies.storeSession(sessionTokens);
  return renderApp({
    user: players.guest,
    ...options,
    stored: { anonymousUser: guestCredentials, ...options.stored },
  });
}

export async function openDrawer(app: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1 });
  await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

/** The drawer's bottom buttons and links, in order. */
export function drawerActions(drawer: HTMLElement): string[] {
  const account = within(drawer).getByTestId('account-area');
  const menu = within(drawer).getByRole('navigation', { name: 'Main menu' });
  return [...within(drawer).queryAllByRole('button'), ...within(drawer).queryAllByRole('link')]
    .filter((element) => !account.contains(element) && !menu.contains(element))
    .filter((element) => element.closest('.mantine-Drawer-header') === null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.textContent ?? '');
}
