// PUT jwt/refreshToken (rotation with reuse detection: server/identity/sessions.ts) and POST signout
// (ends this session: its refresh tokens and, through the authenticate check, its bearer token).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import { refreshTokenSchema, sessionTokensSchema } from './schemas.ts';

const sessionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limits = authLimits(fastify.config.guestSignupsPerHour);

  fastify.put(
    '/jwt/refreshToken',
    {
      preHandler: limitedBy(fastify, limits.refresh),
      schema: {
        tags: ['Auth'],
        summary: 'Trades a refresh token for a new bearer and refresh token (each refresh token works once)',
        body: refreshTokenSchema,
        response: { 200: sessionTokensSchema, ...errorResponses },
      },
    },
    async (request) => fastify.sessions.rotate(request.body.refreshToken),
  );

  fastify.post(
    '/signout',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['Auth'],
        summary: 'Ends this session',
        body: z.object({}).nullish(),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await fastify.sessions.revokeFamily(request.user.familyId);
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
