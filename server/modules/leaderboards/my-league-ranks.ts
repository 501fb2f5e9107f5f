// api/leaderboards/v1/MyLeagueRanks: the caller's rank in each of their leagues this gameweek, in one call
// (the leagues home shows it beside every league: a premium player in 50 leagues made 50 standings calls).
// Each league ranks its members on this gameweek's board of its scope by its rankBy, as the league's own
// standings do (core/game/ranking.ts; a member without a row stands with 0; bots take no rank).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { leaderboardPeriods } from '#core/contract/leaderboards.ts';
import type { MyLeagueRankDto, MyLeagueRanksDto } from '#core/contract/leaderboards.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import { rankStandings } from '#core/game/ranking.ts';
import type { Executor } from '#server/db/executor.ts';
import { errorResponses } from '#server/http/api-error.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { leaguesOfMember, type MemberLeague } from '#server/modules/leagues/index.ts';
import { leagueBoardKey } from './board-keys.ts';
import { leagueScores } from './league-scores.ts';

const myLeagueRanksSchema = z
  .object({
    gameweek: z.string(),
    ranks: z.array(
      z
        .object({ leagueId: z.string(), rank: z.number().int(), members: z.number().int() })
        .meta({ id: 'MyLeagueRankDto' }),
    ),
  })
  .meta({ id: 'MyLeagueRanksDto' });
const _ranks: Equals<z.output<typeof myLeagueRanksSchema>, MyLeagueRanksDto> = true;

/** The player's rank in the league on a gameweek's board of its scope (this gameweek by default). */
export async function rankIn(
  db: Executor,
  league: MemberLeague,
  userId: string,
  now: Date,
  gameweek?: string,
): Promise<MyLeagueRankDto> {
  const key = leagueBoardKey(league, leaderboardPeriods.Gameweek, gameweek, now);
  const { memberIds, scored } = await leagueScores(db, league.id, key);
  const rows = memberIds.map((id) => scored.get(id) ?? { userId: id, boosted: 0, total: 0, correct: 0 });
  const mine = rankStandings(rows, { rankBy: league.rankBy }).find(({ row }) => row.userId === userId);
  return { leagueId: league.id, rank: mine?.rank ?? memberIds.length, members: memberIds.length };
}

const myLeagueRanksRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/MyLeagueRanks',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['Leaderboards'],
        summary: "The caller's rank in each of their leagues this gameweek",
        querystring: z.object({}),
        response: { 200: myLeagueRanksSchema, ...errorResponses },
      },
    },
    async (request): Promise<MyLeagueRanksDto> => {
      const now = fastify.clock.now();
      const leagues = await leaguesOfMember(fastify.db, request.user.id);
      const ranks: MyLeagueRankDto[] = [];
      for (const league of leagues) ranks.push(await rankIn(fastify.db, league, request.user.id, now));
      return { gameweek: gameweekOf(now), ranks };
    },
  );
};

export default myLeagueRanksRoutes;
