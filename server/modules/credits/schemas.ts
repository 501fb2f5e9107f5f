// The wire shapes of api/account/v1/myCredits*, as zod schemas that compile only while they match the
// contract types (core/contract/play.ts).
import { z } from 'zod';
import type {
  CreditDto,
  MyCreditsDto,
  RedeemCreditRequest,
  RevokeCreditRequest,
} from '#core/contract/play.ts';
import { competitionKeyField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';

const creditTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'expected a credit type: 1 (BonusPoints), 2 (Multiplier) or 3 (ExtraPrediction)',
});

// 'GameCreditDto': the account module's older CreditDto schema still holds the id 'CreditDto'.
export const creditSchema = z
  .object({
    id: z.string(),
    typeId: creditTypeIdSchema,
    value: z.number().int(),
    competitionKey: z.string().nullable(),
    expiresAt: z.string().nullable(),
    source: z.string(),
    redeemedGameweek: z.string().nullable(),
    redeemedPredictionId: z.string().nullable(),
  })
  .meta({ id: 'GameCreditDto' });

export const myCreditsSchema = z
  .object({
    available: z.array(creditSchema),
    redeemedThisWeek: z.array(creditSchema),
    remainingThisWeek: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int() }),
  })
  .meta({ id: 'MyCreditsDto' });

export const myCreditsQuerySchema = z.object({
  competition: competitionKeyField
    .optional()
    .describe('A competition key: only the credits usable there (its own and unscoped ones).'),
});

export const redeemCreditRequestSchema = z
  .object({
    typeId: creditTypeIdSchema,
    requestId: z
      .string()
      .min(1, { error: 'expected a request id' })
      .max(100, { error: 'expected a request id of at most 100 characters' }),
    predictionId: z.uuid({ error: 'expected a prediction id' }).optional(),
    competition: competitionKeyField.optional(),
  })
  .meta({ id: 'RedeemCreditRequest' });

export const revokeCreditRequestSchema = z
  .object({
    typeId: creditTypeIdSchema,
    predictionId: z.uuid({ error: 'expected a prediction id' }).optional(),
    competition: competitionKeyField.optional(),
  })
  .meta({ id: 'RevokeCreditRequest' });

const _credit: Equals<z.output<typeof creditSchema>, CreditDto> = true;
const _myCredits: Equals<z.output<typeof myCreditsSchema>, MyCreditsDto> = true;
const _redeem: Equals<z.output<typeof redeemCreditRequestSchema>, RedeemCreditRequest> = true;
const _revoke: Equals<z.output<typeof revokeCreditRequestSchema>, RevokeCreditRequest> = true;
