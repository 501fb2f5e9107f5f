// api/predictions/v1/*: the events of a gameweek (or of a season, archived or not) with their markets,
// consensus probabilities and points, and the competitions' seasons. Odds change at most every sync (five
// minutes), so browsers and proxies may keep an anonymous answer 30 seconds; a signed-in caller's answer
// carries their own picks (`myPick`), so nothing but their browser keeps it.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { PickDto, SeasonDto } from '../../contract/play.ts';
import type { EventDto, MarketDto } from '../../contract/predictions.ts';
import type { SeasonRow } from '../../db/schema.ts';
import type { MarketType } from '../../contract/static-lookups.ts';
import { gameweekOf, type GameweekId } from '../../game/gameweek.ts';
import { isLocked } from '../../game/lock.ts';
import { apiError, errorResponses } from '../../http/api-error.ts';
import { optionalCaller, type AuthenticatedUser } from '../../plugins/authenticate.ts';
import { livePicksOn } from '../picks/pick-dto.ts';
import type { EventFilter, EventWithMarkets } from './repository.ts';
import { eventsQuerySchema, eventsSchema, seasonSchema, seasonsQuerySchema } from './schemas.ts';

const eventsCacheControl = 'public, max-age=30';
const signedInCacheControl = 'private, no-store';
const tags = ['Predictions'];
const marketOrder: Record<MarketType, number> = { h2h: 0, totals: 1, outrights: 2 };

/** h2h reads home, draw, away; totals over, under; outrights favourite first. */
function outcomeRank(event: EventWithMarkets, market: MarketType, name: string): number {
  if (market === 'h2h') return name === event.homeTeam ? 0 : name === 'Draw' ? 1 : 2;
  if (market === 'totals') return name === 'Over' ? 0 : 1;
  return 0;
}

export interface EventDtoExtras {
  /** Signed-in callers: their live pick on the event, or null. Absent for anonymous callers. */
  myPick?: PickDto | null;
  /** Seasons and outrights: the winner once an administrator entered it. */
  withWinner?: boolean;
}

export function toEventDto(event: EventWithMarkets, now: Date, extras: EventDtoExtras = {}): EventDto {
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
    ...(extras.myPick === undefined ? {} : { myPick: extras.myPick }),
    ...(extras.withWinner || event.markets.some((market) => market.key === 'outrights')
      ? { winner: event.winner }
      : {}),
  };
}

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

/** A season's answer names the current gameweek held inside the season (its last one once it ended). */
function seasonGameweek(season: SeasonRow, now: Date): GameweekId {
  const last = season.endsAt.getTime() - 1;
  return gameweekOf(new Date(Math.max(season.startsAt.getTime(), Math.min(now.getTime(), last))));
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
        return reply.code(400).send(apiError(400, 'querystring: give a gameweek or a season, not both'));
      }
      if (
        competition !== undefined &&
        !(await fastify.predictionsRepository.competitionExists(competition))
      ) {
        return reply
          .code(400)
          .send(apiError(400, `querystring/competition: unknown competition ${competition}`));
      }
      const season =
        seasonId === undefined ? undefined : await fastify.predictionsRepository.findSeason(seasonId);
      if (seasonId !== undefined && !season) {
        return reply.code(400).send(apiError(400, `querystring/season: unknown season ${seasonId}`));
      }
      const now = fastify.clock.now();
      const week: GameweekId = season ? seasonGameweek(season, now) : (gameweek ?? gameweekOf(now));
      const scope: EventFilter = season
        ? { seasonId: season.id, sportId: sport, competitionKey: competition }
        : { gameweek: week, sportId: sport, competitionKey: competition };
      const events = await fastify.predictionsRepository.listEvents(scope);
      const caller = await optionalCaller(request);
      const myPicks = caller
        ? await livePicksOn(
            fastify.db,
            caller.id,
            events.map((event) => event.id),
            now,
          )
        : undefined;
      return {
        gameweek: week,
        events: events.map((event) =>
          toEventDto(event, now, {
            ...(myPicks ? { myPick: myPicks.get(event.id) ?? null } : {}),
            withWinner: season !== undefined,
          }),
        ),
      };
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
          .send(apiError(400, `querystring/competition: unknown competition ${competition}`));
      }
      const seasons = await fastify.predictionsRepository.listSeasons(competition);
      return seasons.map(toSeasonDto);
    },
  );
};

export default predictionsRoutes;
