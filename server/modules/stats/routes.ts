// api/stats/v1/*: a premium player's additional stats (`/stats`; docs/game-rules.md §8). Guests and
// standard players are refused with `statsNeedPremium`: the screen shows them a preview instead.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { PlayerStatsDto } from '#core/contract/stats.ts';
import type { RoleId } from '#core/contract/account.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { playerStats } from './aggregate.ts';
import { statsSourcesOf } from './read.ts';
import { playerStatsSchema } from './schemas.ts';

/** Premium players, and the administrators (who see what a premium player sees). */
const statsRoles: ReadonlySet<RoleId> = new Set(['PremiumPlayer', 'Administrator', 'ShadowAdministrator']);

const statsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/MyStats',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['Stats'],
        summary:
          "The caller's additional stats: points per gameweek, hit rates, odds, longshots, credits, ranks",
        querystring: z.object({}),
        response: { 200: playerStatsSchema, ...errorResponses },
      },
    },
    async (request): Promise<PlayerStatsDto> => {
      if (!statsRoles.has(request.user.role)) throw new HttpError('statsNeedPremium');
      return playerStats(await statsSourcesOf(fastify.db, request.user.id));
    },
  );
};

export default statsRoutes;
