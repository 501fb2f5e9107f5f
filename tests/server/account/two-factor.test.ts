// Two-factor management: GET TwoFactor, POST TwoFactor/setup, /enable, /recoveryCodes, /disable
// (checklist D1–D3, D5, D6).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MyInfoDto,
  RecoveryCodesDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from '#core/contract/account.ts';
import type { SessionTokens, SignInResponse } from '#core/contract/auth.ts';
import { recoveryCodes } from '#server/db/schema.ts';
import { totpCode, totpStep } from '#server/identity/totp.ts';
import {
  buildAccountTestApp,
  call,
  createGuest,
  createPlayer,
  strongPassword,
  userRow,
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

const recoveryCodePattern = /^[2-9BCDFGHJKMNPQRTVWXY]{5}-[2-9BCDFGHJKMNPQRTVWXY]{5}$/;
const badRequest = (message: string) => refusalBody(400, message);
const conflict = (message: string) => refusalBody(409, message);

/** The key as a person would type it from the screen. */
const keyOf = (setup: TwoFactorSetupDto) => setup.sharedKey.replace(/ /g, '').toUpperCase();

/** The code an authenticator app shows `steps` steps from now. */
function codeFor(key: string, steps = 0): string {
  return totpCode(key, totpStep(testApp.clock.now()) + steps);
}

async function setUp(token: SessionTokens | string): Promise<TwoFactorSetupDto> {
  const response = await call(app, 'POST', 'TwoFactor/setup', { token, body: {} });
  expect(response.statusCode).toBe(200);
  return response.json<TwoFactorSetupDto>();
}

/** A player with two-factor on: its key, codes and the session enabling it answered. */
async function withTwoFactor(player: Signed) {
  const key = keyOf(await setUp(player.tokens));
  const response = await call(app, 'POST', 'TwoFactor/enable', {
    token: player.tokens,
    body: { code: codeFor(key) },
  });
  expect(response.statusCode).toBe(200);
  const { recoveryCodes: codes, token } = response.json<RecoveryCodesDto>();
  // The next code must come from a later step (each step is good once).
  testApp.clock.advance(30_000);
  return { key, codes, token };
}

async function status(token: SessionTokens): Promise<TwoFactorStatusDto> {
  return (await call(app, 'GET', 'TwoFactor', { token })).json<TwoFactorStatusDto>();
}

describe('GET TwoFactor', () => {
  it('says two-factor is off for a new player', async () => {
    const { tokens } = await createPlayer(app);
    const response = await call(app, 'GET', 'TwoFactor', { token: tokens });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });
});

describe('POST TwoFactor/setup', () => {
  it('answers a new key, its otpauth URI and a QR code, and keeps the key pending', async () => {
    const ann = await createPlayer(app, { email: 'ann.tfa@example.com' });
    const setup = await setUp(ann.tokens);
    expect(setup.sharedKey).toMatch(/^([a-z2-7]{4} ){7}[a-z2-7]{4}$/);
    const key = keyOf(setup);
    expect(key).toHaveLength(32);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Longshot:ann.tfa%40example.com?secret=${key}&issuer=Longshot&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(setup.qrCodeSvg).toMatch(/<\/svg>\n?$/);

    const stored = await userRow(app, ann.user.id);
    expect(stored?.authenticatorKey).toBe(key);
    expect(stored?.twoFactorEnabled).toBe(false);
    expect(await status(ann.tokens)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('replaces an unconfirmed key: only the newest one can be enabled', async () => {
    const ann = await createPlayer(app);
    const first = keyOf(await setUp(ann.tokens));
    const second = keyOf(await setUp(ann.tokens));
    expect(second).not.toBe(first);
    const stale = await call(app, 'POST', 'TwoFactor/enable', {
      token: ann.tokens,
      body: { code: codeFor(first) },
    });
    expect(stale.statusCode).toBe(400);
    const fresh = await call(app, 'POST', 'TwoFactor/enable', {
      token: ann.tokens,
      body: { code: codeFor(second) },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('accepts a call without a body', async () => {
    const ann = await createPlayer(app);
    const response = await call(app, 'POST', 'TwoFactor/setup', { token: ann.tokens });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a guest', async () => {
    const guest = await createGuest(app);
    const response = await call(app, 'POST', 'TwoFactor/setup', { token: guest.tokens, body: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      conflict('Link an e-mail address and set a password before turning on two-factor authentication.'),
    );
    expect((await userRow(app, guest.user.id))?.authenticatorKey).toBeNull();
  });

  it('refuses while two-factor is on, keeping the key in force', async () => {
    const ann = await createPlayer(app);
    const { key, token } = await withTwoFactor(ann);
    const response = await call(app, 'POST', 'TwoFactor/setup', { token, body: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      conflict('Two-factor authentication is already on. Turn it off first to use a new authenticator.'),
    );
    expect((await userRow(app, ann.user.id))?.authenticatorKey).toBe(key);
  });
});

describe('POST TwoFactor/enable', () => {
  it('turns two-factor on, answers 10 recovery codes once and a new session', async () => {
    const ann = await createPlayer(app);
    const otherDevice = await app.sessions.issue(ann.user.id);
    const key = keyOf(await setUp(ann.tokens));
    const response = await call(app, 'POST', 'TwoFactor/enable', {
      token: ann.tokens,
      body: { code: codeFor(key) },
    });
    expect(response.statusCode).toBe(200);
    const { recoveryCodes: codes, token } = response.json<RecoveryCodesDto>();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(recoveryCodePattern);
    expect(new Set(codes).size).toBe(10);
    expect(token.loginId).toBe(ann.user.id);

    const stored = await userRow(app, ann.user.id);
    expect(stored?.twoFactorEnabled).toBe(true);
    expect(stored?.authenticatorKey).toBe(key);
    expect(stored?.securityStamp).not.toBe(ann.user.securityStamp);
    // Stored hashed (argon2id), never as typed.
    const rows = await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, ann.user.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      for (const code of codes) expect(row.codeHash).not.toContain(code);
    }

    // The stamp changed: every older session is over; the new one works.
    expect((await call(app, 'GET', 'WhoAmI', { token: ann.tokens })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'WhoAmI', { token: otherDevice })).statusCode).toBe(401);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call(app, 'GET', 'MyInfo', { token })).json<MyInfoDto>()).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it('accepts the code of the step before and after now, not two away (±1 step)', async () => {
    for (const [steps, expected] of [
      [-1, 200],
      [1, 200],
      [-2, 400],
      [2, 400],
    ] as const) {
      const ann = await createPlayer(app);
      const key = keyOf(await setUp(ann.tokens));
      const response = await call(app, 'POST', 'TwoFactor/enable', {
        token: ann.tokens,
        body: { code: codeFor(key, steps) },
      });
      expect(response.statusCode, `step ${steps}`).toBe(expected);
    }
  });

  it('refuses a wrong code and stays off', async () => {
    const ann = await createPlayer(app);
    const key = keyOf(await setUp(ann.tokens));
    const right = codeFor(key);
    const wrong = right === '000000' ? '000001' : '000000';
    for (const code of [wrong, '12345', 'abcdef', '']) {
      const response = await call(app, 'POST', 'TwoFactor/enable', { token: ann.tokens, body: { code } });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual(
        badRequest('The code is not valid. Enter the current code from your authenticator app.'),
      );
    }
    const stored = await userRow(app, ann.user.id);
    expect(stored?.twoFactorEnabled).toBe(false);
    expect(stored?.securityStamp).toBe(ann.user.securityStamp);
  });

  it('uses the code up: the same code cannot sign in (or enable) again', async () => {
    const ann = await createPlayer(app);
    const key = keyOf(await setUp(ann.tokens));
    const code = codeFor(key);
    const first = await call(app, 'POST', 'TwoFactor/enable', { token: ann.tokens, body: { code } });
    expect(first.statusCode).toBe(200);
    const stored = await userRow(app, ann.user.id);
    expect(
      await app.twoFactor.verifyCode(
        { id: ann.user.id, authenticatorKey: stored?.authenticatorKey ?? null },
        code,
      ),
    ).toBe(false);
  });

  it('limits guesses at the first code to 10 per account', async () => {
    const ann = await createPlayer(app);
    const key = keyOf(await setUp(ann.tokens));
    const wrong = codeFor(key) === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await call(app, 'POST', 'TwoFactor/enable', {
        token: ann.tokens,
        body: { code: wrong },
      });
      expect(response.statusCode).toBe(400);
    }
    const over = await call(app, 'POST', 'TwoFactor/enable', {
      token: ann.tokens,
      body: { code: codeFor(key) },
    });
    expect(over.statusCode).toBe(429);
    expect((await userRow(app, ann.user.id))?.twoFactorEnabled).toBe(false);
  });

  it('refuses before set-up, and once on', async () => {
    const ann = await createPlayer(app);
    const before = await call(app, 'POST', 'TwoFactor/enable', {
      token: ann.tokens,
      body: { code: '123456' },
    });
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual(
      conflict('Start the set-up again: there is no authenticator key waiting to be confirmed.'),
    );
    const { key, token } = await withTwoFactor(ann);
    const again = await call(app, 'POST', 'TwoFactor/enable', { token, body: { code: codeFor(key) } });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST TwoFactor/recoveryCodes', () => {
  it('replaces the codes given the password: old ones stop working, new ones work once', async () => {
    const ann = await createPlayer(app);
    const { codes: oldCodes, token } = await withTwoFactor(ann);
    expect(await app.twoFactor.redeemRecoveryCode(ann.user.id, oldCodes[0] ?? '')).toBe(true);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    const response = await call(app, 'POST', 'TwoFactor/recoveryCodes', {
      token,
      body: { password: strongPassword },
    });
    expect(response.statusCode).toBe(200);
    const { recoveryCodes: newCodes, token: newSession } = response.json<RecoveryCodesDto>();
    expect(newCodes).toHaveLength(10);
    for (const code of newCodes) expect(code).toMatch(recoveryCodePattern);
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    expect(await status(newSession)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call(app, 'GET', 'WhoAmI', { token })).statusCode).toBe(401);

    expect(await app.twoFactor.redeemRecoveryCode(ann.user.id, oldCodes[1] ?? '')).toBe(false);
    expect(await app.twoFactor.redeemRecoveryCode(ann.user.id, newCodes[0] ?? '')).toBe(true);
    expect(await app.twoFactor.redeemRecoveryCode(ann.user.id, newCodes[0] ?? '')).toBe(false);
    expect(await status(newSession)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('refuses a wrong password and keeps the codes', async () => {
    const ann = await createPlayer(app);
    const { codes, token } = await withTwoFactor(ann);
    const response = await call(app, 'POST', 'TwoFactor/recoveryCodes', {
      token,
      body: { password: 'wrong password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The current password is not correct.'));
    expect(await app.twoFactor.redeemRecoveryCode(ann.user.id, codes[0] ?? '')).toBe(true);
  });

  it('refuses while two-factor is off', async () => {
    const ann = await createPlayer(app);
    const response = await call(app, 'POST', 'TwoFactor/recoveryCodes', {
      token: ann.tokens,
      body: { password: strongPassword },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(conflict('Two-factor authentication is off.'));
  });
});

describe('POST TwoFactor/disable', () => {
  it('needs the password, then turns two-factor off, drops key and codes, and answers a new session', async () => {
    const ann = await createPlayer(app);
    const { token } = await withTwoFactor(ann);
    const wrong = await call(app, 'POST', 'TwoFactor/disable', {
      token,
      body: { password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(badRequest('The current password is not correct.'));
    const missing = await call(app, 'POST', 'TwoFactor/disable', { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect((await userRow(app, ann.user.id))?.twoFactorEnabled).toBe(true);

    const response = await call(app, 'POST', 'TwoFactor/disable', {
      token,
      body: { password: strongPassword },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<SessionTokens>();
    expect(Object.keys(session).sort()).toEqual(['bearerToken', 'loginId', 'refreshToken']);
    const stored = await userRow(app, ann.user.id);
    expect(stored?.twoFactorEnabled).toBe(false);
    expect(stored?.authenticatorKey).toBeNull();
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, ann.user.id))).toEqual(
      [],
    );
    expect((await call(app, 'GET', 'WhoAmI', { token })).statusCode).toBe(401);
    expect(await status(session)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('refuses while two-factor is off', async () => {
    const ann = await createPlayer(app);
    const response = await call(app, 'POST', 'TwoFactor/disable', {
      token: ann.tokens,
      body: { password: strongPassword },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(conflict('Two-factor authentication is off.'));
  });

  it.each(['Administrator', 'ShadowAdministrator'] as const)('refuses an %s with 403', async (role) => {
    const admin = await createPlayer(app, { role });
    const { token } = await withTwoFactor(admin);
    const response = await call(app, 'POST', 'TwoFactor/disable', {
      token,
      body: { password: strongPassword },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      refusalBody(403, 'Administrators must keep two-factor authentication on.'),
    );
    expect((await userRow(app, admin.user.id))?.twoFactorEnabled).toBe(true);
  });
});

describe('the set-up token of ConfigureTFA (an administrator without two-factor)', () => {
  it('may set up and enable two-factor, and nothing else; enabling starts a session', async () => {
    const admin = await createPlayer(app, { role: 'Administrator' });
    const setupToken = await app.tokenSigner.signTwoFactor({
      userId: admin.user.id,
      stamp: admin.user.securityStamp,
      purpose: 'tfa-setup',
    });
    expect((await call(app, 'GET', 'WhoAmI', { token: setupToken })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'TwoFactor', { token: setupToken })).statusCode).toBe(401);

    const key = keyOf(await setUp(setupToken));
    const response = await call(app, 'POST', 'TwoFactor/enable', {
      token: setupToken,
      body: { code: codeFor(key) },
    });
    expect(response.statusCode).toBe(200);
    const { recoveryCodes: codes, token } = response.json<RecoveryCodesDto>();
    expect(codes).toHaveLength(10);
    expect((await call(app, 'GET', 'WhoAmI', { token })).statusCode).toBe(200);
    // The stamp changed: the set-up token is spent.
    expect((await call(app, 'POST', 'TwoFactor/setup', { token: setupToken, body: {} })).statusCode).toBe(
      401,
    );
  });

  it('refuses a sign-in second-factor token (purpose tfa)', async () => {
    const admin = await createPlayer(app, { role: 'Administrator' });
    const tfaToken = await app.tokenSigner.signTwoFactor({
      userId: admin.user.id,
      stamp: admin.user.securityStamp,
      purpose: 'tfa',
    });
    expect((await call(app, 'POST', 'TwoFactor/setup', { token: tfaToken, body: {} })).statusCode).toBe(401);
  });
});

describe('signing in once two-factor is on', () => {
  it('asks for the code after the password, and accepts a fresh one', async () => {
    const ann = await createPlayer(app, { email: 'tfa-sign-in@example.com' });
    const { key } = await withTwoFactor(ann);
    const signIn = await call(app, 'POST', '/api/auth/v1/basic/signIn', {
      body: { email: 'tfa-sign-in@example.com', password: strongPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const half = signIn.json<SignInResponse>();
    expect(half.status).toBe(2);
    expect(half.bearerToken).toBeUndefined();
    expect(half.refreshToken).toBeUndefined();
    expect(half.tfaToken).toEqual(expect.any(String));

    const second = await call(app, 'POST', '/api/auth/v1/basic/signIn/tfa', {
      body: { code: codeFor(key), tfaToken: half.tfaToken, loginId: ann.user.id },
    });
    expect(second.statusCode).toBe(200);
    const full = second.json<SignInResponse>();
    expect(full.status).toBe(0);
    expect((await call(app, 'GET', 'WhoAmI', { token: full.bearerToken ?? '' })).statusCode).toBe(200);
  });

  it('no longer asks once two-factor is off', async () => {
    const ann = await createPlayer(app, { email: 'tfa-off@example.com' });
    const { token } = await withTwoFactor(ann);
    await call(app, 'POST', 'TwoFactor/disable', { token, body: { password: strongPassword } });
    const signIn = await call(app, 'POST', '/api/auth/v1/basic/signIn', {
      body: { email: 'tfa-off@example.com', password: strongPassword },
    });
    expect(signIn.json<SignInResponse>().status).toBe(0);
  });
});
