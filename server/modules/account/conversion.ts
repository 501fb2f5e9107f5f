// A guest links an e-mail address (ConvertAccount), follows the e-mailed link (ValidateEmailAddress),
// then sets its first password (ChangePassword, in credentials.ts). The user row never changes identity:
// every pick, point, credit and streak stays with it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { GuestUserStatusCode } from '#core/contract/account.ts';
import type { UserRow } from '#server/db/schema.ts';
import { convertAccountTokenLifetimeMs } from '#server/identity/one-time-tokens.ts';
import { HttpError } from '#server/http/http-error.ts';
import { isUuid } from './ids.ts';

export const conversionAcceptedMessage =
  'If this address can be linked, an e-mail with a link is on its way. Follow it to confirm the address.';

/** True when the error is PostgreSQL's unique violation (another row took the value first). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in its own, with the original as `cause`.
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createConversion(fastify: FastifyInstance) {
  const { accountRepository: repository, users } = fastify;

  return {
    /**
     * Sends the link to `email`. When another account owns the address the guest is told exactly what
     * it is told otherwise, and the owner gets nothing: neither learns of the other (checklist H4).
     */
    async start(user: UserRow, loginId: string, email: string, log: FastifyBaseLogger): Promise<void> {
      if (user.role !== 'GuestPlayer' || loginId.toLowerCase() !== user.id)
        throw new HttpError('notYourGuest');
      const owner = await users.findByEmail(email);
      if (!(await repository.startConversion(user.id, email))) throw new HttpError('notYourGuest');
      // A new link replaces any earlier one: only the latest e-mail's link works.
      await repository.retireOneTimeTokens(user.id, 'convert-account');
      // Made in both cases so that both answers take as long; an unsent one is never used.
      const token = await fastify.oneTimeTokens.create(user.id, 'convert-account', {
        email,
        ttlMs: convertAccountTokenLifetimeMs,
      });
      if (owner && owner.id !== user.id) {
        log.info({ userId: user.id }, 'Conversion to an address another account owns: nothing sent');
        return;
      }
      // The answer does not wait for SMTP; a failure is logged and kept in the outbox.
      fastify.emails
        .convertAccount({ id: user.id, displayName: user.displayName }, email, token)
        .catch((error: unknown) => log.error({ err: error }, 'The conversion e-mail could not be sent'));
    },

    /** The guest followed the link: the pending address becomes its own, confirmed. */
    async validate(loginId: string, token: string): Promise<GuestUserStatusCode> {
      if (!isUuid(loginId)) throw new HttpError('invalidLink');
      const userId = loginId.toLowerCase();
      const user = await users.findById(userId);
      if (!user || user.role !== 'GuestPlayer' || !user.pendingEmail) throw new HttpError('invalidLink');
      const consumed = await fastify.oneTimeTokens.consume(userId, 'convert-account', token);
      // A link for an address the guest has since replaced is as dead as an expired one.
      if (!consumed || consumed.email !== user.pendingEmail) throw new HttpError('invalidLink');
      const email = consumed.email;
      try {
        const confirmed = await fastify.db.transaction(async (tx) => {
          const owner = await users.findByEmail(email, tx);
          if (owner && owner.id !== userId) return false;
          return repository.confirmConversion(userId, email, tx);
        });
        if (!confirmed) throw new HttpError('invalidLink');
      } catch (error) {
        // Another account took the address between the check and the write.
        if (isUniqueViolation(error)) throw new HttpError('invalidLink');
        throw error;
      }
      return 3;
    },
  };
}
