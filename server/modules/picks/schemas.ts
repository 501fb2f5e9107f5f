// The wire shapes of a saved pick and its ledger (core/contract/play.ts), as zod schemas that compile
// only while they match the contract types.
import { z } from 'zod';
import type {
  LedgerEntryDto,
  MyWeekDto,
  PickDto,
  PickSelection,
  SaveOutrightPickRequest,
  SaveWeekRequest,
  WeekSummaryDto,
} from '#core/contract/play.ts';
import { eventIdField, gameweekIdField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { marketTypeSchema } from '#server/modules/static-lookups/index.ts';

export const pickResultSchema = z.enum(['won', 'lost', 'void']);
export const voidReasonSchema = z.enum(['cancelled', 'abandoned', 'postponed', 'push', 'tie-without-draw']);

const ledgerEntrySchema = z
  .object({
    kind: z.enum(['saved', 'multiplier', 'settled', 'void', 'corrected']),
    at: z.string(),
    base: z.number().int(),
    boosted: z.number().int(),
    outcome: z.string().optional(),
    probability: z.number().optional(),
    points: z.number().int().optional(),
    factor: z.number().int().optional(),
    result: pickResultSchema.optional(),
    reason: voidReasonSchema.optional(),
    previousResult: pickResultSchema.optional(),
  })
  .meta({ id: 'LedgerEntryDto' });

export const pickSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    competitionKey: z.string(),
    homeTeam: z.string().nullable(),
    awayTeam: z.string().nullable(),
    commenceTime: z.iso.datetime(),
    marketKey: marketTypeSchema,
    line: z.number().nullable(),
    outcome: z.string(),
    probability: z.number(),
    points: z.number().int(),
    multiplier: z.number().int(),
    locked: z.boolean(),
    result: pickResultSchema.nullable(),
    voidReason: voidReasonSchema.nullable(),
    basePoints: z.number().int(),
    boostedPoints: z.number().int(),
    ledger: z.array(ledgerEntrySchema),
  })
  .meta({ id: 'PickDto' });

const _ledgerEntry: Equals<z.output<typeof ledgerEntrySchema>, LedgerEntryDto> = true;
const _pick: Equals<z.output<typeof pickSchema>, PickDto> = true;

// ---- The week (GET/PUT MyWeek) and outright picks ----

export const weekSummarySchema = z
  .object({
    predictions: z.number().int(),
    maxPredictions: z.number().int(),
    credits: z.number().int(),
    totalScore: z.number().int(),
    boostedScore: z.number().int(),
    bonusPoints: z.number().int(),
  })
  .meta({ id: 'WeekSummaryDto' });

export const myWeekSchema = z
  .object({
    gameweek: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    summary: weekSummarySchema,
    picks: z.array(pickSchema),
  })
  .meta({ id: 'MyWeekDto' });

export const myWeekQuerySchema = z.object({
  gameweek: gameweekIdField
    .optional()
    .describe('An ISO week such as 2026-W47; absent: the current gameweek.'),
});

const pickSelectionSchema = z
  .object({
    eventId: eventIdField,
    marketKey: z.enum(['h2h', 'totals'], { error: 'expected h2h or totals' }),
    outcome: z.string().min(1, { error: 'expected an outcome' }).max(200),
  })
  .meta({ id: 'PickSelection' });

export const saveWeekRequestSchema = z
  .object({
    gameweek: gameweekIdField,
    // Far above any allowance: a longer slip is refused by the allowance rule with its own message.
    selections: z.array(pickSelectionSchema).max(100),
  })
  .meta({ id: 'SaveWeekRequest' });

export const saveOutrightPickRequestSchema = z
  .object({ outcome: z.string().min(1, { error: 'expected an outcome' }).max(200) })
  .meta({ id: 'SaveOutrightPickRequest' });

export const eventIdParamsSchema = z.object({ eventId: eventIdField });

const _weekSummary: Equals<z.output<typeof weekSummarySchema>, WeekSummaryDto> = true;
const _myWeek: Equals<z.output<typeof myWeekSchema>, MyWeekDto> = true;
const _selection: Equals<z.output<typeof pickSelectionSchema>, PickSelection> = true;
const _saveWeek: Equals<
  Omit<z.output<typeof saveWeekRequestSchema>, 'gameweek'>,
  Omit<SaveWeekRequest, 'gameweek'>
> = true;
const _saveOutright: Equals<z.output<typeof saveOutrightPickRequestSchema>, SaveOutrightPickRequest> = true;
