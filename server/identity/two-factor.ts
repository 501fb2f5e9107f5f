// `fastify.twoFactor`: checking authenticator codes (each time step good once) and keeping recovery codes.
// Setting up and enabling two-factor are the account service's routes; they use this too.
import { and, count, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { recoveryCodes } from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  recoveryCodeMatches,
} from './recovery-codes.ts';
import { matchTotp } from './totp.ts';
import { deriveKey } from './tokens.ts';
import type { UsersRepository } from './users.ts';

export interface TwoFactor {
  /**
   * True when `code` is the authenticator's code for now (±1 step) and its step is later than any
   * accepted before; the step is then used up. A user without a key never passes.
   */
  verifyCode(user: { id: string; authenticatorKey: string | null }, code: string): Promise<boolean>;
  /** Ten new codes, shown once; the old ones stop working. */
  replaceRecoveryCodes(userId: string, tx?: Executor): Promise<string[]>;
  /** Unused codes left. */
  countRecoveryCodes(userId: string, tx?: Executor): Promise<number>;
  /** Uses a code up; false when it is not one of the user's unused codes. */
  redeemRecoveryCode(userId: string, typed: string): Promise<boolean>;
  /** Removes every code (two-factor disabled). */
  removeRecoveryCodes(userId: string, tx?: Executor): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactor;
  }
}

function createTwoFactor(db: Database, users: UsersRepository, clock: Clock, secret: string): TwoFactor {
  const pepper = new Uint8Array(deriveKey(secret, 'recovery-code-pepper'));
  return {
    async verifyCode(user, code) {
      if (!user.authenticatorKey) return false;
      const step = matchTotp(user.authenticatorKey, code, clock.now());
      if (step === null) return false;
      return users.acceptTotpStep(user.id, step);
    },
    async replaceRecoveryCodes(userId, tx = db) {
      const codes = newRecoveryCodes();
      const hashes = await Promise.all(codes.map((code) => hashRecoveryCode(code, pepper)));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
      return codes;
    },
    async countRecoveryCodes(userId, tx = db) {
      const [row] = await tx
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },
    async redeemRecoveryCode(userId, typed) {
      const code = normalizeRecoveryCode(typed);
      if (!code) return false;
      const unused = await db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      const matches = await Promise.all(unused.map((row) => recoveryCodeMatches(row.codeHash, code, pepper)));
      const match = unused[matches.indexOf(true)];
      if (!match) return false;
      // Of two requests with one code, only one marks it used.
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: clock.now() })
        .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length === 1;
    },
    async removeRecoveryCodes(userId, tx = db) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'twoFactor',
      // The authenticator app on the player's phone follows the world's time, not the game's: after the
      // dev clock moves (CLOCK_CONTROL), codes checked against it would all fail.
      createTwoFactor(fastify.db, fastify.users, fastify.wallClock, fastify.config.jwtSecret),
    );
  },
  { name: 'two-factor', dependencies: ['database', 'users'] },
);
