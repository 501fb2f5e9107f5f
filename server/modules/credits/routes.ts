// api/account/v1/myCredits: the credits a player holds (guests included) and this gameweek's redemptions
// (docs/game-rules.md §5). Redeeming and undoing act on the player's week: the picks module answers those.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { errorResponses } from '#server/http/api-error.ts';
import { myCreditsQuerySchema, myCreditsSchema } from './schemas.ts';
import { readMyCredits } from './store.ts';

const tags = ['Credits'];

const creditsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const authenticated = { onRequest: fastify.authenticate };

  fastify.get(
    '/myCredits',
    {
      ...authenticated,
      schema: {
        tags,
        summary:
          "The player's usable credits (optionally for one competition) and this gameweek's redemptions",
        querystring: myCreditsQuerySchema,
        response: { 200: myCreditsSchema, ...errorResponses },
      },
    },
    async (request) =>
      readMyCredits(fastify.db, request.user.id, fastify.clock.now(), request.query.competition),
  );
};

export default creditsRoutes;
