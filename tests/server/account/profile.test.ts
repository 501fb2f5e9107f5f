// WhoAmI, MyInfo, myUserStatus, myCredits and DisplayName.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyInfoDto, UserStatusDto, WhoAmIDto } from '#core/contract/account.ts';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import {
  buildAccountTestApp,
  call,
  createGuest,
  createPlayer,
  userRow,
  type AccountTestApp,
} from './account-test-app.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

let testApp: AccountTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildAccountTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

const unauthorizedBody: ApiErrorBody = {
  statusCode: 401,
  error: 'Unauthorized',
  code: 'unauthorized',
  message: 'You are not signed in, or your session has ended. Please sign in.',
};

describe('every signed-in route', () => {
  const routes = [
    ['GET', 'WhoAmI'],
    ['GET', 'MyInfo'],
    ['GET', 'myUserStatus'],
    ['GET', 'myCredits'],
    ['POST', 'myCredits/redeem'],
    ['POST', 'myCredits/revoke'],
    ['POST', 'admin/credits'],
    ['GET', 'ConversionInProgress'],
    ['GET', 'EmailPreferences'],
    ['GET', 'TwoFactor'],
    ['PUT', 'DisplayName'],
    ['PUT', 'ChangePassword'],
    ['PUT', 'UpgradeToPremium'],
    ['PUT', 'DowngradeToStandard'],
    ['PUT', 'emailPreferences'],
    ['PUT', 'emailPreferences/unsubscribeAll'],
    ['POST', 'ConvertAccount'],
    ['POST', 'TwoFactor/setup'],
    ['POST', 'TwoFactor/enable'],
    ['POST', 'TwoFactor/recoveryCodes'],
    ['POST', 'TwoFactor/disable'],
    ['DELETE', ''],
  ] as const;

  it.each(routes)('%s %s answers 401 without a bearer token', async (method, path) => {
    const response = await call(app, method, path);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorizedBody);
  });

  it.each(routes)('%s %s answers 401 with a forged bearer token', async (method, path) => {
    const response = await call(app, method, path, { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET WhoAmI', () => {
  it('answers a permanent player with userTypeId 1', async () => {
    const { user, tokens } = await createPlayer(app, { displayName: 'Ann Player' });
    const response = await call(app, 'GET', 'WhoAmI', { token: tokens });
    expect(response.statusCode).toBe(200);
    expect(response.json<WhoAmIDto>()).toEqual({
      userName: user.userName,
      displayName: 'Ann Player',
      userId: user.id,
      userTypeId: 1,
      userRoleId: 'Player',
    });
  });

  it('answers a guest with userTypeId 0 and no display name', async () => {
    const { user, tokens } = await createGuest(app);
    const response = await call(app, 'GET', 'WhoAmI', { token: tokens });
    expect(response.json<WhoAmIDto>()).toEqual({
      userName: user.userName,
      displayName: null,
      userId: user.id,
      userTypeId: 0,
      userRoleId: 'GuestPlayer',
    });
  });

  it('answers premium players and administrators with their role', async () => {
    const premium = await createPlayer(app, { role: 'PremiumPlayer' });
    const admin = await createPlayer(app, { role: 'Administrator' });
    expect((await call(app, 'GET', 'WhoAmI', { token: premium.tokens })).json<WhoAmIDto>()).toMatchObject({
      userTypeId: 1,
      userRoleId: 'PremiumPlayer',
    });
    expect((await call(app, 'GET', 'WhoAmI', { token: admin.tokens })).json<WhoAmIDto>()).toMatchObject({
      userTypeId: 1,
      userRoleId: 'Administrator',
    });
  });

  it('matches the path case-insensitively, as the spec server did', async () => {
    const { tokens } = await createPlayer(app);
    expect((await call(app, 'GET', '/api/Account/v1/whoami', { token: tokens })).statusCode).toBe(200);
  });
});

describe('GET MyInfo', () => {
  it("answers the player's own details", async () => {
    const { user, tokens } = await createPlayer(app, { email: 'my-info@example.com', displayName: 'Mia' });
    const response = await call(app, 'GET', 'MyInfo', { token: tokens });
    expect(response.statusCode).toBe(200);
    expect(response.json<MyInfoDto>()).toEqual({
      userId: user.id,
      email: 'my-info@example.com',
      displayName: 'Mia',
      role: 'Player',
      isGuest: false,
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      createdAt: user.createdAt.toISOString(),
    });
  });

  it('says a guest is a guest with no address', async () => {
    const { tokens } = await createGuest(app);
    expect((await call(app, 'GET', 'MyInfo', { token: tokens })).json<MyInfoDto>()).toMatchObject({
      email: null,
      role: 'GuestPlayer',
      isGuest: true,
    });
  });
});

describe('GET myUserStatus', () => {
  it.each([1, 2, 3] as const)("answers a guest's status %i", async (status) => {
    const { tokens } = await createGuest(app, status);
    const response = await call(app, 'GET', 'myUserStatus', { token: tokens });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserStatusDto>()).toEqual({ status });
  });

  it('answers 0 (Active) for a permanent account', async () => {
    const { tokens } = await createPlayer(app);
    expect((await call(app, 'GET', 'myUserStatus', { token: tokens })).json()).toEqual({ status: 0 });
  });
});

describe('GET myCredits', () => {
  it('answers nothing held before the game grants anything (the credits suite covers the rest)', async () => {
    const { tokens } = await createPlayer(app);
    const response = await call(app, 'GET', 'myCredits', { token: tokens });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ available: [], redeemedThisWeek: [] });
  });

  it('accepts a known competition key', async () => {
    const { tokens } = await createGuest(app);
    const response = await call(app, 'GET', 'myCredits?competition=soccer_epl', { token: tokens });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ available: [] });
  });

  it('refuses an unknown competition key with 400', async () => {
    const { tokens } = await createPlayer(app);
    const response = await call(app, 'GET', 'myCredits?competition=soccer_nowhere', { token: tokens });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(400, "There is no competition 'soccer_nowhere'."));
  });

  it('refuses an over-long competition parameter before touching the database', async () => {
    const { tokens } = await createPlayer(app);
    const response = await call(app, 'GET', `myCredits?competition=${'x'.repeat(101)}`, { token: tokens });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toMatch(/^querystring\/competition: /);
  });
});

describe('PUT DisplayName', () => {
  it('stores the trimmed name and answers 204', async () => {
    const { user, tokens } = await createPlayer(app);
    const response = await call(app, 'PUT', 'DisplayName', {
      token: tokens,
      body: { displayName: '  Top Tipster  ' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await userRow(app, user.id))?.displayName).toBe('Top Tipster');
    const whoAmI = await call(app, 'GET', 'WhoAmI', { token: tokens });
    expect(whoAmI.json<WhoAmIDto>().displayName).toBe('Top Tipster');
  });

  it('lets a guest choose a name too', async () => {
    const { user, tokens } = await createGuest(app);
    const response = await call(app, 'PUT', 'DisplayName', { token: tokens, body: { displayName: 'Jo' } });
    expect(response.statusCode).toBe(204);
    expect((await userRow(app, user.id))?.displayName).toBe('Jo');
  });

  it('accepts exactly 30 characters, counting an emoji as one', async () => {
    const { user, tokens } = await createPlayer(app);
    const name = `${'a'.repeat(29)}⚽`;
    const response = await call(app, 'PUT', 'DisplayName', { token: tokens, body: { displayName: name } });
    expect(response.statusCode).toBe(204);
    expect((await userRow(app, user.id))?.displayName).toBe(name);
  });

  it.each([
    ['', 'body/displayName: Required.'],
    ['   ', 'body/displayName: Required.'],
    ['A', 'body/displayName: The input field must contain at least 2 characters.'],
    [' B ', 'body/displayName: The input field must contain at least 2 characters.'],
    ['x'.repeat(31), 'body/displayName: The input field must contain less than 31 characters.'],
    ['Bad\u0007Bell', 'body/displayName: The display name may not contain control characters.'],
    ['Line\nBreak', 'body/displayName: The display name may not contain control characters.'],
    ['evil\u202Eemanc', 'body/displayName: The display name may not contain control characters.'],
    ['zero\u200Bwidth', 'body/displayName: The display name may not contain control characters.'],
  ])('refuses %j with 400 and says why', async (displayName, message) => {
    const { user, tokens } = await createPlayer(app, { displayName: 'Unchanged' });
    const response = await call(app, 'PUT', 'DisplayName', { token: tokens, body: { displayName } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(400, message));
    expect((await userRow(app, user.id))?.displayName).toBe('Unchanged');
  });

  it('refuses a body without displayName', async () => {
    const { tokens } = await createPlayer(app);
    const response = await call(app, 'PUT', 'DisplayName', { token: tokens, body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toMatch(/^body\/displayName: /);
  });

  it('refuses a cross-site form post (CSRF)', async () => {
    const { tokens } = await createPlayer(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/account/v1/DisplayName',
      headers: { authorization: `Bearer ${tokens.bearerToken}`, 'content-type': 'text/plain' },
      payload: 'displayName=Hacked',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('describes every account route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths)
      .filter((path) => path.startsWith('/api/account/v1'))
      .sort();
    expect(paths).toEqual(
      [
        '/api/account/v1',
        '/api/account/v1/ChangePassword',
        '/api/account/v1/ConversionInProgress',
        '/api/account/v1/ConvertAccount',
        '/api/account/v1/DisplayName',
        '/api/account/v1/DowngradeToStandard',
        '/api/account/v1/EmailPreferences',
        '/api/account/v1/TwoFactor',
        '/api/account/v1/TwoFactor/disable',
        '/api/account/v1/TwoFactor/enable',
        '/api/account/v1/TwoFactor/recoveryCodes',
        '/api/account/v1/TwoFactor/setup',
        '/api/account/v1/UpgradeToPremium',
        '/api/account/v1/ValidateEmailAddress',
        '/api/account/v1/WhoAmI',
        '/api/account/v1/emailPreferences',
        '/api/account/v1/emailPreferences/unsubscribeAll',
        '/api/account/v1/emailPreferences/reminderLeadTime',
        '/api/account/v1/myCredits',
        '/api/account/v1/myCredits/redeem',
        '/api/account/v1/myCredits/revoke',
        '/api/account/v1/admin/credits',
        '/api/account/v1/admin/News',
        '/api/account/v1/myUserStatus',
        '/api/account/v1/{userId}/emailPreferences/autoUnsubscribeAll',
        '/api/account/v1/{userId}/emailPreferences/oneClickUnsubscribe',
        '/api/account/v1/MyInfo',
      ].sort(),
    );
  });
});
