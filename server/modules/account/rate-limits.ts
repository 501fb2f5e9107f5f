// Limits on the account routes that check a secret or send e-mail, on top of the API-wide per-client
// limit. A stolen bearer token must not become a way to guess the password (each guess also costs a
// hash), a guest must not make the server mail strangers at will, and the unauthenticated links must not
// be a guessing ground. Counted per account where there is one, with the auth routes' machinery.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyField, limitedBy, type LimitRule } from '#server/modules/auth/index.ts';

const minute = 60_000;
const hour = 60 * minute;

const signedInUser = (request: FastifyRequest): string | undefined => request.user?.id || undefined;

const accountLimitRules = {
  /** ChangePassword, DELETE, TwoFactor/recoveryCodes and /disable: one counter per account. */
  password: [{ name: 'account-password:user', max: 10, windowMs: 15 * minute, key: signedInUser }],
  twoFactorCode: [{ name: 'account-tfa-enable:user', max: 10, windowMs: 5 * minute, key: signedInUser }],
  convertAccount: [{ name: 'convert-account:user', max: 5, windowMs: hour, key: signedInUser }],
  validateEmail: [
    { name: 'validate-email:ip', max: 30, windowMs: minute },
    { name: 'validate-email:account', max: 10, windowMs: hour, key: bodyField('LoginId') },
  ],
  unsubscribeLink: [{ name: 'unsubscribe-link:ip', max: 30, windowMs: minute }],
} satisfies Record<string, LimitRule[]>;

export type AccountLimiters = Record<keyof typeof accountLimitRules, ReturnType<typeof limitedBy>>;

/**
 * One preHandler per rule set, made once: a limiter keeps its counts (in memory without Redis), so routes
 * that share a rule set share the same limiter and thus the same count.
 */
export function createAccountLimiters(fastify: FastifyInstance): AccountLimiters {
  const entries = Object.entries(accountLimitRules).map(([name, rules]) => [name, limitedBy(fastify, rules)]);
  return Object.fromEntries(entries) as AccountLimiters;
}

/** What routes.ts hands each group of routes. */
export interface AccountRouteOptions {
  limits: AccountLimiters;
}
