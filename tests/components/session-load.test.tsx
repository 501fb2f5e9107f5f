import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import type { WhoAmIDto } from '#core/contract/account.ts';
import { renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, recordRequests, useMswServer } from '../test-utils/msw.ts';
import { cookieValue, guestCredentials, renewedTokens, sessionHandlers } from './session-fixtures.ts';

useMswServer();

const guest: WhoAmIDto = {
  userName: 'guest-77',
  displayName: 'Lucky Lion 42',
  userId: 'u-3',
  userTypeId: 0,
  userRoleId: 'GuestPlayer',
};

const whoAmI = (answer: WhoAmIDto) => http.get(apiUrl('account/v1/WhoAmI'), () => HttpResponse.json(answer));
const signedIn = { status: 0, statusMessage: 'Logged in.', ...renewedTokens };

describe('on load', () => {
  it.each([false, true])(
    'a browser with stored guest credentials signs in once, then asks who and the status (StrictMode: %s)',
    async (strict) => {
      const requests = recordRequests();
      mswServer.use(
        http.post(apiUrl('auth/v1/easy/signIn'), () => HttpResponse.json(signedIn)),
        whoAmI(guest),
        sessionHandlers.guestStatus(1),
      );
      const { storage } = renderApp({ strict, stored: { anonymousUser: guestCredentials } });
      await waitFor(() => expect(screen.getByTestId('user-avatar')).toHaveAccessibleName('Lucky Lion 42'));
      await waitFor(() => expect(requests).toHaveLength(3));
      await new Promise((resolve) => setTimeout(resolve, 50)); // a doubled start would ask again by now
      expect(requests).toEqual([
        `POST ${apiUrl('auth/v1/easy/signIn')}`,
        `GET ${apiUrl('account/v1/WhoAmI')}`,
        `GET ${apiUrl('account/v1/myUserStatus')}`,
      ]);
      expect(storage.get('authenticated')).toBe(true);
      expect(storage.get('userContext')).toEqual(guest);
      expect(cookieValue('bearer')).toBe('bearer-2');
    },
  );

  it('in the dev environment with the development captcha, a visitor is signed up as a guest', async () => {
    const bodies: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('auth/v1/easy/signUp'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...renewedTokens,
          token: renewedTokens.bearerToken,
          id: 'u-3',
          password: 'pw',
        });
      }),
      whoAmI(guest),
      sessionHandlers.guestStatus(1),
    );
    const { storage } = renderApp({
      settings: { environment: 'dev', captcha: { provider: 'dev', siteKey: null } },
    });
    await waitFor(() => expect(screen.getByTestId('user-avatar')).toHaveAccessibleName('Lucky Lion 42'));
    expect(bodies).toEqual([{ token: 'dev-captcha-ok' }]);
    expect(storage.get('anonymousUser')).toEqual({ id: 'u-3', password: 'pw' });
  });

  it('a session whose WhoAmI fails is marked gone and sent to the sign-in app', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mswServer.use(
      http.get(apiUrl('account/v1/WhoAmI'), () =>
        HttpResponse.json(
          { statusCode: 500, error: 'x', code: 'internalError', message: 'x' },
          { status: 500 },
        ),
      ),
    );
    const { storage, pageLoader } = renderApp({ stored: { authenticated: true } });
    await waitFor(() => expect(pageLoader.assign).toHaveBeenCalledExactlyOnceWith('/auth/'));
    expect(storage.get('authenticated')).toBe(false);
    logged.mockRestore();
  });
});
