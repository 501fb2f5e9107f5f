// api/auth/v1/*: ping, sign-in (password, two-factor, guest), sign-up, e-mail confirmation, password
// reset, token refresh and sign-out. The rules behind them live in server/identity/.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { PingDto } from '#core/contract/auth.ts';
import { errorResponses } from '#server/http/api-error.ts';
import type { Equals } from '#server/http/type-checks.ts';
import passwordRoutes from './password-routes.ts';
import sessionRoutes from './session-routes.ts';
import signInRoutes from './sign-in-routes.ts';
import signUpRoutes from './sign-up-routes.ts';

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

  await fastify.register(signInRoutes);
  await fastify.register(signUpRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(sessionRoutes);
};

export default authRoutes;
