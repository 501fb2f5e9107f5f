// The wire shapes of api/StaticLookups/v1/*, as zod schemas that compile only while they match the
// contract types the SPA imports (core/contract/static-lookups.ts).
import { z } from 'zod';
import type {
  ActiveSportsAndCompetitionsDto,
  CompetitionDto,
  EmailTypeDto,
  SportDto,
  SportGroupDto,
} from '#core/contract/static-lookups.ts';
import type { Equals } from '#server/http/type-checks.ts';

export const sportIdSchema = z.enum([
  'Football',
  'Golf',
  'AmericanFootball',
  'Basketball',
  'Cricket',
  'AussieRules',
  'Baseball',
  'IceHockey',
  'Tennis',
  'RugbyLeague',
]);

export const marketTypeSchema = z.enum(['h2h', 'totals', 'outrights']);

export const sportSchema = z
  .object({
    id: sportIdSchema,
    name: z.string(),
    oddsGroup: z.string(),
    colour: z.string(),
    textColor: z.string(),
    bordered: z.boolean(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'SportDto' });

const competitionSchema = z
  .object({
    key: z.string(),
    sportId: sportIdSchema,
    title: z.string(),
    displayName: z.string(),
    hasOutrights: z.boolean(),
    isActive: z.boolean(),
    marketTypes: z.array(marketTypeSchema),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'CompetitionDto' });

export const sportGroupSchema = z
  .object({ sport: sportSchema, competitions: z.array(competitionSchema) })
  .meta({ id: 'SportGroupDto' });

export const activeSportsAndCompetitionsSchema = z
  .object({ data: z.array(sportGroupSchema) })
  .meta({ id: 'ActiveSportsAndCompetitionsDto' });

export const emailTypeSchema = z
  .object({ id: z.number().int(), key: z.string(), name: z.string(), description: z.string() })
  .meta({ id: 'EmailTypeDto' });

export const sportsQuerySchema = z.object({
  isActive: z
    .enum(['0', '1'], { error: 'expected 0 or 1' })
    .transform((value) => value === '1')
    .optional()
    .describe('1: only active sports; 0: only inactive ones; absent: all.'),
});

const _sport: Equals<z.output<typeof sportSchema>, SportDto> = true;
const _competition: Equals<z.output<typeof competitionSchema>, CompetitionDto> = true;
const _sportGroup: Equals<z.output<typeof sportGroupSchema>, SportGroupDto> = true;
const _active: Equals<
  z.output<typeof activeSportsAndCompetitionsSchema>,
  ActiveSportsAndCompetitionsDto
> = true;
const _emailType: Equals<z.output<typeof emailTypeSchema>, EmailTypeDto> = true;
