// A guest becomes a permanent account: ConversionInProgress, ConvertAccount, ValidateEmailAddress, then
// its first password through ChangePassword (checklist H3, H4, E8, G1, G2).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePasswordDto, WhoAmIDto } from '#core/contract/account.ts';
import type { AcceptedDto, EasySignUpResponse, SignInResponse } from '#core/contract/auth.ts';
import { emailUnsubscriptions, outbox, userTokens } from '#server/db/schema.ts';
import {
  buildAccountTestApp,
  call,
  createGuest,
  createPlayer,
  mailTo,
  otherStrongPassword,
  settle,
  strongPassword,
  userRow,
  waitForLink,
  type AccountTestApp,
  type Signed,
} from './account-test-app.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

let testApp: AccountTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildAccountTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

const accepted: AcceptedDto = {
  message:
    'If this address can be linked, an e-mail with a link is on its way. Follow it to confirm the address.',
};
const invalidLink = refusalBody(400, 'The URL is either invalid or has expired');
const notYourGuest = refusalBody(403, 'Only your own guest account can be linked to an e-mail address.');

let addressCount = 0;
const newAddress = () => `linked-${(addressCount += 1)}-${Date.now()}@example.com`;

function convert(guest: Signed, email: string) {
  return call(app, 'POST', 'ConvertAccount', {
    token: guest.tokens,
    body: { loginId: guest.user.id, email },
  });
}

function validate(loginId: string, token: string) {
  return call(app, 'POST', 'ValidateEmailAddress', { body: { LoginId: loginId, Value: token } });
}

/** The token of the n-th conversion link sent to `email`. */
async function linkToken(email: string, guestId: string, count = 1): Promise<string> {
  const { params } = await waitForLink(app, email, '/auth/validate-email', count);
  expect(params.get('loginId')).toBe(guestId);
  return params.get('token') ?? '';
}

async function status(guest: Signed) {
  return (await call(app, 'GET', 'myUserStatus', { token: guest.tokens })).json<{ status: number }>().status;
}

async function conversionInProgress(guest: Signed) {
  return (await call(app, 'GET', 'ConversionInProgress', { token: guest.tokens })).json<{
    email: string | null;
  }>();
}

describe('a guest becoming a Player, end to end', () => {
  it('keeps the same user id and signs in with e-mail and password afterwards', async () => {
    const signUp = await call(app, 'POST', '/api/auth/v1/easy/signUp', { body: { token: 'captcha-ok' } });
    expect(signUp.statusCode).toBe(200);
    const easy = signUp.json<EasySignUpResponse>();
    const guestId = easy.id;
    const guestRow = await userRow(app, guestId);
    if (!guestRow) throw new Error('easy/signUp made no user');
    const guest: Signed = { user: guestRow, tokens: easy, password: easy.password };
    // Something the guest owns, which must stay with the account.
    await call(app, 'PUT', 'emailPreferences', { token: guest.tokens, body: { unsubscribe: [2] } });
    expect(await status(guest)).toBe(1);
    expect(await conversionInProgress(guest)).toEqual({ email: null });

    const email = 'New.Player@Example.com';
    const response = await convert(guest, email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    expect(await status(guest)).toBe(2);
    expect(await conversionInProgress(guest)).toEqual({ email: 'new.player@example.com' });

    const token = await linkToken('new.player@example.com', guestId);
    const [message] = await mailTo(app, 'new.player@example.com');
    expect(message?.textBody).toContain('/email-preferences/unsubscribe?userId=');

    // The pending address does not sign in (H3).
    const early = await call(app, 'POST', '/api/auth/v1/basic/signIn', {
      body: { email: 'new.player@example.com', password: easy.password },
    });
    expect(early.json<SignInResponse>().status).toBe(3);

    // The link may be opened in another browser: no session.
    const validated = await validate(guestId, token);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ status: 3 });
    const confirmed = await userRow(app, guestId);
    expect(confirmed).toMatchObject({
      email: 'new.player@example.com',
      emailConfirmed: true,
      pendingEmail: null,
      guestStatus: 3,
      role: 'GuestPlayer',
    });
    expect(await status(guest)).toBe(3);
    expect(await conversionInProgress(guest)).toEqual({ email: null });

    // The link works once.
    expect((await validate(guestId, token)).json()).toEqual(invalidLink);

    // The first password, without a current one.
    const changed = await call(app, 'PUT', 'ChangePassword', {
      token: guest.tokens,
      body: { newPassword: strongPassword },
    });
    expect(changed.statusCode).toBe(200);
    const { success, token: session } = changed.json<ChangePasswordDto>();
    expect(success).toBe(true);
    expect(session.loginId).toBe(guestId);
    // New tokens (E8); the guest's old session is over.
    expect(session.bearerToken).not.toBe(easy.bearerToken);
    expect((await call(app, 'GET', 'WhoAmI', { token: easy.bearerToken })).statusCode).toBe(401);

    const whoAmI = await call(app, 'GET', 'WhoAmI', { token: session });
    expect(whoAmI.json<WhoAmIDto>()).toEqual({
      userName: 'new.player@example.com',
      displayName: null,
      userId: guestId,
      userTypeId: 1,
      userRoleId: 'Player',
    });
    expect(await userRow(app, guestId)).toMatchObject({ role: 'Player', guestStatus: 0 });
    expect((await call(app, 'GET', 'myUserStatus', { token: session })).json()).toEqual({ status: 0 });
    const kept = await app.db
      .select()
      .from(emailUnsubscriptions)
      .where(eq(emailUnsubscriptions.userId, guestId));
    expect(kept.map((row) => row.emailTypeId)).toEqual([2]);

    const signIn = await call(app, 'POST', '/api/auth/v1/basic/signIn', {
      body: { email: 'new.player@example.com', password: strongPassword },
    });
    const signedIn = signIn.json<SignInResponse>();
    expect(signedIn.status).toBe(0);
    expect(signedIn.loginId).toBe(guestId);
    // The browser-kept guest credentials no longer sign in.
    const asGuest = await call(app, 'POST', '/api/auth/v1/easy/signIn', {
      body: { id: guestId, password: easy.password },
    });
    expect(asGuest.json<SignInResponse>().status).toBe(3);
  });
});

describe('POST ConvertAccount', () => {
  it('answers the same to an address another account owns, and sends nothing (H4)', async () => {
    const owner = await createPlayer(app, { email: 'taken@example.com' });
    const guest = await createGuest(app);
    const response = await convert(guest, 'Taken@Example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    // From the guest's side the state is what a free address gives.
    expect(await status(guest)).toBe(2);
    expect(await conversionInProgress(guest)).toEqual({ email: 'taken@example.com' });
    await settle();
    expect(await mailTo(app, 'taken@example.com')).toEqual([]);
    // The owner's account is untouched, and nothing the guest holds can take the address.
    expect(await userRow(app, owner.user.id)).toMatchObject({ email: 'taken@example.com', role: 'Player' });
    const tokens = await app.db.select().from(userTokens).where(eq(userTokens.userId, guest.user.id));
    expect(tokens).toHaveLength(1);
    expect((await userRow(app, guest.user.id))?.email).toBeNull();
  });

  it('sends a new link on a repeat call; only the newest works', async () => {
    const guest = await createGuest(app);
    const email = newAddress();
    await convert(guest, email);
    const first = await linkToken(email, guest.user.id, 1);
    const again = await convert(guest, email);
    expect(again.statusCode).toBe(202);
    const second = await linkToken(email, guest.user.id, 2);
    expect(second).not.toBe(first);
    expect((await validate(guest.user.id, first)).json()).toEqual(invalidLink);
    expect((await validate(guest.user.id, second)).json()).toEqual({ status: 3 });
  });

  it('kills the link to an address the guest then replaced', async () => {
    const guest = await createGuest(app);
    const before = newAddress();
    const after = newAddress();
    await convert(guest, before);
    const oldToken = await linkToken(before, guest.user.id);
    await convert(guest, after);
    expect(await conversionInProgress(guest)).toEqual({ email: after });
    expect((await validate(guest.user.id, oldToken)).json()).toEqual(invalidLink);
    expect((await validate(guest.user.id, await linkToken(after, guest.user.id))).json()).toEqual({
      status: 3,
    });
    expect((await userRow(app, guest.user.id))?.email).toBe(after);
  });

  it('lets a confirmed guest re-verify with a new address', async () => {
    const guest = await createGuest(app);
    const first = newAddress();
    await convert(guest, first);
    await validate(guest.user.id, await linkToken(first, guest.user.id));
    const second = newAddress();
    expect((await convert(guest, second)).statusCode).toBe(202);
    expect(await status(guest)).toBe(2);
    expect((await validate(guest.user.id, await linkToken(second, guest.user.id))).json()).toEqual({
      status: 3,
    });
    expect(await userRow(app, guest.user.id)).toMatchObject({
      email: second,
      emailConfirmed: true,
      guestStatus: 3,
    });
  });

  it("refuses another account's loginId, and permanent accounts", async () => {
    const guest = await createGuest(app);
    const other = await createGuest(app);
    const player = await createPlayer(app);
    const foreign = await call(app, 'POST', 'ConvertAccount', {
      token: guest.tokens,
      body: { loginId: other.user.id, email: newAddress() },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(notYourGuest);
    const permanent = await call(app, 'POST', 'ConvertAccount', {
      token: player.tokens,
      body: { loginId: player.user.id, email: newAddress() },
    });
    expect(permanent.statusCode).toBe(403);
    expect(permanent.json()).toEqual(notYourGuest);
    expect(await status(guest)).toBe(1);
    expect(await status(other)).toBe(1);
    expect((await userRow(app, player.user.id))?.pendingEmail).toBeNull();
  });

  it('refuses an address that is not one', async () => {
    const guest = await createGuest(app);
    for (const email of ['', 'not-an-address', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const response = await convert(guest, email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual(refusalBody(400, 'body/email: Invalid email format.'));
    }
    expect(await status(guest)).toBe(1);
  });

  it('limits how often one guest can have the server send mail', async () => {
    const guest = await createGuest(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await convert(guest, newAddress())).statusCode).toBe(202);
    }
    const over = await convert(guest, newAddress());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(refusalBody(429, 'Too many requests. Please try again in 30 seconds.'));
  });
});

describe('POST ValidateEmailAddress', () => {
  it('refuses an expired link (24 h)', async () => {
    const guest = await createGuest(app);
    const email = newAddress();
    await convert(guest, email);
    const token = await linkToken(email, guest.user.id);
    testApp.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await validate(guest.user.id, token)).json()).toEqual(invalidLink);
    expect(await userRow(app, guest.user.id)).toMatchObject({
      guestStatus: 2,
      email: null,
      pendingEmail: email,
    });
  });

  it("refuses another guest's id, a tampered token and a malformed id", async () => {
    const guest = await createGuest(app);
    const other = await createGuest(app);
    const email = newAddress();
    await convert(guest, email);
    await convert(other, newAddress());
    const token = await linkToken(email, guest.user.id);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [loginId, value] of [
      [other.user.id, token],
      [guest.user.id, tampered],
      [guest.user.id, ''],
      ['guest-1234', token],
    ] as const) {
      const response = await validate(loginId, value);
      expect(response.statusCode, `${loginId} ${value}`).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    }
    // The real link still works after the failures.
    expect((await validate(guest.user.id, token)).json()).toEqual({ status: 3 });
  });

  it('refuses when another account took the address since the link was sent', async () => {
    const guest = await createGuest(app);
    const email = newAddress();
    await convert(guest, email);
    const token = await linkToken(email, guest.user.id);
    await createPlayer(app, { email });
    expect((await validate(guest.user.id, token)).json()).toEqual(invalidLink);
    expect(await userRow(app, guest.user.id)).toMatchObject({ guestStatus: 2, email: null });
  });

  it('is only accepted as JSON with X-Requested-With (CSRF)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/v1/ValidateEmailAddress',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'LoginId=x&Value=y',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT ChangePassword for a confirmed guest', () => {
  it('enforces the policy on the first password too', async () => {
    const guest = await createGuest(app, 3);
    await app.users.update(guest.user.id, { email: newAddress(), emailConfirmed: true });
    const response = await call(app, 'PUT', 'ChangePassword', {
      token: guest.tokens,
      body: { newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(400, 'The input field must contain at least 10 characters.'));
    expect((await userRow(app, guest.user.id))?.role).toBe('GuestPlayer');
  });

  it('ignores a current password the guest does not have', async () => {
    const guest = await createGuest(app, 3);
    await app.users.update(guest.user.id, { email: newAddress(), emailConfirmed: true });
    const response = await call(app, 'PUT', 'ChangePassword', {
      token: guest.tokens,
      body: { currentPassword: 'anything', newPassword: otherStrongPassword },
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow(app, guest.user.id))?.role).toBe('Player');
  });
});

describe('the conversion link', () => {
  it('is stored only as a hash, bound to its purpose and address', async () => {
    const guest = await createGuest(app);
    const email = newAddress();
    await convert(guest, email);
    const token = await linkToken(email, guest.user.id);
    const [stored] = await app.db.select().from(userTokens).where(eq(userTokens.userId, guest.user.id));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.purpose).toBe('convert-account');
    expect(stored?.email).toBe(email);
    const messages = await app.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(messages).toHaveLength(1);
  });
});
