// api/account/v1/myCredits*: the credits a player holds (guests included), redeeming them and undoing a
// redemption (rules §3). Refusals are 400s the player reads as they are ('No credits available').
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { redeemCredit } from './redeem.ts';
import { revokeCredit } from './revoke.ts';
import {
  creditActionSchema,
  myCreditsQuerySchema,
  myCreditsSchema,
  redeemCreditRequestSchema,
  revokeCreditRequestSchema,
} from './schemas.ts';
import { readMyCredits } from './store.ts';

const tags = ['Credits'];
const noQuery = z.object({});

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

  fastify.post(
    '/myCredits/redeem',
    {
      ...authenticated,
      schema: {
        tags,
        summary:
          'Redeems a credit for the current gameweek (a retry with the same requestId redeems nothing more)',
        querystring: noQuery,
        body: redeemCreditRequestSchema,
        response: { 200: creditActionSchema, ...errorResponses },
      },
    },
    async (request) => redeemCredit(fastify.db, request.user.id, request.body, fastify.clock.now()),
  );

  fastify.post(
    '/myCredits/revoke',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'Undoes a Multiplier (until its prediction locks) or an unused ExtraPrediction',
        querystring: noQuery,
        body: revokeCreditRequestSchema,
        response: { 200: creditActionSchema, ...errorResponses },
      },
    },
    async (request) => revokeCredit(fastify.db, request.user.id, request.body, fastify.clock.now()),
  );
};

export default creditsRoutes;
