// GET EmailPreferences, PUT emailPreferences, PUT emailPreferences/unsubscribeAll, the one-click
// unsubscribe link (PUT {userId}/emailPreferences/autoUnsubscribeAll?token=…) and RFC 8058's one-click
// POST (POST {userId}/emailPreferences/oneClickUnsubscribe?token=…).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPreferencesDto } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import { unsubscribeToken } from '#server/providers/mail/index.ts';
import { testConfig } from '../helpers/build-test-app.ts';
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
const secret = testConfig().jwtSecret;

beforeAll(async () => {
  testApp = await buildAccountTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

const invalidLink = refusalBody(400, 'The URL is either invalid or has expired');

async function preferences(token: SessionTokens): Promise<EmailPreferencesDto> {
  const response = await call(app, 'GET', 'EmailPreferences', { token });
  expect(response.statusCode).toBe(200);
  return response.json<EmailPreferencesDto>();
}

describe('GET EmailPreferences', () => {
  it('starts with every e-mail on', async () => {
    const { tokens } = await createPlayer(app);
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: false,
      unsubscribed: [],
      reminderLeadHours: 24,
    });
  });
});

describe('PUT emailPreferences', () => {
  it('replaces the set, without duplicates, in id order', async () => {
    const { tokens } = await createPlayer(app);
    const first = await call(app, 'PUT', 'emailPreferences', {
      token: tokens,
      body: { unsubscribe: [4, 1, 1] },
    });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: false,
      unsubscribed: [1, 4],
      reminderLeadHours: 24,
    });

    const second = await call(app, 'PUT', 'emailPreferences', { token: tokens, body: { unsubscribe: [2] } });
    expect(second.statusCode).toBe(204);
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: false,
      unsubscribed: [2],
      reminderLeadHours: 24,
    });

    await call(app, 'PUT', 'emailPreferences', { token: tokens, body: { unsubscribe: [] } });
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: false,
      unsubscribed: [],
      reminderLeadHours: 24,
    });
  });

  it("keeps each player's set its own", async () => {
    const ann = await createPlayer(app);
    const bob = await createGuest(app);
    await call(app, 'PUT', 'emailPreferences', { token: ann.tokens, body: { unsubscribe: [1, 2] } });
    await call(app, 'PUT', 'emailPreferences', { token: bob.tokens, body: { unsubscribe: [3] } });
    expect((await preferences(ann.tokens)).unsubscribed).toEqual([1, 2]);
    expect((await preferences(bob.tokens)).unsubscribed).toEqual([3]);
  });

  it('refuses ids that are not e-mail types and changes nothing', async () => {
    const { tokens } = await createPlayer(app);
    await call(app, 'PUT', 'emailPreferences', { token: tokens, body: { unsubscribe: [3] } });
    const response = await call(app, 'PUT', 'emailPreferences', {
      token: tokens,
      body: { unsubscribe: [1, 99, 0] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(400, 'There is no e-mail type 0, 99.'));
    expect((await preferences(tokens)).unsubscribed).toEqual([3]);
  });

  it('refuses a body that is not a list of integers of the column', async () => {
    const { tokens } = await createPlayer(app);
    const outOfRange = [{ unsubscribe: [2_147_483_648] }, { unsubscribe: [-1] }];
    for (const body of [
      {},
      { unsubscribe: ['1'] },
      { unsubscribe: [1.5] },
      { unsubscribe: 1 },
      ...outOfRange,
    ]) {
      const response = await call(app, 'PUT', 'emailPreferences', { token: tokens, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^body\/unsubscribe/);
    }
  });
});

describe('PUT emailPreferences/unsubscribeAll', () => {
  it('turns the switch on and off, keeping the per-type choices', async () => {
    const { user, tokens } = await createPlayer(app);
    await call(app, 'PUT', 'emailPreferences', { token: tokens, body: { unsubscribe: [2] } });
    const on = await call(app, 'PUT', 'emailPreferences/unsubscribeAll', {
      token: tokens,
      body: { unsubscribeAll: true },
    });
    expect(on.statusCode).toBe(204);
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: true,
      unsubscribed: [2],
      reminderLeadHours: 24,
    });
    expect((await userRow(app, user.id))?.unsubscribeAll).toBe(true);

    const off = await call(app, 'PUT', 'emailPreferences/unsubscribeAll', {
      token: tokens,
      body: { unsubscribeAll: false },
    });
    expect(off.statusCode).toBe(204);
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: false,
      unsubscribed: [2],
      reminderLeadHours: 24,
    });
  });

  it('refuses a value that is not a boolean', async () => {
    const { tokens } = await createPlayer(app);
    const response = await call(app, 'PUT', 'emailPreferences/unsubscribeAll', {
      token: tokens,
      body: { unsubscribeAll: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^body\/unsubscribeAll: /);
  });
});

describe('the one-click unsubscribe link', () => {
  const linkCall = (
    userId: string,
    token: string | undefined,
    headers = { 'x-requested-with': 'XMLHttpRequest' },
  ) =>
    app.inject({
      method: 'PUT',
      url: `/api/account/v1/${userId}/emailPreferences/autoUnsubscribeAll${
        token === undefined ? '' : `?token=${encodeURIComponent(token)}`
      }`,
      headers,
    });

  it('turns all e-mail off without a session or a body', async () => {
    const { user, tokens } = await createPlayer(app);
    const response = await linkCall(user.id, unsubscribeToken(secret, user.id));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: true,
      unsubscribed: [],
      reminderLeadHours: 24,
    });
  });

  it('works again when followed twice, and for a guest', async () => {
    const { user } = await createGuest(app);
    const token = unsubscribeToken(secret, user.id);
    expect((await linkCall(user.id, token)).statusCode).toBe(204);
    expect((await linkCall(user.id, token)).statusCode).toBe(204);
    expect((await userRow(app, user.id))?.unsubscribeAll).toBe(true);
  });

  it('accepts an empty JSON object as the body too', async () => {
    const { user } = await createPlayer(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/account/v1/${user.id}/emailPreferences/autoUnsubscribeAll?token=${unsubscribeToken(secret, user.id)}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(204);
  });

  it("refuses another player's token, a tampered one, a missing one and a malformed id", async () => {
    const ann = await createPlayer(app);
    const bob = await createPlayer(app);
    const annToken = unsubscribeToken(secret, ann.user.id);
    const tampered = `${annToken.slice(0, -1)}${annToken.endsWith('A') ? 'B' : 'A'}`;
    for (const [userId, token] of [
      [bob.user.id, annToken],
      [ann.user.id, tampered],
      [ann.user.id, undefined],
      [ann.user.id, ''],
      ['not-a-user-id', annToken],
    ] as const) {
      const response = await linkCall(userId, token);
      expect(response.statusCode, `${userId} ${token}`).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    }
    expect((await userRow(app, ann.user.id))?.unsubscribeAll).toBe(false);
    expect((await userRow(app, bob.user.id))?.unsubscribeAll).toBe(false);
  });

  it('refuses a token made with another secret', async () => {
    const { user } = await createPlayer(app);
    const response = await linkCall(
      user.id,
      unsubscribeToken('another-secret-that-is-32-characters-long', user.id),
    );
    expect(response.json()).toEqual(invalidLink);
  });

  it('is still guarded against cross-site requests (no X-Requested-With)', async () => {
    const { user } = await createPlayer(app);
    const response = await linkCall(user.id, unsubscribeToken(secret, user.id), {} as never);
    expect(response.statusCode).toBe(403);
    expect((await userRow(app, user.id))?.unsubscribeAll).toBe(false);
  });
});

describe('POST {userId}/emailPreferences/oneClickUnsubscribe (RFC 8058)', () => {
  const oneClickUrl = (userId: string, token: string) =>
    `/api/account/v1/${userId}/emailPreferences/oneClickUnsubscribe?token=${encodeURIComponent(token)}`;
  // What a mail provider's server sends: a form, no cookie, no Origin, no X-Requested-With.
  const post = (userId: string, token: string, payload = 'List-Unsubscribe=One-Click') =>
    app.inject({
      method: 'POST',
      url: oneClickUrl(userId, token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it("turns all the player's e-mail off from a mail client's form post", async () => {
    const { user, tokens } = await createPlayer(app);
    const response = await post(user.id, unsubscribeToken(secret, user.id));
    expect(response.statusCode).toBe(204);
    expect(await preferences(tokens)).toEqual({
      unsubscribeAll: true,
      unsubscribed: [],
      reminderLeadHours: 24,
    });
    expect((await post(user.id, unsubscribeToken(secret, user.id))).statusCode).toBe(204);
  });

  it('refuses a bad token or another body, and changes nothing', async () => {
    const ann = await createPlayer(app);
    const bob = await createPlayer(app);
    const bad = await post(bob.user.id, unsubscribeToken(secret, ann.user.id));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(invalidLink);
    const wrongBody = await post(ann.user.id, unsubscribeToken(secret, ann.user.id), 'List-Unsubscribe=Yes');
    expect(wrongBody.statusCode).toBe(400);
    for (const player of [ann, bob]) {
      expect((await userRow(app, player.user.id))?.unsubscribeAll).toBe(false);
    }
  });

  it('sends a GET (a link scanner, a client opening the link) on to the unsubscribe page, changing nothing', async () => {
    const { user } = await createPlayer(app);
    const token = unsubscribeToken(secret, user.id);
    const response = await app.inject({ method: 'GET', url: oneClickUrl(user.id, token) });
    expect(response.statusCode).toBe(303);
    // A redirect without a body, as documented (it once sent the JSON text `null`).
    expect(response.body).toBe('');
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/email-preferences/unsubscribe');
    expect(Object.fromEntries(location.searchParams)).toEqual({ userId: user.id, token });
    expect((await userRow(app, user.id))?.unsubscribeAll).toBe(false);
    const forged = await app.inject({ method: 'GET', url: oneClickUrl(user.id, 'forged') });
    expect(forged.statusCode).toBe(400);
  });
});
