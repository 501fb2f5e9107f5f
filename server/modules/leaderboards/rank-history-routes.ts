// api/leaderboards/v1/Leagues/{leagueId}/History: a league member's points and league rank per gameweek
// since the league began (the chart under their standings row). Members only, about members only.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { rankHistoryOf } from '#core/game/rank-history.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { leagueMemberIds, leagueOfMember } from '#server/modules/leagues/index.ts';
import { leagueGameweeks } from './league-gameweeks.ts';
import { leagueParamsSchema } from './schemas.ts';
import { rankHistoryQuerySchema, rankHistorySchema } from './rank-history-schemas.ts';

/** The name shown for a player who has not chosen a display name (as the league standings show it). */
const UNNAMED_PLAYER = 'Player';

const rankHistoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/Leagues/:leagueId/History',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['Leaderboards'],
        summary: "A league member's points and league rank per gameweek since the league began",
        params: leagueParamsSchema,
        querystring: rankHistoryQuerySchema,
        response: { 200: rankHistorySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { leagueId } = request.params;
      const { userId } = request.query;
      const league = await leagueOfMember(fastify.db, leagueId, request.user.id);
      if (!league) throw new HttpError('notLeagueMember');
      const memberIds = await leagueMemberIds(fastify.db, leagueId);
      if (!memberIds.includes(userId)) throw new HttpError('leagueMemberNotFound', { userId });
      const player = await fastify.db.query.users.findFirst({
        columns: { displayName: true },
        where: (users, { eq }) => eq(users.id, userId),
      });
      const weeks = await leagueGameweeks(fastify.db, league, memberIds, fastify.clock.now());
      return {
        leagueId,
        userId,
        displayName: player?.displayName ?? UNNAMED_PLAYER,
        rankBy: league.rankBy,
        members: memberIds.length,
        gameweeks: rankHistoryOf(weeks, memberIds, userId, league.rankBy),
      };
    },
  );
};

export default rankHistoryRoutes;
