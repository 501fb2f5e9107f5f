// api/leaderboards/v1/Leagues/{leagueId}/HeadToHead: a league's head-to-head view (docs/game-rules.md §9.4),
// members only. The members' gameweek rows come from the league's Gameweek boards (league-gameweeks.ts);
// the pairing and the table are core's (core/game/head-to-head.ts), so this only reads and names.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { HeadToHeadSideDto } from '#core/contract/head-to-head.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import {
  headToHeadTable,
  matchesOfGameweek,
  matchScore,
  type GameweekScores,
  type HeadToHeadSide,
} from '#core/game/head-to-head.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { leagueMemberIds, leagueOfMember } from '#server/modules/leagues/index.ts';
import { headToHeadSchema } from './head-to-head-schemas.ts';
import { leagueGameweeks } from './league-gameweeks.ts';
import { leagueParamsSchema } from './schemas.ts';

/** The name shown for a member who has not chosen a display name (as the league standings show them). */
const UNNAMED = 'Player';

const headToHeadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/Leagues/:leagueId/HeadToHead',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['Leaderboards'],
        summary:
          "A league's head-to-head: this gameweek's fixtures with live scores and the table of the finished gameweeks (members only)",
        params: leagueParamsSchema,
        response: { 200: headToHeadSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { leagueId } = request.params;
      const league = await leagueOfMember(fastify.db, leagueId, request.user.id);
      if (!league) throw new HttpError('notLeagueMember');
      const now = fastify.clock.now();
      const memberIds = await leagueMemberIds(fastify.db, leagueId);
      const weeks: GameweekScores[] = (await leagueGameweeks(fastify.db, league, memberIds, now)).map(
        ({ gameweek, rows }) => ({
          gameweek,
          scores: new Map([...rows].map(([userId, totals]) => [userId, matchScore(totals, league.rankBy)])),
        }),
      );
      const firstGameweek = gameweekOf(league.createdAt);
      const gameweek = gameweekOf(now);
      const current = weeks.find((week) => week.gameweek === gameweek) ?? { gameweek, scores: new Map() };
      const users = await fastify.db.query.users.findMany({
        columns: { id: true, displayName: true },
        where: (table, { inArray }) => inArray(table.id, memberIds),
      });
      const names = new Map(users.map((user) => [user.id, user.displayName ?? UNNAMED]));
      const named = (side: HeadToHeadSide): HeadToHeadSideDto => ({
        ...side,
        displayName: names.get(side.userId) ?? UNNAMED,
      });
      return {
        leagueId,
        rankBy: league.rankBy,
        gameweek,
        fixtures: matchesOfGameweek(memberIds, firstGameweek, current).map(({ home, away }) => ({
          home: named(home),
          away: away.kind === 'member' ? { kind: 'member' as const, ...named(away) } : away,
        })),
        table: headToHeadTable(memberIds, firstGameweek, weeks, now).map(({ row, rank }) => ({
          rank,
          ...row,
          displayName: names.get(row.userId) ?? UNNAMED,
        })),
      };
    },
  );
};

export default headToHeadRoutes;
