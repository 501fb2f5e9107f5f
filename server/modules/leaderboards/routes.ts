// api/leaderboards/v1: a board (top rows, a page with the benchmark bots standing within it, and the
// caller's own row and rank wherever it stands),
// a league's standings (for members: the members and the two benchmark bots), and the caller's rank (the week summary shows the gameweek's).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { leagueOfMember } from '#server/modules/leagues/index.ts';
import { boardKeyOf, leagueBoardKey } from './board-keys.ts';
import headToHeadRoutes from './head-to-head-routes.ts';
import { leagueRowsWithBots, withBotsOnPage } from './bots/read-bots.ts';
import { leagueScores } from './league-scores.ts';
import { boardIdOf, boardInfo, pageOf, playersOn, rowOf } from './read.ts';
import rankHistoryRoutes from './rank-history-routes.ts';
import myLeagueRanksRoutes from './my-league-ranks.ts';
import {
  boardQuerySchema,
  boardSchema,
  leagueParamsSchema,
  leagueStandingsQuerySchema,
  leagueStandingsSchema,
  myRankQuerySchema,
  myRankSchema,
} from './schemas.ts';

const tags = ['Leaderboards'];
const leaderboardsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/Board',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        summary: "A leaderboard's page, best first, and the caller's own row and rank",
        querystring: boardQuerySchema,
        response: { 200: boardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const key = boardKeyOf(request.query, fastify.clock.now());
      const boardId = await boardIdOf(fastify.db, key);
      const [rows, me, players] = [
        await pageOf(fastify.db, boardId, page, pageSize),
        await rowOf(fastify.db, boardId, request.user.id),
        await playersOn(fastify.db, boardId),
      ];
      const shown = await withBotsOnPage(fastify.db, boardId, page, pageSize, rows);
      return { board: boardInfo(key, players), rows: shown, page, pageSize, me: me && { ...me, bot: null } };
    },
  );

  fastify.get(
    '/MyRank',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        summary: "The caller's row and rank on a board (default: this gameweek's global board)",
        querystring: myRankQuerySchema,
        response: { 200: myRankSchema, ...errorResponses },
      },
    },
    async (request) => {
      const key = boardKeyOf(request.query, fastify.clock.now());
      const boardId = await boardIdOf(fastify.db, key);
      const me = await rowOf(fastify.db, boardId, request.user.id);
      return { board: boardInfo(key, await playersOn(fastify.db, boardId)), me };
    },
  );

  fastify.get(
    '/Leagues/:leagueId',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        summary: "A league's standings: its members' rows of the board of its scope, ranked by its rankBy",
        params: leagueParamsSchema,
        querystring: leagueStandingsQuerySchema,
        response: { 200: leagueStandingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { leagueId } = request.params;
      const league = await leagueOfMember(fastify.db, leagueId, request.user.id);
      if (!league) throw new HttpError('notLeagueMember');
      const { period, periodKey } = request.query;
      const key = leagueBoardKey(league, period, periodKey, fastify.clock.now());
      const { boardId, scored: found, unscored: missing } = await leagueScores(fastify.db, leagueId, key);
      const names = await fastify.db.query.users.findMany({
        columns: { id: true, displayName: true },
        where: (users, { inArray }) =>
          inArray(users.id, missing.length > 0 ? missing : ['00000000-0000-0000-0000-000000000000']),
      });
      for (const user of names) {
        found.set(user.id, {
          rank: 0,
          userId: user.id,
          displayName: user.displayName ?? 'Player',
          boosted: 0,
          total: 0,
          correct: 0,
          bot: null,
        });
      }
      const rows = await leagueRowsWithBots(fastify.db, boardId, [...found.values()], league.rankBy);
      return { leagueId, rankBy: league.rankBy, board: key, rows };
    },
  );

  await fastify.register(headToHeadRoutes);
  await fastify.register(rankHistoryRoutes);
  await fastify.register(myLeagueRanksRoutes);
};

export default leaderboardsRoutes;
