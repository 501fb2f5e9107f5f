// Guests (checklist H1, H2), permanent sign-up without enumeration (C3), and the confirmation link (G1,
// G2): through the routes, with the development captcha and the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EasySignUpResponse } from '#core/contract/auth.ts';
import { TERMS_VERSION } from '#core/policies.ts';
import { parseOptions } from '@node-rs/argon2';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, emailsTo, fakeClock, linkParameters, nextEmail, post, userRow } from './helpers.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

const clock = fakeClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ clock, config: { guestSignupsPerHour: 3 } });
});
afterAll(() => testApp.close());

const accepted = {
  message: 'Thank you for signing up. We have sent you an email: follow its link to confirm your address.',
};
const captchaFailed = refusalBody(400, 'The captcha check failed. Please try again.');

describe('easy sign-up: guests (H1, H2)', () => {
  it('creates a GuestPlayer (ActiveAsAnonymous) with CSPRNG credentials, hashed, signed in', async () => {
    const { app } = testApp;
    const response = await post(app, '/api/auth/v1/easy/signUp', { token: 'solved' });
    expect(response.statusCode).toBe(200);
    const body = response.json<EasySignUpResponse>();
    expect(Object.keys(body).sort()).toEqual([
      'bearerToken',
      'id',
      'loginId',
      'password',
      'refreshToken',
      'token',
    ]);
    expect(body.loginId).toBe(body.id);
    expect(body.token).toBe(body.bearerToken);
    // 192 random bits as base64url (32 characters) plus one character of every class.
    expect(body.password).toHaveLength(36);
    expect(app.passwords.validate(body.password)).toEqual([]);

    const row = await userRow(app, body.id);
    expect(row).toMatchObject({
      role: 'GuestPlayer',
      guestStatus: 1,
      email: null,
      emailConfirmed: false,
      acceptedTermsVersion: null,
    });
    expect(row.userName).toMatch(/^guest-[a-z0-9]{12}$/);
    expect(parseOptions(row.passwordHash ?? '')).toMatchObject({
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
    });
    expect(await app.passwords.verify(row.passwordHash ?? '', body.password)).toBe(true);

    // The browser's credentials sign the guest in again.
    const again = await post(app, '/api/auth/v1/easy/signIn', { id: body.id, password: body.password });
    expect(again.json()).toMatchObject({ status: 0, loginId: body.id });
  });

  it('gives every guest its own id, user name and password', async () => {
    const ip = '198.51.100.1';
    const [a, b] = await Promise.all([
      post(testApp.app, '/api/auth/v1/easy/signUp', { token: 'solved' }, { ip }),
      post(testApp.app, '/api/auth/v1/easy/signUp', { token: 'solved' }, { ip: '198.51.100.2' }),
    ]);
    const [first, second] = [a.json<EasySignUpResponse>(), b.json<EasySignUpResponse>()];
    expect(first.id).not.toBe(second.id);
    expect(first.password).not.toBe(second.password);
  });

  it('makes passwords that satisfy a demanding policy too', async () => {
    const strict = await buildTestApp({
      database: testApp.database,
      passwordPolicy: {
        requiredLength: 40,
        requireDigit: true,
        requireLowercase: true,
        requireUppercase: true,
        requireNonAlphanumeric: true,
        requiredUniqueChars: 12,
      },
    });
    try {
      const body = (
        await post(strict.app, '/api/auth/v1/easy/signUp', { token: 'solved' })
      ).json<EasySignUpResponse>();
      expect(body.password.length).toBeGreaterThanOrEqual(40);
      expect(strict.app.passwords.validate(body.password)).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('checks the captcha', async () => {
    const response = await post(testApp.app, '/api/auth/v1/easy/signUp', { token: 'fail' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(captchaFailed);
  });

  it('limits guests per IP per hour (GUEST_SIGNUPS_PER_HOUR), other IPs unaffected', async () => {
    const ip = '203.0.113.9';
    for (let guest = 0; guest < 3; guest += 1) {
      expect(
        (await post(testApp.app, '/api/auth/v1/easy/signUp', { token: 'solved' }, { ip })).statusCode,
      ).toBe(200);
    }
    const limited = await post(testApp.app, '/api/auth/v1/easy/signUp', { token: 'solved' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(refusalBody(429, 'Too many requests. Please try again in 30 seconds.'));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await post(testApp.app, '/api/auth/v1/easy/signUp', { token: 'solved' })).statusCode).toBe(200);
  });
});

describe('basic sign-up (C3)', () => {
  const signUp = (body: Record<string, unknown>) =>
    post(testApp.app, '/api/auth/v1/basic/signUp', {
      password: 'a long enough phrase',
      displayName: 'Ann',
      acceptTerms: true,
      token: 'solved',
      ...body,
    });

  it('creates an unconfirmed Player, answers 202 and e-mails a 24 h confirmation link that works once', async () => {
    const { app } = testApp;
    const email = 'New.Player@Example.com';
    const response = await signUp({ email });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    const user = await app.users.findByEmail('new.player@example.com');
    expect(user).toMatchObject({ role: 'Player', emailConfirmed: false, displayName: 'Ann', guestStatus: 0 });

    const mail = await nextEmail(app, 'new.player@example.com');
    const link = linkParameters(mail.text, '/auth/confirm-email');
    expect(link.get('userId')).toBe(user?.id);
    const confirm = { userId: link.get('userId'), token: link.get('token') };
    expect((await post(app, '/api/auth/v1/ConfirmEmail', confirm)).statusCode).toBe(204);
    expect((await userRow(app, user?.id ?? '')).emailConfirmed).toBe(true);
    const again = await post(app, '/api/auth/v1/ConfirmEmail', confirm);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'The URL is either invalid or has expired' });
  });

  it('answers a taken address exactly as a new one, and tells its owner by e-mail', async () => {
    const { app } = testApp;
    const owner = await createUser(app);
    const before = await emailsTo(app, owner.email);
    const response = await signUp({ email: owner.email.toUpperCase() });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    const mail = await nextEmail(app, owner.email, before + 1);
    expect(mail.text).toContain('/auth/');
    expect(mail.text).not.toContain('/auth/confirm-email');
    // The owner's account is untouched.
    expect(
      await app.passwords.verify((await userRow(app, owner.row.id)).passwordHash ?? '', owner.password),
    ).toBe(true);
  });

  it('enforces the password policy with readable messages', async () => {
    const response = await signUp({ email: 'weak@example.com', password: 'qwertyuiop' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusalBody(400, 'This password is too common. Please choose a less common one.'),
    );
    const short = await signUp({ email: 'weak@example.com', password: 'aaaabbb' });
    expect(short.json()).toMatchObject({
      message:
        'The input field must contain at least 10 characters. The input field must contain at least 4 unique characters.',
    });
    expect(await testApp.app.users.findByEmail('weak@example.com')).toBeUndefined();
  });

  it('needs the captcha, an e-mail address and accepted terms', async () => {
    expect((await signUp({ email: 'x@example.com', token: 'fail' })).json()).toEqual(captchaFailed);
    expect((await signUp({ email: 'not an address' })).statusCode).toBe(400);
    expect((await signUp({ email: 'y@example.com', acceptTerms: false })).statusCode).toBe(400);
  });

  it('records the terms version accepted, and refuses a version the terms have moved on from', async () => {
    const { app } = testApp;
    expect((await signUp({ email: 'terms-given@example.com', termsVersion: TERMS_VERSION })).statusCode).toBe(
      202,
    );
    expect((await signUp({ email: 'terms-implied@example.com' })).statusCode).toBe(202);
    for (const email of ['terms-given@example.com', 'terms-implied@example.com']) {
      const user = await app.users.findByEmail(email);
      expect(user?.acceptedTermsVersion, email).toBe(TERMS_VERSION);
      expect(user?.acceptedTermsAt, email).toEqual(clock.now());
    }
    const outdated = await signUp({ email: 'terms-old@example.com', termsVersion: '0.9' });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toMatchObject({
      code: 'invalidRequest',
      message: 'body/termsVersion: The terms and conditions have changed: read them again, then accept them.',
    });
    expect(await app.users.findByEmail('terms-old@example.com')).toBeUndefined();
  });
});

describe('confirmation links (G1, G2)', () => {
  it('are bound to their user and purpose, expire after 24 h, and die with the stamp', async () => {
    const { app } = testApp;
    const user = await createUser(app, { emailConfirmed: false });
    const other = await createUser(app, { emailConfirmed: false });
    const tokenFor = () =>
      app.oneTimeTokens.create(user.row.id, 'confirm-email', {
        email: user.email,
        ttlMs: 24 * 60 * 60 * 1000,
      });
    const confirm = (userId: string, token: string) =>
      post(app, '/api/auth/v1/ConfirmEmail', { userId, token });

    const token = await tokenFor();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await confirm(other.row.id, token)).statusCode).toBe(400);
    expect(await app.oneTimeTokens.consume(user.row.id, 'reset-password', token)).toBeNull();
    expect(
      (await confirm(user.row.id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).statusCode,
    ).toBe(400);
    expect((await confirm('not-a-uuid', token)).statusCode).toBe(400);

    clock.advance(24 * 60 * 60 * 1000 + 1);
    try {
      expect((await confirm(user.row.id, token)).statusCode).toBe(400);
    } finally {
      clock.advance(-(24 * 60 * 60 * 1000 + 1));
    }
    const stale = await tokenFor();
    await app.users.rotateSecurityStamp(user.row.id);
    expect((await confirm(user.row.id, stale)).statusCode).toBe(400);

    const good = await tokenFor();
    expect((await confirm(user.row.id, good)).statusCode).toBe(204);
    expect((await userRow(app, user.row.id)).emailConfirmed).toBe(true);
  });

  it('are single use under concurrency', async () => {
    const { app } = testApp;
    const user = await createUser(app, { emailConfirmed: false });
    const token = await app.oneTimeTokens.create(user.row.id, 'confirm-email', {
      email: user.email,
      ttlMs: 60_000,
    });
    const results = await Promise.all([
      app.oneTimeTokens.consume(user.row.id, 'confirm-email', token),
      app.oneTimeTokens.consume(user.row.id, 'confirm-email', token),
    ]);
    expect(results.filter((result) => result !== null)).toEqual([{ email: user.email }]);
  });
});

describe('captcha/test', () => {
  it('says whether the server accepts a token', async () => {
    expect((await post(testApp.app, '/api/auth/v1/captcha/test', { token: 'solved' })).json()).toEqual({
      success: true,
    });
    expect((await post(testApp.app, '/api/auth/v1/captcha/test', { token: 'fail' })).json()).toEqual({
      success: false,
    });
  });
});
