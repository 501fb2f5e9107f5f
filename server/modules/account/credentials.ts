// What needs proof of who is asking: a password change (and a confirmed guest's first password), and
// deleting the account. Each credential change rotates the security stamp and ends
// every session inside one transaction, then hands back a fresh session (checklist A4, E7, E8).
import type { FastifyInstance } from 'fastify';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { UserRow } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { releaseLeaguesOf } from '#server/modules/leagues/index.ts';
import { anonymiseAccount } from './anonymise.ts';

export function createCredentials(fastify: FastifyInstance) {
  const { accountRepository: repository, passwords, sessions, users } = fastify;

  /** Refuses (400) unless `password` is the account's password; guests prove themselves the same way. */
  async function reauthenticate(user: UserRow, password: string | undefined): Promise<void> {
    if (password === undefined || password === '') throw new HttpError('currentPasswordRequired');
    if (!user.passwordHash || !(await passwords.verify(user.passwordHash, password))) {
      throw new HttpError('wrongPassword');
    }
  }

  function enforcePolicy(password: string): void {
    const weakness = passwords.weakness(password);
    if (weakness) throw new HttpError('weakPassword', weakness);
  }

  return {
    reauthenticate,

    /**
     * A permanent account changes its password; a ConfirmedAnonymous guest sets its first one and
     * becomes a Player on the same row. Either way every session ends and a new one is returned.
     */
    async changePassword(
      user: UserRow,
      currentPassword: string | undefined,
      newPassword: string,
    ): Promise<SessionTokens> {
      const settingFirstPassword = user.role === 'GuestPlayer';
      if (settingFirstPassword) {
        // The guest's stored browser password is not asked for: the e-mail link proved the person.
        if (user.guestStatus !== 3) throw new HttpError('emailNotValidated');
      } else {
        await reauthenticate(user, currentPassword);
      }
      enforcePolicy(newPassword);
      const passwordHash = await passwords.hash(newPassword);
      return fastify.db.transaction(async (tx) => {
        if (settingFirstPassword && !(await repository.becomePlayer(user.id, tx))) {
          throw new HttpError('emailNotValidated');
        }
        await users.setPasswordHash(user.id, passwordHash, tx);
        await sessions.revokeAll(user.id, tx);
        return sessions.issue(user.id, tx);
      });
    },

    /**
     * Deletes the account's personal data and keeps its row anonymised (anonymise.ts), so its picks and
     * standings stay under 'Deleted player'. `token` is the password, or with two-factor on the
     * authenticator's current code. Its leagues are handed over (or deleted when empty) and its
     * memberships left first, in the same transaction.
     */
    async deleteAccount(user: UserRow, token: string): Promise<void> {
      const byCode = user.twoFactorEnabled && /^\d{6}$/.test(token.trim());
      if (!byCode || !(await fastify.twoFactor.verifyCode(user, token.trim()))) {
        await reauthenticate(user, token);
      }
      // Never charge a deleted player: the subscription ends first, or nothing is deleted.
      await fastify.payments.endBeforeAccountDeletion(user.id);
      await fastify.db.transaction(async (tx) => {
        await releaseLeaguesOf(tx, user.id);
        await users.rotateSecurityStamp(user.id, tx);
        await anonymiseAccount(tx, user.id, fastify.clock.now());
      });
    },
  };
}
