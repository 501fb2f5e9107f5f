// api/auth/v1/*. For now only ping; sign-in, sign-up and tokens come with the auth issue.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { PingDto } from '../../contract/auth.ts';
import { errorResponses } from '../../http/api-error.ts';
import type { Equals } from '../../http/type-checks.ts';

const pingSchema = z.object({ pong: z.literal(true), time: z.iso.datetime() }).meta({ id: 'PingDto' });

const _ping: Equals<z.output<typeof pingSchema>, PingDto> = true;

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/ping',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Answers at once; keeps a session alive',
        querystring: z.object({}),
        response: { 200: pingSchema, ...errorResponses },
      },
    },
    async () => ({ pong: true, time: fastify.clock.now().toISOString() }) as const,
  );
};

export default authRoutes;
