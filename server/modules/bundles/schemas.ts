// The wire shapes of api/bundles/v1/*, as zod schemas that compile only while they match the contract types
// (core/contract/bundles.ts).
import { z } from 'zod';
import type {
  BundleDto,
  BundleListDto,
  CreateBundleRequest,
  RedeemBundleRequest,
  RedeemBundleResultDto,
} from '#core/contract/bundles.ts';
import {
  BUNDLE_CODE_PATTERN,
  BUNDLE_MAX_CREDITS,
  BUNDLE_MAX_PREMIUM_DAYS,
  normaliseBundleCode,
} from '#core/game/bundles.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { sessionTokensSchema } from '#server/modules/auth/index.ts';

/** A code as a player types it: matched trimmed and case-insensitively (an unshaped one is unknownBundle). */
const typedCodeField = z.string().max(100).describe('Compared trimmed and case-insensitively');

/** A new bundle's code: 4 to 32 letters, digits or dashes once trimmed; kept in upper case. */
const newCodeField = z
  .string()
  .max(100)
  .transform(normaliseBundleCode)
  .pipe(z.string().regex(BUNDLE_CODE_PATTERN, { error: 'expected 4 to 32 letters, digits or dashes' }));

const creditCount = z.number().int().min(0).max(BUNDLE_MAX_CREDITS).optional();

export const redeemBundleRequestSchema = z.object({ code: typedCodeField });

export const createBundleRequestSchema = z.object({
  code: newCodeField,
  bonusPoints: creditCount,
  multipliers: creditCount,
  extraPredictions: creditCount,
  premiumDays: z.number().int().min(0).max(BUNDLE_MAX_PREMIUM_DAYS).optional(),
  maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

const grantsShape = {
  bonusPoints: z.number().int(),
  multipliers: z.number().int(),
  extraPredictions: z.number().int(),
  premiumDays: z.number().int(),
};

export const redeemBundleResultSchema = z
  .object({
    code: z.string(),
    granted: z.object(grantsShape).meta({ id: 'BundleGrantsDto' }),
    premiumUntil: z.string().nullable(),
    session: sessionTokensSchema.nullable(),
  })
  .meta({ id: 'RedeemBundleResultDto' });

export const bundleSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    ...grantsShape,
    maxRedemptions: z.number().int().nullable(),
    redemptionCount: z.number().int(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BundleDto' });

export const bundleListSchema = z.object({ bundles: z.array(bundleSchema) }).meta({ id: 'BundleListDto' });

const _redeemRequest: Equals<z.output<typeof redeemBundleRequestSchema>, RedeemBundleRequest> = true;
const _createRequest: Equals<z.input<typeof createBundleRequestSchema>, CreateBundleRequest> = true;
const _redeemResult: Equals<z.output<typeof redeemBundleResultSchema>, RedeemBundleResultDto> = true;
const _bundle: Equals<z.output<typeof bundleSchema>, BundleDto> = true;
const _list: Equals<z.output<typeof bundleListSchema>, BundleListDto> = true;
