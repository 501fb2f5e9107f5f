// Checklist E (tokens and sessions): refresh rotation with reuse detection and a grace window, the
// family's absolute end, stamps, sign-out, and what `fastify.authenticate` and `requireAdministrator` let through.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens, SignInResponse } from '#core/contract/auth.ts';
import { refreshTokens } from '#server/db/schema.ts';
import { hashRefreshToken } from '#server/identity/sessions.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { call, createUser, fakeClock, post, signIn } from './helpers.ts';
import { refusalBody } from '../helpers/refusal-body.ts';

const clock = fakeClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    clock,
    beforeReady(app) {
      // Registered after the app, so its decorators exist by then.
      app.register(async (instance) => {
        instance.get('/api/test/me', { preHandler: instance.authenticate }, async (request) => request.user);
        instance.get(
          '/api/test/admin',
          {
            preHandler: [instance.authenticate, instance.requireAdministrator],
          },
          async () => ({ ok: true }),
        );
      });
    },
  });
});
afterAll(() => testApp.close());

async function session(): Promise<{ tokens: SessionTokens; userId: string }> {
  const user = await createUser(testApp.app);
  const answer: SignInResponse = await signIn(testApp.app, user.email, user.password);
  return {
    userId: user.row.id,
    tokens: {
      bearerToken: answer.bearerToken ?? '',
      refreshToken: answer.refreshToken ?? '',
      loginId: user.row.id,
    },
  };
}

const refresh = (refreshToken: string) =>
  call(testApp.app, 'PUT', '/api/auth/v1/jwt/refreshToken', { refreshToken });
const me = (bearer: string) => call(testApp.app, 'GET', '/api/test/me', undefined, { bearer });

describe('refresh tokens (E3, E4, E5, E9)', () => {
  it('are 256-bit base64url strings stored only as their SHA-256', async () => {
    const { tokens, userId } = await session();
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);
    const rows = await testApp.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashRefreshToken(tokens.refreshToken));
    expect(JSON.stringify(rows)).not.toContain(tokens.refreshToken);
  });

  it('rotate on every use: a new pair, the old one marked used, one family', async () => {
    const { tokens, userId } = await session();
    const response = await refresh(tokens.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json<SessionTokens>();
    expect(Object.keys(next).sort()).toEqual(['bearerToken', 'loginId', 'refreshToken']);
    expect(next.loginId).toBe(userId);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.bearerToken).not.toBe(tokens.bearerToken);
    expect((await me(next.bearerToken)).statusCode).toBe(200);
    const rows = await testApp.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    expect(rows).toHaveLength(2);
    const parent = rows.find((row) => row.tokenHash === hashRefreshToken(tokens.refreshToken));
    const child = rows.find((row) => row.tokenHash === hashRefreshToken(next.refreshToken));
    expect(parent?.usedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(parent?.replacedById).toBe(child?.id);
    expect(child?.parentId).toBe(parent?.id);
    expect(child?.familyId).toBe(parent?.familyId);
  });

  it('revoke the whole family when a used token comes back after the grace window', async () => {
    const { tokens } = await session();
    const next = (await refresh(tokens.refreshToken)).json<SessionTokens>();
    clock.advance(10_001);
    const replay = await refresh(tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refusalBody(401, 'Your session has ended. Please sign in again.'));
    // The newest token and the bearer of the family are dead too.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await me(next.bearerToken)).statusCode).toBe(401);
  });

  it('give a retry inside the grace window the same child', async () => {
    const { tokens } = await session();
    const first = (await refresh(tokens.refreshToken)).json<SessionTokens>();
    clock.advance(9_000);
    const retry = await refresh(tokens.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<SessionTokens>().refreshToken).toBe(first.refreshToken);
    // The family lives on: the child rotates normally.
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
  });

  it('give two concurrent refreshes the same child', async () => {
    const { tokens, userId } = await session();
    const [a, b] = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<SessionTokens>().refreshToken).toBe(b.json<SessionTokens>().refreshToken);
    const rows = await testApp.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    expect(rows).toHaveLength(2);
  });

  it('treat the token before last as theft even inside the window', async () => {
    const { tokens } = await session();
    const child = (await refresh(tokens.refreshToken)).json<SessionTokens>();
    const grandchild = (await refresh(child.refreshToken)).json<SessionTokens>();
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(grandchild.refreshToken)).statusCode).toBe(401);
  });

  it('end 192 h after sign-in however often they rotate', async () => {
    const { tokens } = await session();
    let current = tokens.refreshToken;
    for (let day = 0; day < 7; day += 1) {
      clock.advance(24 * 60 * 60 * 1000);
      const response = await refresh(current);
      expect(response.statusCode).toBe(200);
      current = response.json<SessionTokens>().refreshToken;
    }
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    const lastGood = await refresh(current);
    expect(lastGood.statusCode).toBe(200);
    clock.advance(1000);
    expect((await refresh(lastGood.json<SessionTokens>().refreshToken)).statusCode).toBe(401);
  });

  it('refuse an unknown token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('the security stamp (E7)', () => {
  it('kills every bearer and refresh token issued before it changed', async () => {
    const { tokens, userId } = await session();
    expect((await me(tokens.bearerToken)).statusCode).toBe(200);
    await testApp.app.users.rotateSecurityStamp(userId);
    expect((await me(tokens.bearerToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('lets a deleted user in nowhere', async () => {
    const { tokens, userId } = await session();
    await testApp.app.users.delete(userId);
    expect((await me(tokens.bearerToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('sign-out (E6)', () => {
  it('ends this session only: its bearer and refresh tokens die, another session lives', async () => {
    const user = await createUser(testApp.app);
    const [one, two] = [
      await signIn(testApp.app, user.email, user.password),
      await signIn(testApp.app, user.email, user.password),
    ];
    const response = await post(testApp.app, '/api/auth/v1/signout', undefined, {
      bearer: one.bearerToken ?? '',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(one.bearerToken ?? '')).statusCode).toBe(401);
    expect((await refresh(one.refreshToken ?? '')).statusCode).toBe(401);
    expect((await me(two.bearerToken ?? '')).statusCode).toBe(200);
    expect((await refresh(two.refreshToken ?? '')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await post(testApp.app, '/api/auth/v1/signout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(
      refusalBody(401, 'You are not signed in, or your session has ended. Please sign in.'),
    );
  });
});

describe('authenticate and requireRole', () => {
  it('sets request.user from a good bearer token', async () => {
    const { tokens, userId } = await session();
    const response = await me(tokens.bearerToken);
    const familyId = (
      await testApp.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))
    )[0]?.familyId;
    expect(response.json()).toEqual({ id: userId, role: 'Player', isGuest: false, familyId });
  });

  it('refuses a missing, malformed or non-bearer Authorization header', async () => {
    const { tokens } = await session();
    for (const authorization of [undefined, 'Bearer', `Basic ${tokens.bearerToken}`, 'Bearer not-a-jwt']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/test/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses an expired bearer token (24 h)', async () => {
    const { tokens } = await session();
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await me(tokens.bearerToken)).statusCode).toBe(401);
  });

  it('answers 403 to the wrong role', async () => {
    const { tokens } = await session();
    const player = await call(testApp.app, 'GET', '/api/test/admin', undefined, {
      bearer: tokens.bearerToken,
    });
    expect(player.statusCode).toBe(403);
    expect(player.json()).toMatchObject({ message: 'You do not have permission to do this.' });

    const admin = await createUser(testApp.app, { role: 'Administrator', twoFactor: true });
    const adminSession = await testApp.app.sessions.issue(admin.row.id);
    const allowed = await call(testApp.app, 'GET', '/api/test/admin', undefined, {
      bearer: adminSession.bearerToken,
    });
    expect(allowed.statusCode).toBe(200);

    // A ShadowAdministrator reads the admin routes (and writes none: tests/server/admin-access.test.ts).
    const shadow = await createUser(testApp.app, { role: 'ShadowAdministrator', twoFactor: true });
    const shadowSession = await testApp.app.sessions.issue(shadow.row.id);
    const read = await call(testApp.app, 'GET', '/api/test/admin', undefined, {
      bearer: shadowSession.bearerToken,
    });
    expect(read.statusCode).toBe(200);
  });
});
