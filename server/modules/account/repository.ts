// The account's own reads and writes: profile, guest conversion, role, e-mail preferences and the
// authenticator key. Decorates `fastify.accountRepository`. Sessions, stamps, passwords, one-time tokens
// and recovery codes belong to the identity plugins; the one exception is retireOneTimeTokens, which
// oneTimeTokens.create does not do.
//
// Every write that depends on the row's current state says that state in its WHERE clause and reports
// whether a row matched, so two concurrent requests cannot both win.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { RoleId } from '#core/contract/account.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import {
  competitions,
  emailTypes,
  emailUnsubscriptions,
  userTokens,
  users,
  type GuestStatus,
  type UserTokenPurpose,
} from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';

interface AccountRepository {
  competitionExists(key: string): Promise<boolean>;
  /** The ids among `ids` that are e-mail types. */
  knownEmailTypeIds(ids: number[]): Promise<number[]>;

  setDisplayName(userId: string, displayName: string): Promise<boolean>;
  /** A guest asks for a conversion link (again, or for a new address): the address waits in pending_email. */
  startConversion(userId: string, email: string): Promise<boolean>;
  /** Ends the unused links of one purpose, so that only the next one e-mailed works. */
  retireOneTimeTokens(userId: string, purpose: UserTokenPurpose): Promise<void>;
  /** The link was followed: the pending address becomes the account's, still a guest (status 3). */
  confirmConversion(userId: string, email: string, tx: Executor): Promise<boolean>;
  /**
   * A confirmed guest sets its first password: the same row (every pick, point and credit with it)
   * becomes a Player whose user name is its e-mail. The caller stores the password in the same
   * transaction.
   */
  becomePlayer(userId: string, tx: Executor): Promise<boolean>;

  unsubscribedEmailTypeIds(userId: string): Promise<number[]>;
  replaceUnsubscriptions(userId: string, emailTypeIds: number[]): Promise<void>;
  setUnsubscribeAll(userId: string, unsubscribeAll: boolean): Promise<boolean>;
  setReminderLeadHours(userId: string, hours: number): Promise<boolean>;

  /** Keeps a new authenticator key, not yet in force, for a user without two-factor. */
  setPendingAuthenticatorKey(userId: string, key: string): Promise<boolean>;
  /** Turns two-factor on with the pending key the first code proved (false if the key changed since). */
  enableTwoFactor(userId: string, key: string, tx: Executor): Promise<boolean>;
  /** Turns two-factor off and forgets the key; the caller removes the recovery codes. */
  disableTwoFactor(userId: string, tx: Executor): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository;
  }
}

const guestRole: RoleId = 'GuestPlayer';

function createAccountRepository(db: Database, clock: Clock): AccountRepository {
  const updated = async (rows: Promise<{ id: string }[]>) => (await rows).length > 0;
  const touch = () => ({ updatedAt: clock.now() });

  return {
    async competitionExists(key) {
      const rows = await db
        .select({ key: competitions.key })
        .from(competitions)
        .where(eq(competitions.key, key))
        .limit(1);
      return rows.length > 0;
    },
    async knownEmailTypeIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: emailTypes.id }).from(emailTypes).where(inArray(emailTypes.id, ids));
      return rows.map((row) => row.id);
    },

    setDisplayName(userId, displayName) {
      return updated(
        db
          .update(users)
          .set({ displayName, ...touch() })
          .where(eq(users.id, userId))
          .returning({ id: users.id }),
      );
    },
    startConversion(userId, email) {
      const pending: GuestStatus = 2;
      return updated(
        db
          .update(users)
          .set({ pendingEmail: email, guestStatus: pending, ...touch() })
          .where(and(eq(users.id, userId), eq(users.role, guestRole)))
          .returning({ id: users.id }),
      );
    },
    async retireOneTimeTokens(userId, purpose) {
      await db
        .update(userTokens)
        .set({ usedAt: clock.now() })
        .where(
          and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)),
        );
    },
    confirmConversion(userId, email, tx) {
      const confirmed: GuestStatus = 3;
      return updated(
        tx
          .update(users)
          .set({ email, emailConfirmed: true, pendingEmail: null, guestStatus: confirmed, ...touch() })
          .where(and(eq(users.id, userId), eq(users.role, guestRole), eq(users.pendingEmail, email)))
          .returning({ id: users.id }),
      );
    },
    becomePlayer(userId, tx) {
      const active: GuestStatus = 0;
      const confirmed: GuestStatus = 3;
      return updated(
        tx
          .update(users)
          .set({
            role: 'Player',
            guestStatus: active,
            userName: sql`${users.email}`,
            ...touch(),
          })
          .where(and(eq(users.id, userId), eq(users.role, guestRole), eq(users.guestStatus, confirmed)))
          .returning({ id: users.id }),
      );
    },

    async unsubscribedEmailTypeIds(userId) {
      const rows = await db
        .select({ id: emailUnsubscriptions.emailTypeId })
        .from(emailUnsubscriptions)
        .where(eq(emailUnsubscriptions.userId, userId))
        .orderBy(asc(emailUnsubscriptions.emailTypeId));
      return rows.map((row) => row.id);
    },
    async replaceUnsubscriptions(userId, emailTypeIds) {
      await db.transaction(async (tx) => {
        await tx.delete(emailUnsubscriptions).where(eq(emailUnsubscriptions.userId, userId));
        if (emailTypeIds.length > 0) {
          await tx
            .insert(emailUnsubscriptions)
            .values(emailTypeIds.map((emailTypeId) => ({ userId, emailTypeId })))
            .onConflictDoNothing();
        }
      });
    },
    setUnsubscribeAll(userId, unsubscribeAll) {
      return updated(
        db
          .update(users)
          .set({ unsubscribeAll, ...touch() })
          .where(eq(users.id, userId))
          .returning({ id: users.id }),
      );
    },
    setReminderLeadHours(userId, hours) {
      return updated(
        db
          .update(users)
          .set({ reminderLeadHours: hours, ...touch() })
          .where(eq(users.id, userId))
          .returning({ id: users.id }),
      );
    },

    setPendingAuthenticatorKey(userId, key) {
      return updated(
        db
          .update(users)
          .set({ authenticatorKey: key, ...touch() })
          .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false)))
          .returning({ id: users.id }),
      );
    },
    enableTwoFactor(userId, key, tx) {
      return updated(
        tx
          .update(users)
          .set({ twoFactorEnabled: true, ...touch() })
          .where(
            and(eq(users.id, userId), eq(users.twoFactorEnabled, false), eq(users.authenticatorKey, key)),
          )
          .returning({ id: users.id }),
      );
    },
    disableTwoFactor(userId, tx) {
      return updated(
        tx
          .update(users)
          .set({ twoFactorEnabled: false, authenticatorKey: null, lastTotpStep: null, ...touch() })
          .where(eq(users.id, userId))
          .returning({ id: users.id }),
      );
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('accountRepository', createAccountRepository(fastify.db, fastify.clock));
  },
  { name: 'account-repository', dependencies: ['database'] },
);
