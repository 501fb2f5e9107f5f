// api/predictions/v1/admin/Outrights/{eventId}/Winner: an administrator enters an outright competition's
// winner (docs/game-rules.md §6.7) and its picks settle at once (outright-winner.ts). GET admin/Outrights
// lists the outright events with their runners: the admin app's outrights desk chooses from it.
// PUT admin/Events/{eventId}/Result corrects a started match's result (result-correction.ts), and GET
// admin/Events lists a gameweek's started matches: the results desk.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { errorResponses } from '#server/http/api-error.ts';
import { eventsChanged } from '#server/db/events-changed.ts';
import { auditStep, writeAudit } from '#server/modules/admin/index.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import { z } from 'zod';
import { listOutrightEvents, setOutrightWinner } from './outright-winner.ts';
import { correctResult, listStartedMatches } from './result-correction.ts';
import {
  adminEventListSchema,
  adminEventsQuerySchema,
  correctResultRequestSchema,
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

  fastify.get(
    '/admin/Events',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary: "A gameweek's matches that have started, newest kick-off first, with their results",
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = fastify.clock.now();
      const gameweek = request.query.gameweek ?? gameweekOf(now);
      const list = await listStartedMatches(fastify.db, gameweek, request.query.competition, now);
      return {
        gameweek,
        truncated: list.truncated,
        events: list.events.map((event) => ({
          eventId: event.eventId,
          competitionKey: event.competitionKey,
          competition: event.competition,
          homeTeam: event.homeTeam,
          awayTeam: event.awayTeam,
          commenceTime: event.commenceTime.toISOString(),
          status: event.status,
          home: event.home,
          away: event.away,
          voidReason: event.voidReason,
          correctedAt: event.correctedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  fastify.put(
    '/admin/Events/:eventId/Result',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary: "Correct a started match's result (a final score or a void) and settle its picks again",
        params: outrightEventParamsSchema,
        body: correctResultRequestSchema,
        response: { 200: settlementSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      const now = fastify.clock.now();
      const summary = await correctResult(fastify.db, eventId, request.body, now, (tx, change) =>
        writeAudit(tx, {
          actorId: request.user.id,
          action: 'correctResult',
          targetId: null,
          detail: { ...change },
          at: now,
        }),
      );
      // The event shows its new result, its picks theirs: what this process kept goes.
      eventsChanged(fastify.db);
      request.log.info({ ...summary, result: request.body, by: request.user.id }, 'Result corrected');
      return summary;
    },
  );
};

export default settlementRoutes;
