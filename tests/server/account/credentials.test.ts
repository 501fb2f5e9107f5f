// PUT ChangePassword for a permanent account (checklist A4, E7, G3), the refusals of PUT UpgradeToPremium /
// PUT DowngradeToStandard (their work is in front of payments: tests/server/payments), and DELETE on the
// service root.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePasswordDto, WhoAmIDto } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import { emailUnsubscriptions, recoveryCodes, refreshTokens, userTokens } from '#server/db/schema.ts';
import {
  buildAccountTestApp,
  call,
  createGuest,
  createPlayer,
  otherStrongPassword,
  strongPassword,
  userRow,
  type AccountTestApp,
} from './account-test-app.ts';
import { totpCode, totpStep } from '#server/identity/totp.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

let testApp: AccountTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildAccountTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

const badRequest = (message: string) => refusalBody(400, message);
const conflict = (message: string) => refusalBody(409, message);

async function whoAmI(token: SessionTokens | string) {
  return call(app, 'GET', 'WhoAmI', { token });
}

async function refreshes(refreshToken: string): Promise<boolean> {
  return app.sessions.rotate(refreshToken).then(
    () => true,
    () => false,
  );
}

describe('PUT ChangePassword (permanent account)', () => {
  it('changes the password, ends every session and answers a new one', async () => {
    const ann = await createPlayer(app);
    const otherDevice = await app.sessions.issue(ann.user.id);
    const response = await call(app, 'PUT', 'ChangePassword', {
      token: ann.tokens,
      body: { currentPassword: strongPassword, newPassword: otherStrongPassword },
    });
    expect(response.statusCode).toBe(200);
    const { success, token } = response.json<ChangePasswordDto>();
    expect(success).toBe(true);
    expect(token.loginId).toBe(ann.user.id);
    expect(token.bearerToken).not.toBe(ann.tokens.bearerToken);
    expect(token.refreshToken).not.toBe(ann.tokens.refreshToken);

    const stored = await userRow(app, ann.user.id);
    expect(stored?.securityStamp).not.toBe(ann.user.securityStamp);
    expect(await app.passwords.verify(stored?.passwordHash ?? '', otherStrongPassword)).toBe(true);
    expect(await app.passwords.verify(stored?.passwordHash ?? '', strongPassword)).toBe(false);

    // Old bearer tokens (this device's and the other's) die with the stamp; old refresh tokens too.
    expect((await whoAmI(ann.tokens)).statusCode).toBe(401);
    expect((await whoAmI(otherDevice)).statusCode).toBe(401);
    expect(await refreshes(ann.tokens.refreshToken)).toBe(false);
    expect(await refreshes(otherDevice.refreshToken)).toBe(false);
    // The new session works and refreshes.
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect(await refreshes(token.refreshToken)).toBe(true);
  });

  it('kills links e-mailed before the change (a reset link, say)', async () => {
    const ann = await createPlayer(app);
    const resetToken = await app.oneTimeTokens.create(ann.user.id, 'reset-password', { ttlMs: 3_600_000 });
    await call(app, 'PUT', 'ChangePassword', {
      token: ann.tokens,
      body: { currentPassword: strongPassword, newPassword: otherStrongPassword },
    });
    expect(await app.oneTimeTokens.consume(ann.user.id, 'reset-password', resetToken)).toBeNull();
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const ann = await createPlayer(app);
    const response = await call(app, 'PUT', 'ChangePassword', {
      token: ann.tokens,
      body: { currentPassword: 'not my password', newPassword: otherStrongPassword },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The current password is not correct.'));
    const stored = await userRow(app, ann.user.id);
    expect(stored?.securityStamp).toBe(ann.user.securityStamp);
    expect(stored?.passwordHash).toBe(ann.user.passwordHash);
    expect((await whoAmI(ann.tokens)).statusCode).toBe(200);
  });

  it('asks for the current password when it is missing', async () => {
    const ann = await createPlayer(app);
    for (const body of [
      { newPassword: otherStrongPassword },
      { currentPassword: '', newPassword: otherStrongPassword },
    ]) {
      const response = await call(app, 'PUT', 'ChangePassword', { token: ann.tokens, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequest('Please enter your current password.'));
    }
  });

  it('enforces the password policy, listing every failure', async () => {
    const ann = await createPlayer(app);
    const cases = [
      [
        'Qx7',
        'The input field must contain at least 10 characters. The input field must contain at least 4 unique characters.',
      ],
      ['xyxyxyxyxyxy', 'The input field must contain at least 4 unique characters.'],
      ['password123', 'This password is too common. Please choose a less common one.'],
    ] as const;
    for (const [newPassword, message] of cases) {
      const response = await call(app, 'PUT', 'ChangePassword', {
        token: ann.tokens,
        body: { currentPassword: strongPassword, newPassword },
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json()).toEqual(badRequest(message));
    }
    expect((await userRow(app, ann.user.id))?.securityStamp).toBe(ann.user.securityStamp);
  });

  it('keeps the account a Player with the same id', async () => {
    const ann = await createPlayer(app);
    const response = await call(app, 'PUT', 'ChangePassword', {
      token: ann.tokens,
      body: { currentPassword: strongPassword, newPassword: otherStrongPassword },
    });
    const { token } = response.json<ChangePasswordDto>();
    expect((await whoAmI(token)).json<WhoAmIDto>()).toMatchObject({
      userId: ann.user.id,
      userRoleId: 'Player',
    });
  });
});

describe('PUT ChangePassword (guest not yet validated)', () => {
  it.each([1, 2] as const)('refuses a guest in status %i with 409', async (status) => {
    const guest = await createGuest(app, status);
    const response = await call(app, 'PUT', 'ChangePassword', {
      token: guest.tokens,
      body: { newPassword: otherStrongPassword },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      conflict('Please validate your e-mail address before setting a password.'),
    );
    const stored = await userRow(app, guest.user.id);
    expect(stored?.role).toBe('GuestPlayer');
    expect(stored?.passwordHash).toBe(guest.user.passwordHash);
  });
});

describe('PUT UpgradeToPremium and PUT DowngradeToStandard', () => {
  it('refuses when it does not apply, with a readable 409', async () => {
    const player = await createPlayer(app);
    const premium = await createPlayer(app, { role: 'PremiumPlayer' });
    const admin = await createPlayer(app, { role: 'Administrator' });
    const guest = await createGuest(app);
    const cases = [
      ['UpgradeToPremium', premium.tokens, 'You are already a premium member.'],
      ['DowngradeToStandard', player.tokens, 'You are not a premium member.'],
      ['UpgradeToPremium', admin.tokens, 'Administrator accounts have no membership.'],
      [
        'UpgradeToPremium',
        guest.tokens,
        'Guest accounts cannot change membership. Link an e-mail address and set a password first.',
      ],
      [
        'DowngradeToStandard',
        guest.tokens,
        'Guest accounts cannot change membership. Link an e-mail address and set a password first.',
      ],
    ] as const;
    for (const [path, token, message] of cases) {
      const response = await call(app, 'PUT', path, { token });
      expect(response.statusCode, `${path} ${message}`).toBe(409);
      expect(response.json()).toEqual(conflict(message));
    }
    expect((await userRow(app, guest.user.id))?.role).toBe('GuestPlayer');
    expect((await userRow(app, admin.user.id))?.role).toBe('Administrator');
    expect((await whoAmI(player.tokens)).statusCode).toBe(200);
  });
});

describe('DELETE account', () => {
  async function remnants(userId: string) {
    const { db } = app;
    const [sessions, tokens, codes, unsubscriptions] = await Promise.all([
      db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)),
      db.select().from(userTokens).where(eq(userTokens.userId, userId)),
      db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
      db.select().from(emailUnsubscriptions).where(eq(emailUnsubscriptions.userId, userId)),
    ]);
    return sessions.length + tokens.length + codes.length + unsubscriptions.length;
  }

  /** What an anonymised row keeps: nothing personal, nothing to sign in with. */
  const anonymised = (userId: string) => ({
    userName: `deleted-${userId}`,
    email: null,
    pendingEmail: null,
    displayName: 'Deleted player',
    passwordHash: null,
    twoFactorEnabled: false,
    authenticatorKey: null,
    unsubscribeAll: true,
    deletedAt: testApp.clock.now(),
  });

  it('deletes the personal data of a permanent account given its password, keeping the row anonymised', async () => {
    const ann = await createPlayer(app);
    const otherDevice = await app.sessions.issue(ann.user.id);
    await call(app, 'PUT', 'emailPreferences', { token: ann.tokens, body: { unsubscribe: [1] } });
    await app.oneTimeTokens.create(ann.user.id, 'reset-password', { ttlMs: 3_600_000 });
    await app.twoFactor.replaceRecoveryCodes(ann.user.id);
    expect(await remnants(ann.user.id)).toBe(14);

    const response = await call(app, 'DELETE', '', { token: ann.tokens, body: { token: strongPassword } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await userRow(app, ann.user.id)).toMatchObject(anonymised(ann.user.id));
    expect(await remnants(ann.user.id)).toBe(0);
    expect((await whoAmI(ann.tokens)).statusCode).toBe(401);
    expect((await whoAmI(otherDevice)).statusCode).toBe(401);
    expect(await refreshes(otherDevice.refreshToken)).toBe(false);
    // Nothing signs in to it again: its address is free and matches no account.
    expect(await app.users.findByEmail(ann.user.email ?? '')).toBeUndefined();
  });

  it('takes the authenticator code instead of the password when two-factor is on', async () => {
    const ann = await createPlayer(app);
    const key = 'JBSWY3DPEHPK3PXP';
    await app.users.update(ann.user.id, { authenticatorKey: key, twoFactorEnabled: true });
    const wrong = await call(app, 'DELETE', '', { token: ann.tokens, body: { token: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(await userRow(app, ann.user.id)).toMatchObject({ deletedAt: null });
    const code = totpCode(key, totpStep(testApp.clock.now()));
    const response = await call(app, 'DELETE', '', { token: ann.tokens, body: { token: code } });
    expect(response.statusCode, response.body).toBe(204);
    expect(await userRow(app, ann.user.id)).toMatchObject(anonymised(ann.user.id));
  });

  it("deletes a guest given the password its browser keeps, at the path's trailing-slash form too", async () => {
    const guest = await createGuest(app);
    const response = await call(app, 'DELETE', '/api/account/v1/', {
      token: guest.tokens,
      body: { token: guest.password },
    });
    expect(response.statusCode).toBe(204);
    expect(await userRow(app, guest.user.id)).toMatchObject(anonymised(guest.user.id));
    expect((await whoAmI(guest.tokens)).statusCode).toBe(401);
  });

  it('refuses a wrong password and keeps the account', async () => {
    const ann = await createPlayer(app);
    const guest = await createGuest(app);
    for (const { tokens, user } of [ann, guest]) {
      const response = await call(app, 'DELETE', '', { token: tokens, body: { token: 'not the password' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequest('The current password is not correct.'));
      expect(await userRow(app, user.id)).toMatchObject({ deletedAt: null, passwordHash: user.passwordHash });
      expect((await whoAmI(tokens)).statusCode).toBe(200);
    }
  });

  it('refuses a missing or empty token', async () => {
    const ann = await createPlayer(app);
    const missing = await call(app, 'DELETE', '', { token: ann.tokens, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^body\/token: /);
    const empty = await call(app, 'DELETE', '', { token: ann.tokens, body: { token: '' } });
    expect(empty.json()).toEqual(badRequest('Please enter your current password.'));
    expect(await userRow(app, ann.user.id)).toBeDefined();
  });
});

describe('guessing the password with a signed-in session', () => {
  it('is limited to 10 tries per account across the routes that ask for it', async () => {
    const ann = await createPlayer(app);
    const guess = { currentPassword: 'a wrong guess', newPassword: otherStrongPassword };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(app, 'PUT', 'ChangePassword', { token: ann.tokens, body: guess })).statusCode).toBe(
        400,
      );
      expect(
        (await call(app, 'DELETE', '', { token: ann.tokens, body: { token: 'a wrong guess' } })).statusCode,
      ).toBe(400);
    }
    const over = await call(app, 'POST', 'TwoFactor/disable', {
      token: ann.tokens,
      body: { password: strongPassword },
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toEqual(expect.any(String));
    expect(over.json()).toEqual(refusalBody(429, 'Too many requests. Please try again in 30 seconds.'));
    // Another account is not affected.
    const bob = await createPlayer(app);
    const right = { currentPassword: strongPassword, newPassword: otherStrongPassword };
    expect((await call(app, 'PUT', 'ChangePassword', { token: bob.tokens, body: right })).statusCode).toBe(
      200,
    );
  });
});
