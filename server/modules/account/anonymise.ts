// Deleting an account (docs/help-and-policies.md): everything personal goes, the row stays anonymised so
// that the player's picks, points and standings keep counting for everyone else under 'Deleted player'.
import { eq } from 'drizzle-orm';
import type { Transaction } from '#server/db/executor.ts';
import { emailUnsubscriptions, recoveryCodes, refreshTokens, userTokens, users } from '#server/db/schema.ts';

/** The name a deleted player's standings show. */
const deletedPlayerName = 'Deleted player';

/**
 * Removes the account's e-mail addresses, display name, password, two-factor secrets and recovery codes,
 * sessions, e-mailed tokens and e-mail preferences, and marks it deleted. The caller rotates the security
 * stamp, which ends every bearer token at once; with no password and no address nothing can sign in to it
 * again.
 */
export async function anonymiseAccount(tx: Transaction, userId: string, now: Date): Promise<void> {
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  await tx.delete(emailUnsubscriptions).where(eq(emailUnsubscriptions.userId, userId));
  await tx
    .update(users)
    .set({
      userName: `deleted-${userId}`,
      email: null,
      emailConfirmed: false,
      pendingEmail: null,
      displayName: deletedPlayerName,
      passwordHash: null,
      accessFailedCount: 0,
      lockoutEnd: null,
      twoFactorEnabled: false,
      authenticatorKey: null,
      lastTotpStep: null,
      unsubscribeAll: true,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
