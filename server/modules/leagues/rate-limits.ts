// Join codes are secrets of a sort: a private league opens to whoever holds its code. Every call that tries
// a code (JoinByCode, Join and Preview with a code) counts against one per-player limit on top of the
// API-wide one, so guessing codes is hopeless (25^8 codes; 20 tries per 15 minutes). Calls without a code
// do not count.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitedBy, type LimitRule } from '#server/modules/auth/index.ts';

const minute = 60_000;

function triesCode(request: FastifyRequest): boolean {
  const body = request.body as { code?: unknown } | undefined;
  const query = request.query as { code?: unknown } | undefined;
  return Boolean(body?.code) || Boolean(query?.code);
}

const leagueCodeRules: LimitRule[] = [
  {
    name: 'league-code:user',
    max: 20,
    windowMs: 15 * minute,
    key: (request) => (triesCode(request) ? request.user?.id || undefined : undefined),
  },
];

/** The one limiter every code-trying route shares (made once, so they share its count). */
export function createLeagueCodeLimiter(fastify: FastifyInstance): ReturnType<typeof limitedBy> {
  return limitedBy(fastify, leagueCodeRules);
}
