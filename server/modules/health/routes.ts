// GET api/health: whether this instance can serve, checked with a real database round trip that gets
// DATABASE_HEALTH_TIMEOUT_MS at most, so that a load balancer hears "unavailable" at once in a partition.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { HealthDto } from '#core/contract/health.ts';
import { pingDatabase } from '#server/db/client.ts';
import { errorResponses, retryAfterSeconds } from '#server/http/api-error.ts';
import type { Equals } from '#server/http/type-checks.ts';

const healthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'HealthDto' });

const _health: Equals<z.output<typeof healthSchema>, HealthDto> = true;

const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Whether this instance and its database answer',
        querystring: z.object({}),
        response: { 200: healthSchema, 503: healthSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(fastify.db, fastify.config.databaseTimeouts.healthMs);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        return reply
          .code(503)
          .header('retry-after', String(retryAfterSeconds))
          .send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};

export default healthRoutes;
