// api/predictions/v1/*: the events of a gameweek (or of a season, archived or not) with their markets,
// consensus probabilities and points, and the competitions' seasons. Odds change at most every sync (five
// minutes), so browsers and proxies may keep an anonymous answer 30 seconds; a signed-in caller's answer
// carries their own picks (`myPick`), so nothing but their browser keeps it. The events come from the
// events view (events-view.ts) and the caller's picks from caller-picks.ts (kept in recent-picks.ts), both
// kept serialised in this process a moment: a request mostly copies bytes.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { SeasonDto } from '#core/contract/play.ts';
import type { EventsDto } from '#core/contract/predictions.ts';
import type { SeasonRow } from '#server/db/schema.ts';
import { apiError, errorResponses } from '#server/http/api-error.ts';
import type { AuthenticatedUser } from '#server/plugins/authenticate.ts';
import { callerPicks } from './caller-picks.ts';
import { eventsBody } from './events-body.ts';
import { eventsQuerySchema, eventsSchema, seasonSchema, seasonsQuerySchema } from './schemas.ts';

const eventsCacheControl = 'public, max-age=30';
const signedInCacheControl = 'private, no-store';
/** What Fastify sends for a serialised object: the events answer is sent as ready text under the same. */
const jsonContentType = 'application/json; charset=utf-8';
const tags = ['Predictions'];

function toSeasonDto(season: SeasonRow): SeasonDto {
  return {
    id: season.id,
    competitionKey: season.competitionKey,
    label: season.label,
    startsAt: season.startsAt.toISOString(),
    endsAt: season.endsAt.toISOString(),
    archived: season.archivedAt !== null,
  };
}

const predictionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200) {
      const signedIn = (request.user as AuthenticatedUser | null) !== null;
      reply.header('cache-control', signedIn ? signedInCacheControl : eventsCacheControl);
      reply.header('vary', 'Authorization');
    }
    return payload;
  });

  fastify.get(
    '/Events',
    {
      schema: {
        tags,
        summary:
          "A gameweek's (or a season's) events by kick-off, with markets, probabilities, points and, for a " +
          'signed-in caller, their pick',
        querystring: eventsQuerySchema,
        response: { 200: eventsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sport, competition, gameweek, season: seasonId } = request.query;
      if (gameweek !== undefined && seasonId !== undefined) {
        return reply.code(400).send(apiError(400, 'gameweekOrSeason'));
      }
      const now = fastify.clock.now();
      const view = await fastify.eventsView.read({ sport, competition, gameweek, seasonId }, now);
      if (view.kind === 'unknown-competition') {
        return reply
          .code(400)
          .send(
            apiError(400, 'unknownCompetitionKey', { in: 'querystring', competition: String(competition) }),
          );
      }
      if (view.kind === 'unknown-season') {
        return reply.code(400).send(apiError(400, 'unknownSeason', { season: String(seasonId) }));
      }
      const myPicks = await callerPicks(request, view, now);
      // Already the bytes the response schema would write (events-body.ts): a body under a JSON content
      // type is sent as it is, past the serializer (the cast only tells the type provider so).
      const body = eventsBody(view.gameweek, view.rendered, myPicks) as unknown as EventsDto;
      return reply.header('content-type', jsonContentType).send(body);
    },
  );

  fastify.get(
    '/Seasons',
    {
      schema: {
        tags,
        summary: "A competition's seasons, newest first (archived ones are read-only)",
        querystring: seasonsQuerySchema,
        response: { 200: z.array(seasonSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { competition } = request.query;
      if (
        competition !== undefined &&
        !(await fastify.predictionsRepository.competitionExists(competition))
      ) {
        return reply
          .code(400)
          .send(
            apiError(400, 'unknownCompetitionKey', { in: 'querystring', competition: String(competition) }),
          );
      }
      const seasons = await fastify.predictionsRepository.listSeasons(competition);
      return seasons.map(toSeasonDto);
    },
  );
};

export default predictionsRoutes;
