// api/predictions/v1: the signed-in player's picks (guests included). MyWeek reads and saves the weekly
// slip; MyOutrightPicks saves one pick per outright competition season. Refusals are 400s whose message
// the player reads as it is (core/game/rules.ts GAME_MESSAGES for the rules the spec words).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { gameweekOf } from '#core/game/gameweek.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { removeOutrightPick, saveOutrightPick } from './outright.ts';
import { readMyWeek, saveWeek } from './save-week.ts';
import {
  eventIdParamsSchema,
  myWeekQuerySchema,
  myWeekSchema,
  pickSchema,
  saveOutrightPickRequestSchema,
  saveWeekRequestSchema,
} from './schemas.ts';

const tags = ['Picks'];
const noQuery = z.object({});

const picksRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const authenticated = { onRequest: fastify.authenticate };

  fastify.get(
    '/MyWeek',
    {
      ...authenticated,
      schema: {
        tags,
        summary: "The player's week: the home summary and the gameweek's picks with their ledgers",
        querystring: myWeekQuerySchema,
        response: { 200: myWeekSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = fastify.clock.now();
      const gameweek = request.query.gameweek ?? gameweekOf(now);
      return readMyWeek(fastify.db, request.user.id, gameweek, now);
    },
  );

  fastify.put(
    '/MyWeek',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'Saves the whole slip of the current gameweek (a retried save changes nothing)',
        querystring: noQuery,
        body: saveWeekRequestSchema,
        response: { 200: myWeekSchema, ...errorResponses },
      },
    },
    async (request) => saveWeek(fastify.db, request.user.id, request.body, fastify.clock.now()),
  );

  fastify.put(
    '/MyOutrightPicks/:eventId',
    {
      ...authenticated,
      schema: {
        tags,
        summary: "Saves or changes the player's pick on an outright competition until its lock",
        params: eventIdParamsSchema,
        querystring: noQuery,
        body: saveOutrightPickRequestSchema,
        response: { 200: pickSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveOutrightPick(
        fastify.db,
        request.user.id,
        request.params.eventId,
        request.body.outcome,
        fastify.clock.now(),
      ),
  );

  fastify.delete(
    '/MyOutrightPicks/:eventId',
    {
      ...authenticated,
      schema: {
        tags,
        summary: "Removes the player's outright pick before its lock (none: nothing to do)",
        params: eventIdParamsSchema,
        querystring: noQuery,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeOutrightPick(fastify.db, request.user.id, request.params.eventId, fastify.clock.now());
      return reply.code(204).send(null);
    },
  );
};

export default picksRoutes;
