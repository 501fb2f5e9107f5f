// Limits on the auth routes, counted before any password is hashed (a hash costs ~35 ms of CPU) and on top
// of the API-wide per-client limit: per client IP, and per account where the body names one, so that
// neither one address nor one botnet can guess at one account (ASVS 2.2.1: under 100 tries an hour).
// Counted in Redis when REDIS_URL is set, like the API-wide limit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http/http-error.ts';

export interface LimitRule {
  /** Names the counter; two rules with one name would share it. */
  name: string;
  max: number;
  windowMs: number;
  /** Whose counter: the client IP when unset; a rule whose key is undefined for a request does not count it. */
  key?: (request: FastifyRequest) => string | undefined;
}

const minute = 60_000;
const hour = 60 * minute;

/** A field of the (validated) body, normalised, as an account key. */
export function bodyField(field: string): (request: FastifyRequest) => string | undefined {
  return (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
  };
}

/** Per IP, and per account named by `accountField`. */
function perIpAndAccount(
  name: string,
  ip: [number, number],
  account?: [string, number, number],
): LimitRule[] {
  const rules: LimitRule[] = [{ name: `${name}:ip`, max: ip[0], windowMs: ip[1] }];
  if (account) {
    const [field, max, windowMs] = account;
    rules.push({ name: `${name}:account`, max, windowMs, key: bodyField(field) });
  }
  return rules;
}

export function authLimits(guestSignupsPerHour: number) {
  return {
    signIn: perIpAndAccount('sign-in', [30, minute], ['email', 10, 5 * minute]),
    twoFactor: perIpAndAccount('tfa', [30, minute], ['loginId', 10, 5 * minute]),
    // A wrong recovery code does not count toward lockout, so this limit is its only brake.
    recoveryCode: perIpAndAccount('recovery-code', [10, minute], ['loginId', 5, 15 * minute]),
    easySignIn: perIpAndAccount('easy-sign-in', [30, minute], ['id', 10, 5 * minute]),
    easySignUp: perIpAndAccount('easy-sign-up', [guestSignupsPerHour, hour]),
    basicSignUp: perIpAndAccount('sign-up', [10, hour], ['email', 3, hour]),
    forgotPassword: perIpAndAccount('forgot-password', [10, hour], ['email', 3, hour]),
    resetPassword: perIpAndAccount('reset-password', [20, hour], ['userId', 10, hour]),
    confirmEmail: perIpAndAccount('confirm-email', [30, minute]),
    captchaTest: perIpAndAccount('captcha-test', [30, minute]),
    refresh: perIpAndAccount('refresh', [60, minute]),
  } satisfies Record<string, LimitRule[]>;
}

/** A preHandler counting every rule; the first one over its limit answers 429 with Retry-After. */
export function limitedBy(fastify: FastifyInstance, rules: LimitRule[]) {
  const limiters = rules.map((rule) => ({
    rule,
    check: fastify.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `auth:${rule.name}:${rule.key?.(request) ?? request.ip}`,
    }),
  }));
  return async (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => {
    for (const { rule, check } of limiters) {
      if (rule.key && rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', Math.max(1, result.ttlInSeconds));
        throw new HttpError('tooManyRequests');
      }
    }
  };
}
