// `fastify.users`: the users table, for identity and account code alike. Every write that changes how a
// user proves who they are goes through here and rotates the security stamp.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { users, type UserRow } from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';

type NewUser = Omit<
  typeof users.$inferInsert,
  'id' | 'securityStamp' | 'createdAt' | 'updatedAt' | 'accessFailedCount' | 'lockoutEnd' | 'lastTotpStep'
>;

/** Fields an update may set; the stamp only changes through {@link UsersRepository.rotateSecurityStamp}. */
type UserPatch = Partial<
  Pick<
    UserRow,
    | 'userName'
    | 'email'
    | 'emailConfirmed'
    | 'pendingEmail'
    | 'displayName'
    | 'role'
    | 'guestStatus'
    | 'unsubscribeAll'
    | 'twoFactorEnabled'
    | 'authenticatorKey'
    | 'lastTotpStep'
  >
>;

/** What one more failed attempt did. */
interface FailedAccess {
  lockedOut: boolean;
  /** The count after the attempt (0 when it locked: the lock resets it). */
  accessFailedCount: number;
  lockoutEnd: Date | null;
}

export interface LockoutRules {
  maxFailedAccessAttempts: number;
  lockoutMs: number;
}

export interface UsersRepository {
  findById(id: string, tx?: Executor): Promise<UserRow | undefined>;
  /** Case-insensitive: e-mail addresses are stored lower-case. */
  findByEmail(email: string, tx?: Executor): Promise<UserRow | undefined>;
  findByUserName(userName: string, tx?: Executor): Promise<UserRow | undefined>;
  /** Inserts with a fresh security stamp; the e-mail is lower-cased. */
  create(user: NewUser, tx?: Executor): Promise<UserRow>;
  update(id: string, patch: UserPatch, tx?: Executor): Promise<UserRow | undefined>;
  /** New stamp: every session and e-mailed token bound to the old one stops working. Returns it. */
  rotateSecurityStamp(id: string, tx?: Executor): Promise<string>;
  /** Stores a new password hash and rotates the stamp (Identity's UpdatePasswordHash). Returns the stamp. */
  setPasswordHash(id: string, passwordHash: string, tx?: Executor): Promise<string>;
  /**
   * One more failed attempt, counted in one atomic statement so that parallel attempts all count; locks
   * (and resets the count) when it reaches the maximum. Throws when the write fails.
   */
  recordFailedAccess(id: string, rules: LockoutRules, now: Date): Promise<FailedAccess>;
  /** Throws when the write fails. */
  resetAccessFailedCount(id: string): Promise<void>;
  /** Unlocks and zeroes the count (a password reset proved the owner). */
  clearLockout(id: string, tx?: Executor): Promise<void>;
  /**
   * Accepts a TOTP time step once: true only when it is later than the last one accepted (atomic, so two
   * requests with one code cannot both pass).
   */
  acceptTotpStep(id: string, step: number): Promise<boolean>;
  delete(id: string, tx?: Executor): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

/** 160 random bits, Base32-ish like Identity's stamps; its only job is to differ. */
export function newSecurityStamp(): string {
  return randomBytes(20).toString('base64url');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: Database): UsersRepository {
  const one = async (tx: Executor, where: SQL) => (await tx.select().from(users).where(where).limit(1))[0];

  return {
    findById: (id, tx = db) => one(tx, eq(users.id, id)),
    findByEmail: (email, tx = db) => one(tx, eq(users.email, normalizeEmail(email))),
    findByUserName: (userName, tx = db) => one(tx, eq(users.userName, userName)),
    async create(user, tx = db) {
      const [row] = await tx
        .insert(users)
        .values({
          ...user,
          email: user.email == null ? user.email : normalizeEmail(user.email),
          securityStamp: newSecurityStamp(),
        })
        .returning();
      if (!row) throw new Error('The user was not created.');
      return row;
    },
    async update(id, patch, tx = db) {
      const values = { ...patch, updatedAt: sql`now()` };
      if (patch.email != null) values.email = normalizeEmail(patch.email);
      if (patch.pendingEmail != null) values.pendingEmail = normalizeEmail(patch.pendingEmail);
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    async rotateSecurityStamp(id, tx = db) {
      const securityStamp = newSecurityStamp();
      const [row] = await tx
        .update(users)
        .set({ securityStamp, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!row) throw new Error('No such user.');
      return securityStamp;
    },
    async setPasswordHash(id, passwordHash, tx = db) {
      const securityStamp = newSecurityStamp();
      const [row] = await tx
        .update(users)
        .set({ passwordHash, securityStamp, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!row) throw new Error('No such user.');
      return securityStamp;
    },
    async recordFailedAccess(id, { maxFailedAccessAttempts, lockoutMs }, now) {
      const lockoutEnd = new Date(now.getTime() + lockoutMs);
      // One statement: the increment and the decision to lock see the same row version, so N parallel
      // failures add N (no lost update) and exactly one of them sets the lock. A failure racing in after
      // the lock was set does not count (Identity: no counting while locked).
      const reaches = sql`${users.accessFailedCount} + 1 >= ${maxFailedAccessAttempts}`;
      const [row] = await db
        .update(users)
        .set({
          accessFailedCount: sql`case when ${reaches} then 0 else ${users.accessFailedCount} + 1 end`,
          lockoutEnd: sql`case when ${reaches} then ${lockoutEnd.toISOString()}::timestamptz else ${users.lockoutEnd} end`,
        })
        .where(and(eq(users.id, id), or(isNull(users.lockoutEnd), lte(users.lockoutEnd, now))))
        .returning({ accessFailedCount: users.accessFailedCount, lockoutEnd: users.lockoutEnd });
      if (row) {
        const lockedOut = row.lockoutEnd !== null && row.lockoutEnd.getTime() > now.getTime();
        return { lockedOut, accessFailedCount: row.accessFailedCount, lockoutEnd: row.lockoutEnd };
      }
      const [locked] = await db
        .select({ accessFailedCount: users.accessFailedCount, lockoutEnd: users.lockoutEnd })
        .from(users)
        .where(eq(users.id, id));
      if (!locked) throw new Error('No such user.');
      return { lockedOut: true, ...locked };
    },
    async resetAccessFailedCount(id) {
      const [row] = await db
        .update(users)
        .set({ accessFailedCount: 0 })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!row) throw new Error('No such user.');
    },
    async clearLockout(id, tx = db) {
      await tx.update(users).set({ accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, id));
    },
    async acceptTotpStep(id, step) {
      const [row] = await db
        .update(users)
        .set({ lastTotpStep: step })
        .where(and(eq(users.id, id), or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step))))
        .returning({ id: users.id });
      return row !== undefined;
    },
    async delete(id, tx = db) {
      const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('users', createUsersRepository(fastify.db));
  },
  { name: 'users', dependencies: ['database'] },
);

/** Whether the user is locked out at `now`. */
export function isLockedOut(user: Pick<UserRow, 'lockoutEnd'>, now: Date): boolean {
  return user.lockoutEnd !== null && user.lockoutEnd.getTime() > now.getTime();
}
