// The wire shapes of api/leaderboards/v1/Leagues/{leagueId}/History (core/contract/rank-history.ts), as zod
// schemas that compile only while they match the contract types.
import { z } from 'zod';
import type { RankHistoryDto } from '#core/contract/rank-history.ts';
import { playerIdField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';

export const rankHistoryQuerySchema = z.object({ userId: playerIdField });

const pointSchema = z
  .object({
    gameweek: z.string(),
    points: z.number().int(),
    cumulative: z.number().int(),
    rank: z.number().int(),
  })
  .meta({ id: 'RankHistoryGameweekDto' });

export const rankHistorySchema = z
  .object({
    leagueId: z.string(),
    userId: z.string(),
    displayName: z.string(),
    rankBy: z.enum(['boosted', 'total']),
    members: z.number().int(),
    gameweeks: z.array(pointSchema),
  })
  .meta({ id: 'RankHistoryDto' });

const _history: Equals<z.output<typeof rankHistorySchema>, RankHistoryDto> = true;
