// Two-factor management: a new authenticator key (kept pending until its first code proves it), turning
// it on with ten recovery codes, new codes, turning it off. Every change of the second factor rotates the
// security stamp, ends every session and hands back a fresh one (checklist D3, D6). Checking codes and
// keeping recovery codes is `fastify.twoFactor`'s job; this file decides when.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { UserRow } from '#server/db/schema.ts';
import type { Transaction } from '#server/db/executor.ts';
import { formatAuthenticatorKey, newAuthenticatorKey, otpauthUri } from '#server/identity/totp.ts';
import type { createCredentials } from './credentials.ts';
import { HttpError } from '#server/http/http-error.ts';

/** The roles the sign-in makes set up two-factor (ConfigureTFA): they may not turn it off. */
const mustKeepTwoFactor = new Set(['Administrator', 'ShadowAdministrator']);

type Credentials = ReturnType<typeof createCredentials>;

export function createTwoFactorManagement(fastify: FastifyInstance, credentials: Credentials) {
  const { accountRepository: repository, twoFactor, sessions, users } = fastify;

  /** The second factor changed: old sessions and bearer tokens die, this one replaces them. */
  async function freshSession(userId: string, tx: Transaction): Promise<SessionTokens> {
    await users.rotateSecurityStamp(userId, tx);
    await sessions.revokeAll(userId, tx);
    return sessions.issue(userId, tx);
  }

  return {
    async status(user: UserRow): Promise<TwoFactorStatusDto> {
      const enabled = user.twoFactorEnabled;
      return { enabled, recoveryCodesLeft: enabled ? await twoFactor.countRecoveryCodes(user.id) : 0 };
    },

    async setup(user: UserRow): Promise<TwoFactorSetupDto> {
      if (user.role === 'GuestPlayer') throw new HttpError('twoFactorNeedsPassword');
      if (user.twoFactorEnabled) throw new HttpError('twoFactorAlreadyOn');
      const key = newAuthenticatorKey();
      if (!(await repository.setPendingAuthenticatorKey(user.id, key))) {
        throw new HttpError('twoFactorAlreadyOn');
      }
      const uri = otpauthUri(user.email ?? user.userName, key);
      const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { sharedKey: formatAuthenticatorKey(key), otpauthUri: uri, qrCodeSvg };
    },

    async enable(user: UserRow, code: string): Promise<RecoveryCodesDto> {
      if (user.twoFactorEnabled) throw new HttpError('twoFactorAlreadyOn');
      const key = user.authenticatorKey;
      if (!key) throw new HttpError('twoFactorNotSetUp');
      // Uses the code's time step up, so the same code cannot sign in right after.
      if (!(await twoFactor.verifyCode(user, code))) throw new HttpError('wrongTwoFactorCode');
      return fastify.db.transaction(async (tx) => {
        // A set-up started in another tab since would have replaced the key this code proved.
        if (!(await repository.enableTwoFactor(user.id, key, tx))) throw new HttpError('twoFactorNotSetUp');
        const recoveryCodes = await twoFactor.replaceRecoveryCodes(user.id, tx);
        return { recoveryCodes, token: await freshSession(user.id, tx) };
      });
    },

    async regenerateRecoveryCodes(user: UserRow, password: string): Promise<RecoveryCodesDto> {
      if (!user.twoFactorEnabled) throw new HttpError('twoFactorOff');
      await credentials.reauthenticate(user, password);
      return fastify.db.transaction(async (tx) => {
        const recoveryCodes = await twoFactor.replaceRecoveryCodes(user.id, tx);
        return { recoveryCodes, token: await freshSession(user.id, tx) };
      });
    },

    async disable(user: UserRow, password: string): Promise<SessionTokens> {
      if (mustKeepTwoFactor.has(user.role)) throw new HttpError('administratorKeepsTwoFactor');
      if (!user.twoFactorEnabled) throw new HttpError('twoFactorOff');
      await credentials.reauthenticate(user, password);
      return fastify.db.transaction(async (tx) => {
        await repository.disableTwoFactor(user.id, tx);
        await twoFactor.removeRecoveryCodes(user.id, tx);
        return freshSession(user.id, tx);
      });
    },
  };
}
