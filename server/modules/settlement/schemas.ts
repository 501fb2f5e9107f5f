// The wire shapes of the outright-winner call (core/contract/play.ts), as zod schemas that compile only
// while they match the contract types.
import { z } from 'zod';
import type {
  AdminEventListDto,
  CorrectResultRequest,
  OutrightListDto,
  SetOutrightWinnerRequest,
  SettlementSummaryDto,
} from '#core/contract/play.ts';
import { adminVoidReasons } from '#core/game/types.ts';
import { competitionKeyField, eventIdField, gameweekIdField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';

export const setOutrightWinnerRequestSchema = z
  .object({ winner: z.string().trim().min(1, { error: 'expected the winning runner' }).max(200) })
  .meta({ id: 'SetOutrightWinnerRequest' });

export const settlementSummarySchema = z
  .object({ eventId: z.string(), settled: z.number().int(), corrected: z.number().int() })
  .meta({ id: 'SettlementSummaryDto' });

const outrightEventSchema = z
  .object({
    eventId: z.string(),
    competitionKey: z.string(),
    competition: z.string(),
    commenceTime: z.iso.datetime(),
    status: z.string(),
    winner: z.string().nullable(),
    runners: z.array(z.string()),
  })
  .meta({ id: 'OutrightEventDto' });

export const outrightListSchema = z
  .object({ outrights: z.array(outrightEventSchema) })
  .meta({ id: 'OutrightListDto' });

export const outrightEventParamsSchema = z.object({ eventId: eventIdField });

const goals = z.number().int().min(0).max(999);

export const correctResultRequestSchema = z
  .union([z.strictObject({ home: goals, away: goals }), z.strictObject({ void: z.enum(adminVoidReasons) })])
  .meta({
    id: 'CorrectResultRequest',
    description: 'The final score (home and away goals), or a void: cancelled, abandoned or postponed.',
  });

const voidReasonSchema = z.enum(adminVoidReasons);

const adminEventSchema = z
  .object({
    eventId: z.string(),
    competitionKey: z.string(),
    competition: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    commenceTime: z.iso.datetime(),
    status: z.string(),
    home: z.number().int().nullable(),
    away: z.number().int().nullable(),
    voidReason: voidReasonSchema.nullable(),
    correctedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminEventDto' });

export const adminEventListSchema = z
  .object({ gameweek: z.string(), events: z.array(adminEventSchema), truncated: z.boolean() })
  .meta({ id: 'AdminEventListDto' });

export const adminEventsQuerySchema = z.object({
  gameweek: gameweekIdField.optional(),
  competition: competitionKeyField.optional(),
});

const _correct: Equals<z.output<typeof correctResultRequestSchema>, CorrectResultRequest> = true;
const _events: Equals<z.output<typeof adminEventListSchema>, AdminEventListDto> = true;
const _request: Equals<z.output<typeof setOutrightWinnerRequestSchema>, SetOutrightWinnerRequest> = true;
const _summary: Equals<z.output<typeof settlementSummarySchema>, SettlementSummaryDto> = true;
const _list: Equals<z.output<typeof outrightListSchema>, OutrightListDto> = true;
