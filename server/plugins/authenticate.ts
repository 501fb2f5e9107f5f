// Who is calling. `fastify.authenticate` (a preHandler) accepts `Authorization: Bearer <jwt>` only when the
// token verifies (HS256, our kid, issuer and audience, not expired) AND the user still exists with the
// stamp the token carries AND its session was not signed out; it then sets `request.user`.
// Every admin route runs `fastify.requireAdministrator` after it, the one place the administrators' rule
// is written. `authenticateForTwoFactorSetup` also accepts the setup-only
// token an administrator without two-factor gets at sign-in (ConfigureTFA), for the two setup routes.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { RoleId } from '#core/contract/account.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { refreshTokens, users } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';

export interface AuthenticatedUser {
  id: string;
  role: RoleId;
  isGuest: boolean;
  /** The session (refresh-token family); '' for a two-factor setup token, which has no session. */
  familyId: string;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: PreHandler;
    /** After `authenticate` on every admin route: see {@link administratorMay}. */
    requireAdministrator: PreHandler;
  }
  interface FastifyRequest {
    /** Set by `fastify.authenticate`; read it only on routes that run it. */
    user: AuthenticatedUser;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function authenticatedUser(id: string, role: RoleId, familyId: string): AuthenticatedUser {
  return { id, role, isGuest: role === 'GuestPlayer', familyId };
}

/**
 * The session check's columns, read from the `users` row: the user's current role and stamp, and whether
 * the session (placeholder `familyId`) was signed out. A query that selects from `users` by the bearer's
 * user id and adds these checks the session in the same round trip (sessionHolds).
 */
export function sessionCheckColumns() {
  const signedOut = sql<boolean>`exists (select 1 from ${refreshTokens}
    where ${refreshTokens.familyId} = ${sql.placeholder('familyId')} and ${refreshTokens.revokedAt} is not null)`;
  return { role: users.role, securityStamp: users.securityStamp, signedOut };
}

/** Whether a session check's row lets the bearer's claims in: same stamp, session not signed out. */
export function sessionHolds(
  row: { securityStamp: string; signedOut: boolean } | undefined,
  claims: { stamp: string },
): boolean {
  return row !== undefined && row.securityStamp === claims.stamp && !row.signedOut;
}

/**
 * One round trip: the user's current stamp and role, and whether this session was signed out. Built once
 * per database as a prepared statement: every authenticated request runs it, and building the query
 * cost several times what running it did.
 */
function prepareSessionCheck(db: Database) {
  return db
    .select(sessionCheckColumns())
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('authenticate_session_check');
}

const sessionCheckOn = preparedPerDatabase(prepareSessionCheck);

/** Methods that only read: a ShadowAdministrator may call an admin route with these. */
const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The administrators' rule: an Administrator may do anything on the admin routes; a ShadowAdministrator
 * may read them (see what an administrator sees) but never change anything, so every admin write
 * (the daily challenge's choice, credit grants, an outright's winner) refuses it. No other role may.
 */
function administratorMay(role: RoleId, method: string): boolean {
  const canonical = role.toLowerCase();
  if (canonical === 'administrator') return true;
  return canonical === 'shadowadministrator' && readMethods.has(method.toUpperCase());
}

/** The full-session check, usable as a plain function (`preHandler: authenticate`) too. */
async function authenticate(request: FastifyRequest): Promise<void> {
  const fastify = request.server;
  const token = bearerToken(request);
  const claims = token ? await fastify.tokenSigner.verifyBearer(token) : null;
  if (!claims) throw new HttpError('unauthorized');
  const [row] = await sessionCheckOn(fastify.db).execute({
    userId: claims.userId,
    familyId: claims.familyId,
  });
  if (!row || !sessionHolds(row, claims)) throw new HttpError('unauthorized');
  request.user = authenticatedUser(claims.userId, row.role, claims.familyId);
}

/**
 * A full session, or the setup-only token of ConfigureTFA (sent as the bearer). With the latter,
 * `request.user.familyId` is '': there is no session to revoke or keep.
 */
export const authenticateForTwoFactorSetup: preHandlerAsyncHookHandler = async function (request) {
  const token = bearerToken(request);
  const setup = token ? await request.server.tokenSigner.verifyTwoFactor(token, 'tfa-setup') : null;
  if (!setup) return authenticate(request);
  const user = await request.server.users.findById(setup.userId);
  if (!user || user.securityStamp !== setup.stamp) throw new HttpError('unauthorized');
  request.user = authenticatedUser(user.id, user.role, '');
};

export default fp(
  async (fastify) => {
    fastify.decorateRequest('user', null as unknown as AuthenticatedUser);
    fastify.decorate('authenticate', authenticate);
    fastify.decorate('requireAdministrator', async (request: FastifyRequest) => {
      if (!request.user || !administratorMay(request.user.role, request.method)) {
        throw new HttpError('forbidden');
      }
    });
  },
  { name: 'authenticate', dependencies: ['database', 'sessions', 'users'] },
);

/**
 * The caller when the request carries a good bearer (guests included), else null: for routes that answer
 * everyone and add the caller's own data when they know who it is. A bad or absent token is not an error.
 */
export async function optionalCaller(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  if (!request.headers.authorization) return null;
  try {
    await authenticate(request);
    return request.user;
  } catch {
    return null;
  }
}
