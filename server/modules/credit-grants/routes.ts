// Granting credits by hand (docs/game-rules.md §5.6: "bundles and administrators grant any"):
//   POST account/v1/admin/credits  — an administrator gives a player credits;
//   POST dev/credits               — outside production (CLOCK_CONTROL on), the caller gives itself credits,
//                                    so a demo or the e2e run can try redeeming without an administrator.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CreditTypeId } from '#core/contract/play.ts';
import { competitions, users, type CreditRow } from '#server/db/schema.ts';
import { apiError, errorResponses } from '#server/http/api-error.ts';
import { competitionKeyField, playerIdField } from '#server/http/fields.ts';
import { writeAudit } from '#server/modules/admin/index.ts';
import { grantCredits } from '#server/modules/credits/index.ts';

const creditTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'expected a credit type id: 1 BonusPoints, 2 Multiplier, 3 ExtraPrediction',
});
/** Enough for any real grant; a typo of 1000 is refused rather than flooding a player's list. */
const maxGrant = 20;

const grantBody = z.object({
  typeId: creditTypeIdSchema,
  count: z.number().int().min(1).max(maxGrant).default(1),
  value: z.number().int().min(1).max(1000).optional(),
  competition: competitionKeyField.optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

const adminGrantBody = grantBody.extend({ userId: playerIdField });

const grantedSchema = z
  .object({
    granted: z.array(
      z.object({
        id: z.string(),
        typeId: creditTypeIdSchema,
        value: z.number().int(),
        competitionKey: z.string().nullable(),
        expiresAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CreditsGrantedDto' });

function toGranted(rows: CreditRow[]) {
  return {
    granted: rows.map((row) => ({
      id: row.id,
      typeId: row.typeId as CreditTypeId,
      value: row.value,
      competitionKey: row.competitionKey,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
  };
}

const adminCreditGrantRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/admin/credits',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags: ['Credits'],
        summary: 'An administrator gives a player credits',
        body: adminGrantBody,
        response: { 200: grantedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, competition, expiresAt, ...grant } = request.body;
      const now = fastify.clock.now();
      const [player] = await fastify.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!player) return reply.code(404).send(apiError(404, 'unknownPlayer', { userId }));
      if (competition !== undefined) {
        const [known] = await fastify.db
          .select({ key: competitions.key })
          .from(competitions)
          .where(eq(competitions.key, competition));
        if (!known)
          return reply.code(400).send(apiError(400, 'unknownCompetitionKey', { in: 'body', competition }));
      }
      const expiry = expiresAt === undefined ? null : new Date(expiresAt);
      if (expiry && expiry.getTime() <= now.getTime()) {
        return reply.code(400).send(apiError(400, 'grantAlreadyExpired'));
      }
      // The grant and its audit row (docs/admin.md) land together.
      const rows = await fastify.db.transaction(async (tx) => {
        const granted = await grantCredits(
          tx,
          { ...grant, userId, competitionKey: competition ?? null, expiresAt: expiry, source: 'admin' },
          now,
        );
        await writeAudit(tx, {
          actorId: request.user.id,
          action: 'grantCredits',
          targetId: userId,
          detail: {
            ...grant,
            competition: competition ?? null,
            expiresAt: expiresAt ?? null,
            granted: granted.length,
          },
          at: now,
        });
        return granted;
      });
      return toGranted(rows);
    },
  );
};

export const devCreditGrantRoutes: FastifyPluginAsyncZod = async (fastify) => {
  if (!fastify.clockControl) return;
  fastify.post(
    '/credits',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['Development'],
        summary: 'Give yourself credits (development and e2e only)',
        body: grantBody.omit({ competition: true, expiresAt: true }),
        response: { 200: grantedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await grantCredits(
        fastify.db,
        { ...request.body, userId: request.user.id, source: 'dev' },
        fastify.clock.now(),
      );
      return toGranted(rows);
    },
  );
};

export default adminCreditGrantRoutes;
