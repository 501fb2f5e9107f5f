// The admin app rendered for its component tests (MSW answers its calls): one set-up for every page's test.
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { WhoAmIDto } from '#core/contract/account.ts';
import { AdminApp } from '#src/admin/AdminApp.tsx';
import { createAdminApi } from '#src/admin/session/admin-api.ts';
import { createAdminSessionActor } from '#src/admin/session/admin-session-actor.ts';
import { createSessionCookies, type CookieJar } from '#src/app/session/session-cookies.ts';
import { apiUrl, testApiBase } from '../../test-utils/msw.ts';

function jarWith(cookies: Record<string, string>): CookieJar {
  const values = new Map(Object.entries(cookies));
  return {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (line.includes('Max-Age=0;')) values.delete(name);
      else values.set(name, value);
    },
  };
}

/** The admin app at `path`, with the cookies the player app stored (by default its bearer: signed in). */
export function renderAdmin(path: string, cookies: Record<string, string> = { longshotBearer: 'bearer' }) {
  const sessionCookies = createSessionCookies(jarWith(cookies), { secure: false });
  const api = createAdminApi(
    sessionCookies,
    { onExpired: () => undefined, onForbidden: () => undefined },
    `${testApiBase}/api/`,
  );
  const session = createAdminSessionActor(api, sessionCookies);
  session.start();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp services={{ api, session }} mantineEnv="test" />
    </MemoryRouter>,
  );
  return session;
}

/** WhoAmI answering a user of this role. */
export const whoAmI = (userRoleId: WhoAmIDto['userRoleId']) =>
  http.get(apiUrl('account/v1/WhoAmI'), () =>
    HttpResponse.json({
      userName: 'zed@example.com',
      displayName: 'Zed',
      userId: 'admin-1',
      userTypeId: 1,
      userRoleId,
    } satisfies WhoAmIDto),
  );
