import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import { players, renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, recordRequests, useMswServer } from '../test-utils/msw.ts';
import {
  cookies,
  cookieValue,
  guestCredentials,
  renderGuest,
  renewedTokens,
  sessionHandlers,
  sessionTokens,
} from './session-fixtures.ts';

useMswServer();

const unauthorized: ApiErrorBody = {
  statusCode: 401,
  error: 'Unauthorized',
  code: 'unauthorized',
  message: 'Token expired.',
};

/** MyInfo answers only the renewed bearer token; every call records the token it carried. */
function serveMyInfo() {
  const tokens: Array<string | null> = [];
  mswServer.use(
    http.get(apiUrl('account/v1/MyInfo'), ({ request }) => {
      const token = request.headers.get('Authorization');
      tokens.push(token);
      return token === `Bearer ${renewedTokens.bearerToken}`
        ? HttpResponse.json({ userId: 'u-1' })
        : HttpResponse.json(unauthorized, { status: 401 });
    }),
  );
  return tokens;
}

function serveRefresh(answer: () => Response) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.put(apiUrl('auth/v1/jwt/refreshToken'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function signedInPlayer() {
  cookies.storeSession(sessionTokens);
  const app = renderApp({ user: players.player });
  await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
  return app;
}

describe('a 401', () => {
  it('is refreshed once for concurrent calls, and each call is retried with the new token', async () => {
    const { services } = await signedInPlayer();
    const seen = serveMyInfo();
    const refreshes = serveRefresh(() => HttpResponse.json(renewedTokens));
    const answers = await Promise.all([1, 2, 3].map(() => services.api.request('account', 'MyInfo')));
    expect(answers).toEqual([{ userId: 'u-1' }, { userId: 'u-1' }, { userId: 'u-1' }]);
    expect(refreshes).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(seen.filter((token) => token === 'Bearer bearer-1')).toHaveLength(3);
    expect(seen.filter((token) => token === 'Bearer bearer-2')).toHaveLength(3);
    expect(cookieValue('bearer')).toBe('bearer-2');
    expect(cookieValue('refresh')).toBe('refresh-2');
  });

  it('a player whose refresh fails loses the cookies and is logged out here, to the root page', async () => {
    const { services, storage, pageLoader } = await signedInPlayer();
    serveMyInfo();
    const requests = recordRequests();
    serveRefresh(() => HttpResponse.json(unauthorized, { status: 401 }));
    await expect(services.api.request('account', 'MyInfo')).rejects.toMatchObject({ status: 401 });
    expect(cookieValue('bearer')).toBeNull();
    expect(cookieValue('refresh')).toBeNull();
    expect(storage.get('authenticated')).toBe(false);
    expect(storage.get('userContext')).toBeNull();
    expect(pageLoader.assign).toHaveBeenCalledExactlyOnceWith('/');
    expect(requests).toEqual([
      `GET ${apiUrl('account/v1/MyInfo')}`,
      `PUT ${apiUrl('auth/v1/jwt/refreshToken')}`,
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument());
  });

  it('a guest whose refresh fails is signed in again from its stored credentials, then the page reloads', async () => {
    mswServer.use(sessionHandlers.guestStatus(1));
    const app = renderGuest();
    await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
    await waitFor(() => expect(app.storage.get('authenticated')).toBe(true));
    serveMyInfo();
    serveRefresh(() => HttpResponse.json(unauthorized, { status: 401 }));
    const signIns: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('auth/v1/easy/signIn'), async ({ request }) => {
        signIns.push(await request.json());
        return HttpResponse.json({ status: 0, statusMessage: 'Logged in.', ...renewedTokens });
      }),
    );
    await expect(app.services.api.request('account', 'MyInfo')).rejects.toMatchObject({ status: 401 });
    expect(signIns).toEqual([guestCredentials]);
    expect(cookieValue('bearer')).toBe('bearer-2');
    expect(app.pageLoader.reload).toHaveBeenCalledTimes(1);
    expect(app.pageLoader.assign).not.toHaveBeenCalled();
  });

  it('a visitor has no session to refresh: the call just fails', async () => {
    const app = renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
    const requests = recordRequests();
    serveMyInfo();
    await expect(app.services.api.request('account', 'MyInfo')).rejects.toMatchObject({ status: 401 });
    expect(requests).toEqual([`GET ${apiUrl('account/v1/MyInfo')}`]);
    expect(app.pageLoader.assign).not.toHaveBeenCalled();
  });
});
