// api/predictions/v1/*: the events of a gameweek with their markets, consensus probabilities and points.
// Odds change at most every sync (five minutes), so browsers and proxies may keep an answer 30 seconds.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { EventDto, MarketDto } from '../../contract/predictions.ts';
import type { MarketType } from '../../contract/static-lookups.ts';
import { gameweekOf, type GameweekId } from '../../game/gameweek.ts';
import { isLocked } from '../../game/lock.ts';
import { apiError, errorResponses } from '../../http/api-error.ts';
import type { EventWithMarkets } from './repository.ts';
import { eventsQuerySchema, eventsSchema } from './schemas.ts';

const eventsCacheControl = 'public, max-age=30';
const tags = ['Predictions'];
const marketOrder: Record<MarketType, number> = { h2h: 0, totals: 1, outrights: 2 };

/** h2h reads home, draw, away; totals over, under; outrights favourite first. */
function outcomeRank(event: EventWithMarkets, market: MarketType, name: string): number {
  if (market === 'h2h') return name === event.homeTeam ? 0 : name === 'Draw' ? 1 : 2;
  if (market === 'totals') return name === 'Over' ? 0 : 1;
  return 0;
}

export function toEventDto(event: EventWithMarkets, now: Date): EventDto {
  const marketDtos: MarketDto[] = event.markets
    .toSorted((a, b) => marketOrder[a.key] - marketOrder[b.key])
    .map((market) => ({
      key: market.key,
      line: market.line,
      outcomes: market.outcomes
        .toSorted(
          (a, b) =>
            outcomeRank(event, market.key, a.name) - outcomeRank(event, market.key, b.name) ||
            (b.probability ?? -1) - (a.probability ?? -1) ||
            a.name.localeCompare(b.name),
        )
        .map((outcome) => ({
          name: outcome.name,
          probability: outcome.probability,
          booksUsed: outcome.booksUsed,
          points: outcome.points,
        })),
    }));
  return {
    id: event.id,
    competitionKey: event.competitionKey,
    sportId: event.sportId,
    commenceTime: event.commenceTime.toISOString(),
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    status: event.status,
    locked: isLocked(event, now),
    scores: event.scores,
    markets: marketDtos,
  };
}

const predictionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', eventsCacheControl);
    return payload;
  });

  fastify.get(
    '/Events',
    {
      schema: {
        tags,
        summary: "A gameweek's events by kick-off, with markets, probabilities and points",
        querystring: eventsQuerySchema,
        response: { 200: eventsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sport, competition, gameweek } = request.query;
      if (
        competition !== undefined &&
        !(await fastify.predictionsRepository.competitionExists(competition))
      ) {
        return reply
          .code(400)
          .send(apiError(400, `querystring/competition: unknown competition ${competition}`));
      }
      const now = fastify.clock.now();
      const week: GameweekId = gameweek ?? gameweekOf(now);
      const events = await fastify.predictionsRepository.listEvents({
        gameweek: week,
        sportId: sport,
        competitionKey: competition,
      });
      return { gameweek: week, events: events.map((event) => toEventDto(event, now)) };
    },
  );
};

export default predictionsRoutes;
