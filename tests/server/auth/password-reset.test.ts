// Forgot and reset password: the same answer for any address (C2), a 1 h single-use link bound to user,
// purpose and stamp (G1-G3), built from PUBLIC_URL (G4), no sign-in after it, every session ended (E7),
// and a locked account able to reset (B7). One flow goes through a real SMTP server and follows the link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '#core/contract/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import {
  call,
  createUser,
  emailsTo,
  fakeClock,
  linkParameters,
  nextEmail,
  post,
  signIn,
  userRow,
} from './helpers.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

const clock = fakeClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ clock, config: { publicUrl: 'https://play.longshot.example' } });
});
afterAll(() => testApp.close());

const forgotAnswer = {
  message: 'If an account uses this address, we have sent it an email with a link to reset the password.',
};
const invalidLink = refusalBody(400, 'The URL is either invalid or has expired');

const forgot = (email: string, app = testApp.app) =>
  post(
    app,
    '/api/auth/v1/ForgotPassword',
    { email, token: 'solved' },
    { headers: { host: 'evil.example.com' } },
  );
const reset = (body: { userId: string; password: string; token: string }, app = testApp.app) =>
  post(app, '/api/auth/v1/ResetPassword', body);

async function resetLink(email: string, count = 1) {
  const mail = await nextEmail(testApp.app, email, count);
  const link = linkParameters(mail.text, '/auth/reset-password');
  return { userId: link.get('userId') ?? '', token: link.get('token') ?? '', text: mail.text };
}

describe('ForgotPassword (C2)', () => {
  it('answers an unknown address exactly as a known one, and e-mails only the known one', async () => {
    const user = await createUser(testApp.app);
    const known = await forgot(user.email);
    const unknown = await forgot('no-such-player@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual(forgotAnswer);
    await nextEmail(testApp.app, user.email);
    expect(await emailsTo(testApp.app, 'no-such-player@example.com')).toBe(0);
  });

  it('answers before the e-mail is sent (its time tells nothing)', async () => {
    const user = await createUser(testApp.app);
    const original = testApp.app.emails.resetPassword;
    let release: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => (release = resolve));
    testApp.app.emails.resetPassword = () => sending;
    try {
      const response = await forgot(user.email);
      expect(response.statusCode).toBe(202);
    } finally {
      release();
      testApp.app.emails.resetPassword = original;
    }
  });

  it('builds the link from PUBLIC_URL, never the Host header (G4)', async () => {
    const user = await createUser(testApp.app);
    await forgot(user.email);
    const { text } = await resetLink(user.email);
    expect(text).toContain('https://play.longshot.example/auth/reset-password?userId=');
    expect(text).not.toContain('evil.example.com');
  });

  it('limits e-mails to one address to 3 an hour', async () => {
    const user = await createUser(testApp.app);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot(user.email)).statusCode).toBe(202);
    expect((await forgot(user.email)).statusCode).toBe(429);
  });
});

describe('ResetPassword (G1-G3, E7, B7)', () => {
  it('sets the password, rotates the stamp, ends every session and signs no one in', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const session = await signIn(app, user.email, user.password);
    const stampBefore = (await userRow(app, user.row.id)).securityStamp;
    await forgot(user.email);
    const link = await resetLink(user.email);
    expect(link.userId).toBe(user.row.id);

    const response = await reset({ userId: link.userId, token: link.token, password: 'a brand new phrase' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await userRow(app, user.row.id)).securityStamp).not.toBe(stampBefore);
    expect(await signIn(app, user.email, user.password)).toMatchObject({ status: 3 });
    expect(await signIn(app, user.email, 'a brand new phrase')).toMatchObject({ status: 0 });
    // The old session: bearer and refresh both dead.
    const refresh = await call(app, 'PUT', '/api/auth/v1/jwt/refreshToken', {
      refreshToken: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const signout = await post(app, '/api/auth/v1/signout', undefined, { bearer: session.bearerToken ?? '' });
    expect(signout.statusCode).toBe(401);

    // Single use.
    const again = await reset({ userId: link.userId, token: link.token, password: 'yet another phrase' });
    expect(again.json()).toEqual(invalidLink);
  });

  it('refuses a policy-breaking password without using the link up', async () => {
    const user = await createUser(testApp.app);
    await forgot(user.email);
    const link = await resetLink(user.email);
    const weak = await reset({ userId: link.userId, token: link.token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: 'The input field must contain at least 10 characters.' });
    expect(
      (await reset({ userId: link.userId, token: link.token, password: 'good and long' })).statusCode,
    ).toBe(204);
  });

  it('refuses a link after 1 hour, for another user, tampered, or once the password changed', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const other = await createUser(app);
    await forgot(user.email);
    const link = await resetLink(user.email);
    const password = 'a brand new phrase';
    expect((await reset({ userId: other.row.id, token: link.token, password })).json()).toEqual(invalidLink);
    expect((await reset({ userId: link.userId, token: `${link.token}x`, password })).json()).toEqual(
      invalidLink,
    );
    clock.advance(60 * 60 * 1000 + 1);
    try {
      expect((await reset({ userId: link.userId, token: link.token, password })).json()).toEqual(invalidLink);
    } finally {
      clock.advance(-(60 * 60 * 1000 + 1));
    }
    await app.users.setPasswordHash(user.row.id, await app.passwords.hash('changed meanwhile'));
    expect((await reset({ userId: link.userId, token: link.token, password })).json()).toEqual(invalidLink);
    // A confirm-email token is no reset token.
    const confirmToken = await app.oneTimeTokens.create(user.row.id, 'confirm-email', { ttlMs: 60_000 });
    expect((await reset({ userId: user.row.id, token: confirmToken, password })).json()).toEqual(invalidLink);
  });

  it('works for a locked account and unlocks it (lockout cannot block recovery)', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, user.email, 'wrong password');
    // Locked: even the right password is refused (as a wrong one: a lock is not told, see sign-in.ts).
    expect(await signIn(app, user.email, user.password)).toMatchObject({ status: 3 });
    await forgot(user.email);
    const link = await resetLink(user.email);
    expect(
      (await reset({ userId: link.userId, token: link.token, password: 'unlocked at last' })).statusCode,
    ).toBe(204);
    expect(await signIn(app, user.email, 'unlocked at last')).toMatchObject({ status: 0 });
  });

  it('keeps two-factor: the reset does not bypass the second factor', async () => {
    const { app } = testApp;
    const user = await createUser(app, { twoFactor: true });
    await forgot(user.email);
    const link = await resetLink(user.email);
    expect(
      (await reset({ userId: link.userId, token: link.token, password: 'second factor stays' })).statusCode,
    ).toBe(204);
    expect(await signIn(app, user.email, 'second factor stays')).toMatchObject({ status: 2 });
  });
});

describe('through a real SMTP server', () => {
  let sink: SmtpSink;
  let smtpApp: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtpApp = await buildTestApp({ database: testApp.database, clock, config: { smtpUrl: sink.url } });
  });
  afterAll(async () => {
    await smtpApp.close();
    await sink.close();
  });

  it('delivers the reset e-mail, and its link resets the password', async () => {
    const user = await createUser(smtpApp.app);
    expect((await forgot(user.email, smtpApp.app)).statusCode).toBe(202);
    const mail = await sink.next();
    expect(mail.envelope.to).toEqual([user.email]);
    const link = linkParameters(mail.text, '/auth/reset-password');
    const response = await reset(
      { userId: link.get('userId') ?? '', token: link.get('token') ?? '', password: 'delivered and reset' },
      smtpApp.app,
    );
    expect(response.statusCode).toBe(204);
    const session = await signIn(smtpApp.app, user.email, 'delivered and reset');
    expect(session.status).toBe(0);
    expect((session as SessionTokens & { status: number }).bearerToken).toBeTruthy();
  });
});
