// The wire shapes of a saved pick and its ledger (server/contract/play.ts), as zod schemas that compile
// only while they match the contract types.
import { z } from 'zod';
import type { LedgerEntryDto, PickDto } from '../../contract/play.ts';
import type { Equals } from '../../http/type-checks.ts';
import { marketTypeSchema } from '../static-lookups/schemas.ts';

export const pickResultSchema = z.enum(['won', 'lost', 'void']);
export const voidReasonSchema = z.enum(['cancelled', 'abandoned', 'postponed', 'push', 'tie-without-draw']);

export const ledgerEntrySchema = z
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
