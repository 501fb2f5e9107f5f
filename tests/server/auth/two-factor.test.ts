// Checklist D (two-factor sign-in): no session before the second factor, TOTP ±1 step and each code good
// once, a wrong code counting toward lockout, recovery codes single use and stored hashed, and
// administrators without two-factor held to setting it up (ConfigureTFA).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '#core/contract/auth.ts';
import { recoveryCodes, refreshTokens } from '#server/db/schema.ts';
import { authenticateForTwoFactorSetup } from '#server/plugins/authenticate.ts';
import { totpCode, totpStep } from '#server/identity/totp.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { call, createUser, fakeClock, post, signIn, userRow, type TestUser } from './helpers.ts';

const clock = fakeClock(new Date('2030-03-04T10:00:10.000Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    clock,
    beforeReady(app) {
      // Stands for the account service's TwoFactor/setup and /enable, which use this preHandler.
      app.post(
        '/api/test/two-factor-setup',
        { preHandler: authenticateForTwoFactorSetup },
        async (request) => ({
          userId: request.user.id,
          familyId: request.user.familyId,
        }),
      );
    },
  });
});
afterAll(() => testApp.close());

const codeAt = (user: TestUser, stepOffset = 0) =>
  totpCode(user.row.authenticatorKey ?? '', totpStep(clock.now()) + stepOffset);

async function passwordStep(user: TestUser): Promise<{ tfaToken: string; loginId: string }> {
  const answer = await signIn(testApp.app, user.email, user.password);
  expect(answer).toMatchObject({ status: 2, statusMessage: 'Authenticated. Please verify your identity.' });
  return { tfaToken: answer.tfaToken ?? '', loginId: answer.loginId ?? '' };
}

const tfa = (body: { code: string; tfaToken: string; loginId: string }) =>
  post(testApp.app, '/api/auth/v1/basic/signIn/tfa', body);
const recovery = (body: { recoveryCode: string; tfaToken: string; loginId: string }) =>
  post(testApp.app, '/api/auth/v1/basic/signIn/recoveryCode', body);

async function familiesOf(userId: string): Promise<number> {
  const rows = await testApp.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
  return rows.length;
}

describe('password step with two-factor on (D4)', () => {
  it('answers RequiresVerification with a 15-minute tfa token and the login id, and no session', async () => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const answer = await signIn(testApp.app, user.email, user.password);
    expect(Object.keys(answer).sort()).toEqual(['loginId', 'status', 'statusMessage', 'tfaToken']);
    expect(answer.loginId).toBe(user.row.id);
    const payload = JSON.parse(
      Buffer.from(answer.tfaToken?.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as {
      exp: number;
      iat: number;
      purpose: string;
    };
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(payload.purpose).toBe('tfa');
    expect(await familiesOf(user.row.id)).toBe(0);
    // The tfa token is no bearer token.
    const whoAmI = await post(testApp.app, '/api/auth/v1/signout', undefined, {
      bearer: answer.tfaToken ?? '',
    });
    expect(whoAmI.statusCode).toBe(401);
  });
});

describe('authenticator codes (D1, D2, B4)', () => {
  it('signs in with the current code: Success and the tokens', async () => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const step = await passwordStep(user);
    const response = await tfa({ ...step, code: codeAt(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 0, statusMessage: 'Logged in.', loginId: user.row.id });
    expect(await familiesOf(user.row.id)).toBe(1);
  });

  it.each([-1, 1])('accepts the code of step %i', async (offset) => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const response = await tfa({ ...(await passwordStep(user)), code: codeAt(user, offset) });
    expect(response.json<SignInResponse>().status).toBe(0);
  });

  it.each([-2, 2])('refuses the code of step %i with 400 Failure', async (offset) => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const near = [-1, 0, 1].map((o) => codeAt(user, o));
    const code = codeAt(user, offset);
    if (near.includes(code)) return; // one chance in ~300k: the far code is also a near one
    const response = await tfa({ ...(await passwordStep(user)), code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 3,
      statusMessage: 'Invalid authenticator code.',
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalidAuthenticatorCode',
      message: 'Invalid authenticator code.',
    });
  });

  it('takes each code once: the same code again is refused, and so is an older step', async () => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const code = codeAt(user);
    expect((await tfa({ ...(await passwordStep(user)), code })).statusCode).toBe(200);
    const again = await tfa({ ...(await passwordStep(user)), code });
    expect(again.statusCode).toBe(400);
    const older = await tfa({ ...(await passwordStep(user)), code: codeAt(user, -1) });
    expect(older.statusCode).toBe(400);
    expect((await userRow(testApp.app, user.row.id)).lastTotpStep).toBe(totpStep(clock.now()));
  });

  it('lets only one of two parallel uses of a code through', async () => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const code = codeAt(user);
    const [first, second] = [await passwordStep(user), await passwordStep(user)];
    const responses = await Promise.all([tfa({ ...first, code }), tfa({ ...second, code })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('counts wrong codes toward lockout: the fifth locks, then even the right code answers LockedOut', async () => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const step = await passwordStep(user);
    const wrong = codeAt(user) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await tfa({ ...step, code: wrong })).json<SignInResponse>().status).toBe(3);
      expect((await userRow(testApp.app, user.row.id)).accessFailedCount).toBe(attempt);
    }
    const fifth = await tfa({ ...step, code: wrong });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toMatchObject({
      status: 1,
      message: 'This account is locked. Try again in 5 minutes.',
    });
    expect((await tfa({ ...step, code: codeAt(user) })).json<SignInResponse>().status).toBe(1);
    expect(await familiesOf(user.row.id)).toBe(0);
  });

  it('resets the failure count on success', async () => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const step = await passwordStep(user);
    await tfa({ ...step, code: codeAt(user) === '000000' ? '111111' : '000000' });
    expect((await userRow(testApp.app, user.row.id)).accessFailedCount).toBe(1);
    expect((await tfa({ ...step, code: codeAt(user) })).statusCode).toBe(200);
    expect((await userRow(testApp.app, user.row.id)).accessFailedCount).toBe(0);
  });

  it('refuses a tfa token after 15 minutes, for another login id, or after the stamp changed', async () => {
    const user = await createUser(testApp.app, { twoFactor: true });
    const other = await createUser(testApp.app, { twoFactor: true });
    const step = await passwordStep(user);
    const expired = { status: 3, statusMessage: 'Your sign-in has expired. Please sign in again.' };
    expect((await tfa({ ...step, loginId: other.row.id, code: codeAt(user) })).json()).toMatchObject(expired);
    clock.advance(15 * 60_000 + 1000);
    try {
      expect((await tfa({ ...step, code: codeAt(user) })).json()).toMatchObject(expired);
    } finally {
      clock.advance(-(15 * 60_000 + 1000));
    }
    await testApp.app.users.rotateSecurityStamp(user.row.id);
    expect((await tfa({ ...step, code: codeAt(user) })).json()).toMatchObject(expired);
  });
});

describe('recovery codes (D3, B4)', () => {
  it('are stored hashed (argon2id), each works once, and the count drops', async () => {
    const { app } = testApp;
    const user = await createUser(app, { twoFactor: true });
    const codes = await app.twoFactor.replaceRecoveryCodes(user.row.id);
    expect(codes).toHaveLength(10);
    const stored = await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.row.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(codes.some((code) => row.codeHash.includes(code))).toBe(false);
    }

    const [first] = codes as [string];
    const signedIn = await recovery({ ...(await passwordStep(user)), recoveryCode: first.toLowerCase() });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 0, loginId: user.row.id });
    expect(await app.twoFactor.countRecoveryCodes(user.row.id)).toBe(9);

    const reused = await recovery({ ...(await passwordStep(user)), recoveryCode: first });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ status: 3, message: 'Invalid recovery code.' });
    expect(await app.twoFactor.countRecoveryCodes(user.row.id)).toBe(9);
  });

  it('stop working when new ones are made', async () => {
    const { app } = testApp;
    const user = await createUser(app, { twoFactor: true });
    const [old] = (await app.twoFactor.replaceRecoveryCodes(user.row.id)) as [string];
    await app.twoFactor.replaceRecoveryCodes(user.row.id);
    expect((await recovery({ ...(await passwordStep(user)), recoveryCode: old })).statusCode).toBe(400);
  });

  it('do not count a wrong recovery code toward lockout, but rate limit it per account', async () => {
    const { app } = testApp;
    const user = await createUser(app, { twoFactor: true });
    await app.twoFactor.replaceRecoveryCodes(user.row.id);
    const step = await passwordStep(user);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await recovery({ ...step, recoveryCode: 'BBBBB-BBBBB' });
      expect(response.statusCode).toBe(400);
    }
    expect((await userRow(app, user.row.id)).accessFailedCount).toBe(0);
    const limited = await recovery({ ...step, recoveryCode: 'BBBBB-BBBBB' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'Too many requests. Please try again in 30 seconds.' });
  });
});

describe('administrators without two-factor (D5)', () => {
  it('get ConfigureTFA and a setup-only token, with no session', async () => {
    const { app } = testApp;
    const admin = await createUser(app, { role: 'Administrator' });
    const answer = await signIn(app, admin.email, admin.password);
    expect(answer).toMatchObject({
      status: 4,
      statusMessage: 'Administrators must use two-factor authentication. Please set it up to continue.',
      loginId: admin.row.id,
    });
    expect(answer.bearerToken).toBeUndefined();
    expect(answer.refreshToken).toBeUndefined();
    expect(await familiesOf(admin.row.id)).toBe(0);

    const setupToken = answer.tfaToken ?? '';
    // The setup routes accept it ...
    const setup = await post(app, '/api/test/two-factor-setup', {}, { bearer: setupToken });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({ userId: admin.row.id, familyId: '' });
    // ... nothing else does, and it is no second-factor token either.
    expect((await post(app, '/api/auth/v1/signout', undefined, { bearer: setupToken })).statusCode).toBe(401);
    const asTfa = await tfa({ tfaToken: setupToken, loginId: admin.row.id, code: '123456' });
    expect(asTfa.json()).toMatchObject({
      status: 3,
      statusMessage: 'Your sign-in has expired. Please sign in again.',
    });
    expect(
      (await call(app, 'GET', '/api/account/v1/WhoAmI', undefined, { bearer: setupToken })).statusCode,
    ).toBe(401);
  });

  it('setup routes also take a full session, and refuse no token at all', async () => {
    const { app } = testApp;
    const player = await createUser(app);
    const session = await signIn(app, player.email, player.password);
    const withSession = await post(
      app,
      '/api/test/two-factor-setup',
      {},
      { bearer: session.bearerToken ?? '' },
    );
    expect(withSession.json()).toMatchObject({ userId: player.row.id });
    expect((await post(app, '/api/test/two-factor-setup', {})).statusCode).toBe(401);
  });

  it('sign in through the second factor once two-factor is on', async () => {
    const { app } = testApp;
    const admin = await createUser(app, { role: 'Administrator', twoFactor: true });
    const step = await passwordStep(admin);
    const response = await tfa({ ...step, code: codeAt(admin) });
    expect(response.json()).toMatchObject({ status: 0, loginId: admin.row.id });
  });
});
