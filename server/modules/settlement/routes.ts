// api/predictions/v1/admin/Outrights/{eventId}/Winner: an administrator enters an outright competition's
// winner (docs/game-rules.md §6.7) and its picks settle at once (outright-winner.ts). GET admin/Outrights
// lists the outright events with their runners: the admin app's outrights desk chooses from it.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { errorResponses } from '#server/http/api-error.ts';
import { eventsChanged } from '#server/db/events-changed.ts';
import { auditStep } from '#server/modules/admin/index.ts';
import { z } from 'zod';
import { listOutrightEvents, setOutrightWinner } from './outright-winner.ts';
import {
  outrightEventParamsSchema,
  outrightListSchema,
  setOutrightWinnerRequestSchema,
  settlementSummarySchema,
} from './schemas.ts';

const tags = ['Administration'];

const settlementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/admin/Outrights',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary: 'Lists the outright events, by competition and start, with their runners and winner',
        querystring: z.object({}),
        response: { 200: outrightListSchema, ...errorResponses },
      },
    },
    async () => ({
      outrights: (await listOutrightEvents(fastify.db)).map((event) => ({
        ...event,
        commenceTime: event.commenceTime.toISOString(),
      })),
    }),
  );

  fastify.put(
    '/admin/Outrights/:eventId/Winner',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary: "Enter an outright competition's winner and settle its picks (a different one corrects it)",
        params: outrightEventParamsSchema,
        body: setOutrightWinnerRequestSchema,
        response: { 200: settlementSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      const now = fastify.clock.now();
      const { winner } = request.body;
      const audit = auditStep({
        actorId: request.user.id,
        action: 'setOutrightWinner',
        targetId: null,
        detail: { eventId, winner },
        at: now,
      });
      const summary = await setOutrightWinner(fastify.db, eventId, winner, now, audit);
      // The event shows its winner and status, its picks their results: what this process kept goes.
      eventsChanged(fastify.db);
      request.log.info(
        { ...summary, winner: request.body.winner, by: request.user.id },
        'Outright winner set',
      );
      return summary;
    },
  );
};

export default settlementRoutes;
