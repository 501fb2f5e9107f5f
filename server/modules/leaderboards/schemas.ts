// The wire shapes of api/leaderboards/v1/* (core/contract/leaderboards.ts), as zod schemas that compile only
// while they match the contract types.
import { z } from 'zod';
import type { BoardDto, LeagueStandingsDto, MyRankDto } from '#core/contract/leaderboards.ts';
import { leagueIdField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';

const periodSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(5)
  .transform((value) => value as 0 | 1 | 2 | 3 | 4 | 5);
const scopeSchema = z.enum(['global', 'sport', 'competition']);
const keySchema = z.string().trim().min(1).max(120);

export const boardQuerySchema = z.object({
  period: periodSchema,
  periodKey: keySchema.optional(),
  scope: scopeSchema.default('global'),
  scopeKey: keySchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const myRankQuerySchema = z.object({
  period: periodSchema.default(4),
  periodKey: keySchema.optional(),
  scope: scopeSchema.default('global'),
  scopeKey: keySchema.optional(),
});

export const leagueStandingsQuerySchema = z.object({
  period: periodSchema.default(4),
  periodKey: keySchema.optional(),
});

export const leagueParamsSchema = z.object({ leagueId: leagueIdField });

const boardKeySchema = z.object({
  period: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  periodKey: z.string(),
  scope: scopeSchema,
  scopeKey: z.string(),
});
const boardInfoSchema = boardKeySchema.extend({ players: z.number().int() }).meta({ id: 'BoardInfoDto' });

const rowSchema = z
  .object({
    rank: z.number().int(),
    userId: z.string(),
    displayName: z.string(),
    boosted: z.number().int(),
    total: z.number().int(),
    correct: z.number().int(),
    bot: z.enum(['favourite', 'crowd']).nullable(),
  })
  .meta({ id: 'StandingRowDto' });

export const boardSchema = z
  .object({
    board: boardInfoSchema,
    rows: z.array(rowSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    me: rowSchema.nullable(),
  })
  .meta({ id: 'BoardDto' });

export const myRankSchema = z
  .object({ board: boardInfoSchema, me: rowSchema.nullable() })
  .meta({ id: 'MyRankDto' });

export const leagueStandingsSchema = z
  .object({
    leagueId: z.string(),
    rankBy: z.enum(['boosted', 'total']),
    board: boardKeySchema,
    rows: z.array(rowSchema),
  })
  .meta({ id: 'LeagueStandingsDto' });

const _board: Equals<z.output<typeof boardSchema>, BoardDto> = true;
const _myRank: Equals<z.output<typeof myRankSchema>, MyRankDto> = true;
const _league: Equals<z.output<typeof leagueStandingsSchema>, LeagueStandingsDto> = true;
