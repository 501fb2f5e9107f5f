// The wire shapes of api/predictions/v1/*, as zod schemas that compile only while they match the
// contract types the SPA imports (core/contract/predictions.ts).
import { z } from 'zod';
import type { SeasonDto } from '#core/contract/play.ts';
import type { EventDto, EventsDto, MarketDto, OutcomeDto } from '#core/contract/predictions.ts';
import { competitionKeyField, gameweekIdField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { pickSchema } from '#server/modules/picks/index.ts';
import { marketTypeSchema, sportIdSchema } from '#server/modules/static-lookups/index.ts';

const eventStatusSchema = z.enum(['scheduled', 'live', 'completed', 'postponed', 'cancelled']);

const outcomeSchema = z
  .object({
    name: z.string(),
    probability: z.number().nullable(),
    booksUsed: z.number().int(),
    points: z.number().int().nullable(),
  })
  .meta({ id: 'OutcomeDto' });

const marketSchema = z
  .object({ key: marketTypeSchema, line: z.number().nullable(), outcomes: z.array(outcomeSchema) })
  .meta({ id: 'MarketDto' });

export const eventSchema = z
  .object({
    id: z.string(),
    competitionKey: z.string(),
    sportId: sportIdSchema,
    commenceTime: z.string(),
    homeTeam: z.string().nullable(),
    awayTeam: z.string().nullable(),
    status: eventStatusSchema,
    locked: z.boolean(),
    scores: z.array(z.object({ name: z.string(), score: z.string() })).nullable(),
    markets: z.array(marketSchema),
    myPick: pickSchema.nullable().optional(),
    winner: z.string().nullable().optional(),
  })
  .meta({ id: 'EventDto' });

export const eventsSchema = z
  .object({ gameweek: z.string(), events: z.array(eventSchema) })
  .meta({ id: 'EventsDto' });

export const eventsQuerySchema = z.object({
  sport: z
    .enum(sportIdSchema.options, { error: `expected a sport: ${sportIdSchema.options.join(', ')}` })
    .optional()
    .describe('Only this sport.'),
  competition: competitionKeyField.optional().describe('Only this competition (its key, e.g. soccer_epl).'),
  gameweek: gameweekIdField
    .optional()
    .describe('An ISO week such as 2026-W47; absent: the current gameweek.'),
  season: z
    .string()
    .min(1, { error: 'expected a season id' })
    .max(200)
    .optional()
    .describe("A season's id (Seasons), archived or not: its events with results, instead of a gameweek."),
});

export const seasonSchema = z
  .object({
    id: z.string(),
    competitionKey: z.string(),
    label: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    archived: z.boolean(),
  })
  .meta({ id: 'SeasonDto' });

export const seasonsQuerySchema = z.object({
  competition: competitionKeyField
    .optional()
    .describe("Only this competition's seasons (its key, e.g. soccer_epl); absent: every season."),
});

const _outcome: Equals<z.output<typeof outcomeSchema>, OutcomeDto> = true;
const _market: Equals<z.output<typeof marketSchema>, MarketDto> = true;
const _event: Equals<z.output<typeof eventSchema>, EventDto> = true;
const _season: Equals<z.output<typeof seasonSchema>, SeasonDto> = true;
const _events: Equals<z.output<typeof eventsSchema>, EventsDto> = true;
