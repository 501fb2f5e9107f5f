// `fastify.sessions`: a session is a family of refresh tokens started by one sign-in. Each refresh token is
// opaque (256 random bits), stored as its SHA-256, good once: using it marks it used and mints its child.
// A used token presented again within a short grace window (two tabs, a retried request) gets the same
// child; later, it is taken as theft and the whole family dies. The family ends 192 h after sign-in
// however often it rotates. `fastify.tokenSigner` signs the bearer JWTs that go with it.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Clock } from '#server/clock.ts';
import type { RoleId } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { Database } from '#server/db/client.ts';
import { refreshTokens, users, type RefreshTokenRow } from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';
import { HttpError } from '#server/http/http-error.ts';
import { createTokenSigner, deriveKey, type TokenSigner } from './tokens.ts';

const sessionLifetimeMs = 192 * 60 * 60 * 1000;
const refreshGraceMs = 10_000;

export interface Sessions {
  /** A new session (family) for the user: what a successful sign-in answers. */
  issue(userId: string, tx?: Executor): Promise<SessionTokens>;
  /** Trades a refresh token for the next; throws a 401 HttpError when the session is over. */
  rotate(refreshToken: string): Promise<SessionTokens>;
  revokeFamily(familyId: string, tx?: Executor): Promise<void>;
  /** Ends every session of the user (with a stamp rotation, their bearer tokens die too). */
  revokeAll(userId: string, tx?: Executor): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    tokenSigner: TokenSigner;
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type Rotation =
  | { kind: 'rotated'; row: RefreshTokenRow; childToken: string; role: RoleId; stamp: string }
  | { kind: 'refused' };

function createSessions(db: Database, signer: TokenSigner, clock: Clock, secret: string): Sessions {
  const childKey = deriveKey(secret, 'refresh-child');
  // The child is a keyed function of its parent, so a retry inside the grace window can be handed the
  // very token the first request got, although only its hash is stored.
  const childOf = (token: string) => createHmac('sha256', childKey).update(token).digest('base64url');

  const revokeFamily = async (familyId: string, tx: Executor = db) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  };

  async function bearerFor(
    userId: string,
    role: RoleId,
    stamp: string,
    familyId: string,
    refreshToken: string,
  ) {
    const bearerToken = await signer.signBearer({ userId, role, stamp, familyId });
    return { bearerToken, refreshToken, loginId: userId };
  }

  async function rotateInTransaction(tx: Executor, token: string): Promise<Rotation> {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update');
    const now = clock.now();
    if (!row || row.revokedAt || row.familyExpiresAt.getTime() <= now.getTime()) return { kind: 'refused' };
    const [user] = await tx
      .select({ role: users.role, securityStamp: users.securityStamp })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!user || user.securityStamp !== row.securityStamp) {
      await revokeFamily(row.familyId, tx);
      return { kind: 'refused' };
    }
    const childToken = childOf(token);
    if (row.usedAt) {
      const withinGrace = now.getTime() - row.usedAt.getTime() <= refreshGraceMs;
      const [child] = row.replacedById
        ? await tx.select().from(refreshTokens).where(eq(refreshTokens.id, row.replacedById))
        : [];
      if (withinGrace && child && !child.usedAt && !child.revokedAt) {
        return { kind: 'rotated', row: child, childToken, role: user.role, stamp: user.securityStamp };
      }
      // A used token outside the window, or the one before last: someone else holds the family.
      await revokeFamily(row.familyId, tx);
      return { kind: 'refused' };
    }
    const childId = randomUUID();
    const [child] = await tx
      .insert(refreshTokens)
      .values({
        id: childId,
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: hashRefreshToken(childToken),
        parentId: row.id,
        securityStamp: user.securityStamp,
        familyExpiresAt: row.familyExpiresAt,
        createdAt: now,
      })
      .returning();
    await tx
      .update(refreshTokens)
      .set({ usedAt: now, replacedById: childId })
      .where(eq(refreshTokens.id, row.id));
    if (!child) throw new Error('The refresh token was not stored.');
    return { kind: 'rotated', row: child, childToken, role: user.role, stamp: user.securityStamp };
  }

  return {
    async issue(userId, tx = db) {
      const [user] = await tx
        .select({ role: users.role, securityStamp: users.securityStamp })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new Error('No such user.');
      const now = clock.now();
      const familyId = randomUUID();
      const refreshToken = randomBytes(32).toString('base64url');
      await tx.insert(refreshTokens).values({
        userId,
        familyId,
        tokenHash: hashRefreshToken(refreshToken),
        securityStamp: user.securityStamp,
        familyExpiresAt: new Date(now.getTime() + sessionLifetimeMs),
        createdAt: now,
      });
      return bearerFor(userId, user.role, user.securityStamp, familyId, refreshToken);
    },
    async rotate(refreshToken) {
      // Decided in a transaction holding the row lock; refused only after it commits, so that a family
      // revoked for reuse stays revoked.
      const outcome = await db.transaction((tx) => rotateInTransaction(tx, refreshToken));
      if (outcome.kind === 'refused') throw new HttpError('sessionEnded');
      const { row, childToken, role, stamp } = outcome;
      return bearerFor(row.userId, role, stamp, row.familyId, childToken);
    },
    revokeFamily,
    async revokeAll(userId, tx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export default fp(
  async (fastify) => {
    const { jwtSecret, publicUrl } = fastify.config;
    const signer = createTokenSigner(jwtSecret, publicUrl, fastify.clock);
    fastify.decorate('tokenSigner', signer);
    fastify.decorate('sessions', createSessions(fastify.db, signer, fastify.clock, jwtSecret));
  },
  { name: 'sessions', dependencies: ['database'] },
);
