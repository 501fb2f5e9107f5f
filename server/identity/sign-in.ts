// Signing in, as ASP.NET Identity's SignInManager does it: the lockout check before the password, failures
// counted atomically (5 → locked for 5 minutes, the count reset), a success resetting the count, two-factor
// as a second step with no session before it, and administrators made to set two-factor up first.
// If a counter write fails the answer is Failure, never Success: otherwise an attacker who can make the
// write fail could guess without limit.
// The first step never says an account is locked: an unknown address never locks, so a LockedOut there
// would tell which addresses have accounts (ASVS 6.3.8, OWASP: one generic answer). While locked, the
// e-mail (or guest id) and password step answers the wrong password's Failure whatever is typed, without
// checking it (no password oracle during the lock); the two-factor steps, which only the password's
// holder reaches, say LockedOut. Resetting the password unlocks. docs/architecture.md §6 says why.
import type { FastifyBaseLogger } from 'fastify';
import { refusalMessage, type SignInRefusalCode } from '#core/refusals.ts';
import type { Clock } from '#server/clock.ts';
import type { RoleId } from '#core/contract/account.ts';
import type { SessionTokens, SignInResponse } from '#core/contract/auth.ts';
import type { UserRow } from '#server/db/schema.ts';
import type { Passwords } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import type { TokenSigner } from './tokens.ts';
import type { TwoFactor } from './two-factor.ts';
import { isLockedOut, type LockoutRules, type UsersRepository } from './users.ts';

const signInStatus = {
  success: 0,
  lockedOut: 1,
  requiresVerification: 2,
  failure: 3,
  configureTfa: 4,
} as const;

const defaultLockoutRules: LockoutRules = { maxFailedAccessAttempts: 5, lockoutMs: 5 * 60 * 1000 };

/** What the steps that go on say (the refused ones say their refusal's sentence, core/refusals.ts). */
const signInMessages = {
  success: 'Logged in.',
  requiresVerification: 'Authenticated. Please verify your identity.',
  configureTfa: 'Administrators must use two-factor authentication. Please set it up to continue.',
} as const;

const adminRoles: ReadonlySet<RoleId> = new Set(['Administrator', 'ShadowAdministrator']);

export interface SignInDependencies {
  users: UsersRepository;
  passwords: Passwords;
  sessions: Sessions;
  tokenSigner: TokenSigner;
  twoFactor: TwoFactor;
  clock: Clock;
  log: FastifyBaseLogger;
  lockout?: LockoutRules;
}

export interface SignIn {
  password(email: string, password: string): Promise<SignInResponse>;
  /** A guest's browser-kept id and password. */
  guest(id: string, password: string): Promise<SignInResponse>;
  authenticatorCode(loginId: string, tfaToken: string, code: string): Promise<SignInResponse>;
  recoveryCode(loginId: string, tfaToken: string, recoveryCode: string): Promise<SignInResponse>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answer = (status: SignInResponse['status'], statusMessage: string): SignInResponse => ({
  status,
  statusMessage,
});

/** A refused step: its code, and the code's sentence as the statusMessage. */
const refused = (status: SignInResponse['status'], code: SignInRefusalCode): SignInResponse => ({
  status,
  statusMessage: refusalMessage(code),
  code,
});

export function createSignIn(deps: SignInDependencies): SignIn {
  const { users, passwords, sessions, tokenSigner, twoFactor, clock, log } = deps;
  const lockout = deps.lockout ?? defaultLockoutRules;
  const failure = refused(signInStatus.failure, 'invalidCredentials');
  const lockedOut = refused(signInStatus.lockedOut, 'lockedOut');
  const tryAgain = refused(signInStatus.failure, 'signInFailed');

  const signedIn = (tokens: SessionTokens): SignInResponse => ({
    ...answer(signInStatus.success, signInMessages.success),
    ...tokens,
  });

  /** One more failure on the account: `whenLocked` when it locked (or was), else `otherwise`. */
  async function countFailure(
    user: UserRow,
    otherwise: SignInResponse,
    whenLocked: SignInResponse = lockedOut,
  ): Promise<SignInResponse> {
    try {
      const counted = await users.recordFailedAccess(user.id, lockout, clock.now());
      if (counted.lockedOut) {
        log.warn({ userId: user.id }, 'Account locked after repeated failed sign-ins');
        return whenLocked;
      }
      return otherwise;
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'Could not count a failed sign-in');
      return tryAgain;
    }
  }

  /** Resets the count, then answers `then()`; Failure if the reset could not be written. */
  async function resetThen(user: UserRow, then: () => Promise<SignInResponse>): Promise<SignInResponse> {
    try {
      await users.resetAccessFailedCount(user.id);
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'Could not reset the failed sign-in count');
      return tryAgain;
    }
    return then();
  }

  /** The password was right: what comes next. */
  async function afterPassword(user: UserRow): Promise<SignInResponse> {
    if (user.twoFactorEnabled) {
      // Identity: with two-factor on, the password alone does not reset the failure count.
      const tfaToken = await tokenSigner.signTwoFactor({
        userId: user.id,
        stamp: user.securityStamp,
        purpose: 'tfa',
      });
      return {
        ...answer(signInStatus.requiresVerification, signInMessages.requiresVerification),
        tfaToken,
        loginId: user.id,
      };
    }
    return resetThen(user, async () => {
      if (adminRoles.has(user.role)) {
        const tfaToken = await tokenSigner.signTwoFactor({
          userId: user.id,
          stamp: user.securityStamp,
          purpose: 'tfa-setup',
        });
        return {
          ...answer(signInStatus.configureTfa, signInMessages.configureTfa),
          tfaToken,
          loginId: user.id,
        };
      }
      return signedIn(await sessions.issue(user.id));
    });
  }

  /**
   * Identity's PreSignInCheck + CheckPasswordSignIn, for any account found by some key; a locked account
   * answers `notFound` like an unknown key (see the top of this file).
   */
  async function checkPassword(
    user: UserRow | undefined,
    password: string,
    notFound: SignInResponse,
    next: (user: UserRow) => Promise<SignInResponse>,
  ): Promise<SignInResponse> {
    if (!user?.passwordHash) {
      // The same work as a wrong password, so timing does not tell which addresses have accounts.
      await passwords.verifyNothing(password);
      return notFound;
    }
    if (isLockedOut(user, clock.now())) {
      log.info({ userId: user.id }, 'Sign-in refused: the account is locked');
      await passwords.verifyNothing(password);
      return notFound;
    }
    if (!(await passwords.verify(user.passwordHash, password))) {
      return countFailure(user, notFound, notFound);
    }
    return next(user);
  }

  /** The user a two-factor step is for, when its token is good and current. */
  async function twoFactorUser(loginId: string, tfaToken: string): Promise<UserRow | null> {
    const claims = await tokenSigner.verifyTwoFactor(tfaToken, 'tfa');
    if (!claims || claims.userId !== loginId) return null;
    const user = await users.findById(claims.userId);
    if (!user || user.securityStamp !== claims.stamp || !user.twoFactorEnabled) return null;
    return user;
  }

  return {
    async password(email, password) {
      const user = await users.findByEmail(email);
      return checkPassword(user, password, failure, async (found) => {
        // Identity's NotAllowed (RequireConfirmedEmail): said only to whoever knows the password.
        if (!found.emailConfirmed) return refused(signInStatus.failure, 'emailNotConfirmed');
        return afterPassword(found);
      });
    },
    async guest(id, password) {
      const notFound = refused(signInStatus.failure, 'invalidGuestCredentials');
      const user = uuidPattern.test(id) ? await users.findById(id) : undefined;
      const guest = user?.role === 'GuestPlayer' ? user : undefined;
      return checkPassword(guest, password, notFound, (found) =>
        resetThen(found, async () => signedIn(await sessions.issue(found.id))),
      );
    },
    async authenticatorCode(loginId, tfaToken, code) {
      const user = await twoFactorUser(loginId, tfaToken);
      if (!user) return refused(signInStatus.failure, 'twoFactorExpired');
      if (isLockedOut(user, clock.now())) return lockedOut;
      if (!(await twoFactor.verifyCode(user, code))) {
        return countFailure(user, refused(signInStatus.failure, 'invalidAuthenticatorCode'));
      }
      return resetThen(user, async () => signedIn(await sessions.issue(user.id)));
    },
    async recoveryCode(loginId, tfaToken, recoveryCode) {
      const user = await twoFactorUser(loginId, tfaToken);
      if (!user) return refused(signInStatus.failure, 'twoFactorExpired');
      if (isLockedOut(user, clock.now())) return lockedOut;
      // Identity does not count a wrong recovery code (they are random); the route's rate limit guards it.
      if (!(await twoFactor.redeemRecoveryCode(user.id, recoveryCode))) {
        return refused(signInStatus.failure, 'invalidRecoveryCode');
      }
      return resetThen(user, async () => signedIn(await sessions.issue(user.id)));
    },
  };
}
