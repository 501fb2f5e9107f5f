// api/bundles/v1 (docs/bundles.md):
//   POST Redeem              — a signed-up player redeems a code (guests and administrators are refused);
//   GET  admin/Bundles       — administrators and shadow administrators list the bundles;
//   POST admin/Bundles       — administrators make one.
// Codes are secrets of a sort (whoever holds one gets its credits), so redeeming counts against a per-player
// limit on top of the API-wide one: 20 tries per 15 minutes.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { writeAudit } from '#server/modules/admin/index.ts';
import { limitedBy } from '#server/modules/auth/index.ts';
import {
  bundleListSchema,
  bundleSchema,
  createBundleRequestSchema,
  redeemBundleRequestSchema,
  redeemBundleResultSchema,
} from './schemas.ts';
import { createBundle, listBundles, redeemBundle } from './store.ts';

const tags = ['Bundles'];
const noQuery = z.object({});

const bundlesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const codeLimit = limitedBy(fastify, [
    {
      name: 'bundle-code:user',
      max: 20,
      windowMs: 15 * 60_000,
      key: (request) => request.user?.id || undefined,
    },
  ]);

  fastify.post(
    '/Redeem',
    {
      onRequest: fastify.authenticate,
      preHandler: codeLimit,
      schema: {
        tags,
        summary: 'Redeems a bundle code: its credits and premium days',
        querystring: noQuery,
        body: redeemBundleRequestSchema,
        response: { 200: redeemBundleResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      redeemBundle(
        {
          db: fastify.db,
          async issueSession(userId, familyId, tx) {
            await fastify.sessions.revokeFamily(familyId, tx);
            return fastify.sessions.issue(userId, tx);
          },
        },
        request.user,
        request.body.code,
        fastify.clock.now(),
      ),
  );

  fastify.get(
    '/admin/Bundles',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary: 'Lists the bundles, newest first (at most 500)',
        querystring: noQuery,
        response: { 200: bundleListSchema, ...errorResponses },
      },
    },
    async () => ({ bundles: await listBundles(fastify.db) }),
  );

  fastify.post(
    '/admin/Bundles',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary: 'Makes a bundle',
        querystring: noQuery,
        body: createBundleRequestSchema,
        response: { 201: bundleSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = fastify.clock.now();
      const made = await fastify.db.transaction(async (tx) => {
        const created = await createBundle(tx, request.body, now, request.user.id);
        if ('bundle' in created) {
          const detail = { code: created.bundle.code };
          await writeAudit(tx, {
            actorId: request.user.id,
            action: 'createBundle',
            targetId: null,
            detail,
            at: now,
          });
        }
        return created;
      });
      if ('refusal' in made) throw HttpError.from(made.refusal);
      return reply.code(201).send(made.bundle);
    },
  );
};

export default bundlesRoutes;
