// api/account/v1/myCredits/redeem and revoke (docs/game-rules.md §5): a credit spent on the player's week, or given
// back, under the same player lock as the saves. Refusals are 400s with their code ('noCredits').
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { CreditActionDto } from '#core/contract/play.ts';
import { noticeCodes } from '#core/refusals.ts';
import { errorResponses } from '#server/http/api-error.ts';
import type { Equals } from '#server/http/type-checks.ts';
import {
  creditSchema,
  redeemCreditRequestSchema,
  revokeCreditRequestSchema,
} from '#server/modules/credits/index.ts';
import { redeemCredit } from './credit-redeem.ts';
import { revokeCredit } from './credit-revoke.ts';
import { weekSummarySchema } from './schemas.ts';

const creditActionSchema = z
  .object({
    code: z.enum(noticeCodes).meta({ description: 'The stable code of the success text.' }),
    message: z.string(),
    credit: creditSchema,
    week: weekSummarySchema,
  })
  .meta({ id: 'CreditActionDto' });

const _action: Equals<z.output<typeof creditActionSchema>, CreditActionDto> = true;

const tags = ['Credits'];
const noQuery = z.object({});

const creditActionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const authenticated = { onRequest: fastify.authenticate };

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

export default creditActionRoutes;
