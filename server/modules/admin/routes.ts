// The admin desk (docs/admin.md), under api/admin/v1: the users table and a user's page with its actions,
// and the audit log. Every route runs `authenticate` then `requireAdministrator` (a ShadowAdministrator
// reads, never writes); every action writes its audit row in the same transaction as the change.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RoleId } from '#core/contract/account.ts';
import { recoveryCodes, users } from '#server/db/schema.ts';
import { apiError, errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { newSecurityStamp } from '#server/identity/users.ts';
import { nulProblem } from '#server/http/validator.ts';
import { auditPage, writeAudit } from './audit.ts';
import { dashboard, dashboardSchema } from './dashboard.ts';
import {
  auditPageSchema,
  auditQuerySchema,
  lockBodySchema,
  roleBodySchema,
  userDetailSchema,
  userFiltersSchema,
  userParamsSchema,
  usersPageSchema,
  usersQuerySchema,
  type UserFilter,
} from './schemas.ts';
import { userDetail, usersPage } from './users-query.ts';

const tags = ['Admin'];
/** A lock lasts until an administrator lifts it. */
const lockedUntil = new Date('9999-12-31T00:00:00.000Z');
const isAdministrator = (role: RoleId) => role.toLowerCase() === 'administrator';

/** The `filters` query parameter: JSON, checked by its schema; a bad one is a 400 that says what is wrong. */
function parseFilters(text: string | undefined): UserFilter[] {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError('invalidRequest', {
      detail: 'querystring/filters: expected a JSON array of filters',
    });
  }
  // Decoded here, so the validator's NUL check never saw inside it (PostgreSQL refuses a NUL: a 500).
  const nul = nulProblem(value, 'querystring/filters');
  if (nul) throw new HttpError('invalidRequest', { detail: nul });
  const parsed = userFiltersSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map(
      (issue) =>
        `querystring/filters${issue.path.map((part) => `/${String(part)}`).join('')}: ${issue.message}`,
    )
    .join('; ');
  throw new HttpError('invalidRequest', { detail });
}

const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'AdminOkDto' });

const adminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const guard = { onRequest: [fastify.authenticate, fastify.requireAdministrator] };

  async function existingUser(id: string) {
    const [user] = await fastify.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw new HttpError('unknownPlayer', { userId: id });
    return user;
  }

  fastify.get(
    '/Users',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A page of users, sorted and filtered as the admin table asks',
        querystring: usersQuerySchema,
        response: { 200: usersPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      usersPage(fastify.db, request.query, parseFilters(request.query.filters), fastify.clock.now()),
  );

  fastify.get(
    '/Users/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "A user's role, lock, credits held and recent picks",
        params: userParamsSchema,
        response: { 200: userDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const detail = await userDetail(fastify.db, request.params.id, fastify.clock.now());
      if (!detail) return reply.code(404).send(apiError(404, 'unknownPlayer', { userId: request.params.id }));
      return detail;
    },
  );

  fastify.put(
    '/Users/:id/Lock',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Locks a user out (their sessions end) or lifts the lock',
        params: userParamsSchema,
        body: lockBodySchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await existingUser(request.params.id);
      const { locked } = request.body;
      await fastify.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set(
            locked
              ? { lockoutEnd: lockedUntil, securityStamp: newSecurityStamp() }
              : { lockoutEnd: null, accessFailedCount: 0 },
          )
          .where(eq(users.id, target.id));
        await writeAudit(tx, {
          actorId: request.user.id,
          action: locked ? 'lockUser' : 'unlockUser',
          targetId: target.id,
          detail: {},
          at: fastify.clock.now(),
        });
      });
      return { ok: true as const };
    },
  );

  fastify.post(
    '/Users/:id/ResetTwoFactor',
    {
      ...guard,
      schema: {
        tags,
        summary:
          "Turns a user's two-factor off (their sessions end); an administrator sets it up again at sign-in",
        params: userParamsSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await existingUser(request.params.id);
      await fastify.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            twoFactorEnabled: false,
            authenticatorKey: null,
            lastTotpStep: null,
            securityStamp: newSecurityStamp(),
          })
          .where(eq(users.id, target.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, target.id));
        await writeAudit(tx, {
          actorId: request.user.id,
          action: 'resetTwoFactor',
          targetId: target.id,
          detail: {},
          at: fastify.clock.now(),
        });
      });
      return { ok: true as const };
    },
  );

  fastify.put(
    '/Users/:id/Role',
    {
      ...guard,
      schema: {
        tags,
        summary: "Changes a user's role (never to or from guest; never an administrator's own)",
        params: userParamsSchema,
        body: roleBodySchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const target = await existingUser(request.params.id);
      const { role } = request.body;
      if (target.role.toLowerCase() === 'guestplayer')
        return reply.code(409).send(apiError(409, 'guestRoleFixed'));
      if (target.id === request.user.id && !isAdministrator(role))
        return reply.code(409).send(apiError(409, 'cannotDemoteSelf'));
      await fastify.db.transaction(async (tx) => {
        // A new stamp: the role is in the bearer token, so the user's sessions end and sign in anew.
        await tx
          .update(users)
          .set({ role, securityStamp: newSecurityStamp() })
          .where(eq(users.id, target.id));
        await writeAudit(tx, {
          actorId: request.user.id,
          action: 'changeRole',
          targetId: target.id,
          detail: { from: target.role, to: role },
          at: fastify.clock.now(),
        });
      });
      return { ok: true as const };
    },
  );

  fastify.get(
    '/Dashboard',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Players by role, sign-ups per day, picks per gameweek and the latest job runs',
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    async () => dashboard(fastify.db, fastify.clock.now(), fastify.oddsFeed),
  );

  fastify.get(
    '/Audit',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The admin audit log, newest first: who did what to whom',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => auditPage(fastify.db, request.query.page, request.query.pageSize),
  );
};

export default adminRoutes;
