// Checklists B (brute force and lockout) and C1 (no enumeration at sign-in), through POST basic/signIn on
// a real database with an injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '#core/contract/auth.ts';
import { refusalMessage } from '#core/refusals.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, fakeClock, post, signIn, userRow } from './helpers.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

const clock = fakeClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});
afterAll(() => testApp.close());

const failure = { status: 3, statusMessage: 'Invalid email or password.', code: 'invalidCredentials' };

describe('basic sign-in', () => {
  it('answers Success with the session tokens for the right password', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const response = await signIn(app, user.email.toUpperCase(), user.password);
    expect(response).toMatchObject({ status: 0, statusMessage: 'Logged in.', loginId: user.row.id });
    expect(response.bearerToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(response.tfaToken).toBeUndefined();
  });

  it('answers Failure for an unconfirmed e-mail address, only to whoever knows the password', async () => {
    const { app } = testApp;
    const user = await createUser(app, { emailConfirmed: false });
    expect(await signIn(app, user.email, user.password)).toEqual({
      status: 3,
      statusMessage: refusalMessage('emailNotConfirmed'),
      code: 'emailNotConfirmed',
    });
    expect(await signIn(app, user.email, 'not the password')).toEqual(failure);
  });

  it('issues new tokens at each sign-in, never the old ones (E8)', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const first = await signIn(app, user.email, user.password);
    const second = await signIn(app, user.email, user.password);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.bearerToken).not.toBe(first.bearerToken);
  });
});

describe('lockout (B1-B3)', () => {
  it('locks at the fifth wrong password (lockout_end = now + 5 min, the count reset), answering Failure still', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await signIn(app, user.email, 'wrong password')).toEqual(failure);
      expect((await userRow(app, user.row.id)).accessFailedCount).toBe(attempt);
    }
    // Not LockedOut: an unknown address never locks, so saying it would tell that this one has an account.
    expect(await signIn(app, user.email, 'wrong password')).toEqual(failure);
    const row = await userRow(app, user.row.id);
    expect(row.accessFailedCount).toBe(0);
    expect(row.lockoutEnd?.toISOString()).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
  });

  it('refuses even the right password while locked, as a wrong one, without counting; Success after', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, user.email, 'wrong password');
    expect(await signIn(app, user.email, user.password)).toEqual(failure);
    expect(await signIn(app, user.email, 'wrong password')).toEqual(failure);
    expect((await userRow(app, user.row.id)).accessFailedCount).toBe(0);

    clock.advance(5 * 60_000 - 1000);
    expect(await signIn(app, user.email, user.password)).toEqual(failure);
    clock.advance(1000);
    expect(await signIn(app, user.email, user.password)).toMatchObject({ status: 0 });
  });

  it('resets the count on a success before the limit', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(app, user.email, 'wrong password');
    expect(await signIn(app, user.email, user.password)).toMatchObject({ status: 0 });
    expect((await userRow(app, user.row.id)).accessFailedCount).toBe(0);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await signIn(app, user.email, 'wrong password')).toEqual(failure);
    }
  });

  it('does not reset the count on the password step alone when two-factor is on', async () => {
    const { app } = testApp;
    const user = await createUser(app, { twoFactor: true });
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(app, user.email, 'wrong password');
    expect(await signIn(app, user.email, user.password)).toMatchObject({ status: 2 });
    expect((await userRow(app, user.row.id)).accessFailedCount).toBe(3);
  });
});

describe('concurrency and failure of the counter (B5)', () => {
  it('counts parallel failed sign-ins, each one', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => signIn(app, user.email, 'wrong password')),
    );
    expect(answers).toEqual([failure, failure, failure, failure]);
    expect((await userRow(app, user.row.id)).accessFailedCount).toBe(4);
  });

  it('locks exactly once when the fifth and sixth failures race', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(app, user.email, 'wrong password');
    const answers = await Promise.all([
      signIn(app, user.email, 'wrong password'),
      signIn(app, user.email, 'wrong password'),
    ]);
    // One locks; the other finds the lock (before or after its password check) and does not count.
    expect(answers).toEqual([failure, failure]);
    const row = await userRow(app, user.row.id);
    expect(row.accessFailedCount).toBe(0);
    expect(row.lockoutEnd?.toISOString()).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
  });

  it('answers Failure, never Success or a 500, when the counter cannot be written', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const original = app.users.recordFailedAccess;
    app.users.recordFailedAccess = () => Promise.reject(new Error('the database is gone'));
    try {
      expect(await signIn(app, user.email, 'wrong password')).toEqual({
        status: 3,
        statusMessage: 'Sign-in could not be completed. Please try again.',
        code: 'signInFailed',
      });
    } finally {
      app.users.recordFailedAccess = original;
    }
    const originalReset = app.users.resetAccessFailedCount;
    app.users.resetAccessFailedCount = () => Promise.reject(new Error('the database is gone'));
    try {
      const answer = await signIn(app, user.email, user.password);
      expect(answer.status).toBe(3);
      expect(answer.bearerToken).toBeUndefined();
    } finally {
      app.users.resetAccessFailedCount = originalReset;
    }
  });
});

describe('no enumeration (C1)', () => {
  it('answers an unknown address exactly as a wrong password', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const unknown = await post(app, '/api/auth/v1/basic/signIn', {
      email: 'nobody-here@example.com',
      password: 'wrong password',
    });
    const wrong = await post(app, '/api/auth/v1/basic/signIn', {
      email: user.email,
      password: 'wrong password',
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json<SignInResponse>()).toEqual(failure);
  });

  it('answers a locked account exactly as an unknown address, whatever password is typed', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const nobody = 'nobody-locked@example.com';
    const answers = async (email: string, password: string) => {
      const bodies: string[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const response = await post(app, '/api/auth/v1/basic/signIn', { email, password });
        bodies.push(`${response.statusCode} ${response.body}`);
      }
      return bodies;
    };
    const unknown = await answers(nobody, 'wrong password');
    // Five wrong passwords lock the account; the sixth and seventh try meet the lock.
    expect(await answers(user.email, 'wrong password')).toEqual(unknown);
    expect((await userRow(app, user.row.id)).lockoutEnd).not.toBeNull();
    const right = await post(app, '/api/auth/v1/basic/signIn', {
      email: user.email,
      password: user.password,
    });
    expect(`${right.statusCode} ${right.body}`).toBe(unknown[0]);
  });

  it('spends about as long on an unknown address as on a wrong password (a dummy hash)', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const time = async (email: string) => {
      const started = performance.now();
      await signIn(app, email, 'wrong password');
      return performance.now() - started;
    };
    // Warm both paths (the dummy hash is made on first use).
    await time('nobody-at-all@example.com');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      unknown.push(await time(`nobody-${round}@example.com`));
      known.push(await time(user.email));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    // Without the dummy hash an unknown address answers in ~2 ms against ~30+ ms. A wrong password also
    // writes the failed attempt (a commit, slow on a busy machine), so only a wide margin is stable.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });
});

describe('guest sign-in (easy/signIn)', () => {
  it('signs a guest in with its id and password, and refuses a non-guest id', async () => {
    const { app } = testApp;
    const guest = await createUser(app, { role: 'GuestPlayer' });
    const ok = await post(app, '/api/auth/v1/easy/signIn', { id: guest.row.id, password: guest.password });
    expect(ok.json()).toMatchObject({ status: 0, statusMessage: 'Logged in.', loginId: guest.row.id });
    const player = await createUser(app);
    const refused = await post(app, '/api/auth/v1/easy/signIn', {
      id: player.row.id,
      password: player.password,
    });
    expect(refused.json()).toEqual({
      status: 3,
      statusMessage: 'These guest credentials are not valid.',
      code: 'invalidGuestCredentials',
    });
    const junk = await post(app, '/api/auth/v1/easy/signIn', { id: 'not-a-uuid', password: 'x' });
    expect(junk.json()).toEqual({
      status: 3,
      statusMessage: 'These guest credentials are not valid.',
      code: 'invalidGuestCredentials',
    });
  });
});

describe('rate limits before hashing (B6)', () => {
  it('answers 429 with the exact message and Retry-After once one account sees 10 tries in 5 minutes', async () => {
    const { app } = testApp;
    const user = await createUser(app);
    const originalVerify = app.passwords.verify;
    let verified = 0;
    app.passwords.verify = (hash, password) => {
      verified += 1;
      return originalVerify(hash, password);
    };
    try {
      // Each try from another IP: the per-account limit is what stops them.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await post(app, '/api/auth/v1/basic/signIn', {
          email: user.email,
          password: 'guess',
        });
        expect(response.statusCode).toBe(200);
      }
      const before = verified;
      const limited = await post(app, '/api/auth/v1/basic/signIn', { email: user.email, password: 'guess' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(refusalBody(429, 'Too many requests. Please try again in 30 seconds.'));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(verified).toBe(before);
    } finally {
      app.passwords.verify = originalVerify;
    }
  });

  it('limits one IP to 30 sign-in tries a minute across accounts', async () => {
    const { app } = testApp;
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await post(
        app,
        '/api/auth/v1/basic/signIn',
        { email: `someone-${attempt}@example.com`, password: 'guess' },
        { ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
