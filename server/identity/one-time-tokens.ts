// `fastify.oneTimeTokens`: the tokens e-mailed links carry (confirm e-mail, convert account, reset
// password). 256 random bits; only their SHA-256 is stored, with the user, the purpose and the user's
// security stamp at the time: a token works once, for that user and purpose, before it expires, and
// only while the stamp is unchanged (a password change kills every link sent before it).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { userTokens, users, type UserTokenPurpose } from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';

export const confirmEmailTokenLifetimeMs = 24 * 60 * 60 * 1000;
export const convertAccountTokenLifetimeMs = 24 * 60 * 60 * 1000;
export const resetPasswordTokenLifetimeMs = 60 * 60 * 1000;

interface OneTimeTokens {
  /** A new token for the link; throws when the user does not exist. */
  create(
    userId: string,
    purpose: UserTokenPurpose,
    options: { email?: string; ttlMs: number },
    tx?: Executor,
  ): Promise<string>;
  /** Uses the token up: its `email` (null when none was bound), or null when it is not good (any reason). */
  consume(
    userId: string,
    purpose: UserTokenPurpose,
    token: string,
    tx?: Executor,
  ): Promise<{ email: string | null } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    oneTimeTokens: OneTimeTokens;
  }
}

function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function createOneTimeTokens(db: Database, clock: Clock): OneTimeTokens {
  return {
    async create(userId, purpose, { email, ttlMs }, tx = db) {
      const [user] = await tx
        .select({ securityStamp: users.securityStamp })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new Error('No such user.');
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await tx.insert(userTokens).values({
        userId,
        purpose,
        tokenHash: hashOneTimeToken(token),
        email: email ?? null,
        securityStamp: user.securityStamp,
        expiresAt: new Date(now.getTime() + ttlMs),
        createdAt: now,
      });
      return token;
    },
    async consume(userId, purpose, token, tx = db) {
      // A malformed id would make PostgreSQL refuse the statement: it is simply not a good token.
      if (!uuidPattern.test(userId) || token === '') return null;
      // One statement: of two requests with one token, exactly one gets the row back.
      const [row] = await tx
        .update(userTokens)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(userTokens.tokenHash, hashOneTimeToken(token)),
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, clock.now()),
            eq(
              userTokens.securityStamp,
              sql`(select ${users.securityStamp} from ${users} where ${users.id} = ${userId})`,
            ),
          ),
        )
        .returning({ email: userTokens.email });
      return row ? { email: row.email } : null;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('oneTimeTokens', createOneTimeTokens(fastify.db, fastify.clock));
  },
  { name: 'one-time-tokens', dependencies: ['database'] },
);
