// The wire shape of api/stats/v1/MyStats, as a zod schema that compiles only while it matches the
// contract (core/contract/stats.ts).
import { z } from 'zod';
import type { PlayerStatsDto } from '#core/contract/stats.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { marketTypeSchema, sportIdSchema } from '#server/modules/static-lookups/index.ts';

const hitRate = { settled: z.number().int(), won: z.number().int() };

export const playerStatsSchema = z
  .object({
    gameweeks: z.array(
      z.object({
        gameweek: z.string(),
        base: z.number().int(),
        boosted: z.number().int(),
        ...hitRate,
      }),
    ),
    bySport: z.array(z.object({ sport: sportIdSchema, ...hitRate })),
    byMarket: z.array(z.object({ market: marketTypeSchema, ...hitRate })),
    odds: z.object({ taken: z.number().nullable(), won: z.number().nullable() }),
    longshots: z.array(
      z.object({
        eventId: z.string(),
        event: z.string(),
        outcome: z.string(),
        probability: z.number(),
        boosted: z.number().int(),
        gameweek: z.string(),
      }),
    ),
    credits: z.array(
      z.object({
        type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        received: z.number().int(),
        redeemed: z.number().int(),
        points: z.number().int().nullable(),
      }),
    ),
    ranks: z.array(z.object({ gameweek: z.string(), rank: z.number().int(), players: z.number().int() })),
  })
  .meta({ id: 'PlayerStatsDto' });
const _stats: Equals<z.output<typeof playerStatsSchema>, PlayerStatsDto> = true;
