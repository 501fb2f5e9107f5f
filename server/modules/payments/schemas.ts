// The wire shapes of api/memberships/v1/*, as zod schemas that compile only while they match the contract
// types (core/contract/memberships.ts).
import { z } from 'zod';
import type {
  CheckoutDto,
  CheckoutResultDto,
  CheckoutResultRequest,
  MySubscriptionDto,
  PaymentPortalDto,
  PremiumPlanDto,
  WebhookResultDto,
} from '#core/contract/memberships.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { sessionTokensSchema } from '#server/modules/auth/index.ts';

const interval = z.enum(['month', 'year']);

export const premiumPlanSchema = z
  .object({ amountCents: z.number().int(), currency: z.string(), interval })
  .meta({ id: 'PremiumPlanDto' });

export const checkoutSchema = z
  .object({ checkoutId: z.string(), url: z.string() })
  .meta({ id: 'CheckoutDto' });

/** Our checkout ids: 24 base64url characters. */
const checkoutIdField = z.string().regex(/^[A-Za-z0-9_-]{24}$/, { error: 'expected a checkout id' });

export const checkoutResultRequestSchema = z.object({ checkoutId: checkoutIdField });

export const checkoutResultSchema = z
  .object({
    status: z.enum(['open', 'completed', 'canceled', 'expired']),
    session: sessionTokensSchema.nullable(),
  })
  .meta({ id: 'CheckoutResultDto' });

export const paymentPortalSchema = z.object({ url: z.string() }).meta({ id: 'PaymentPortalDto' });

const subscriptionSchema = z
  .object({
    provider: z.enum(['local', 'stripe']),
    status: z.enum(['active', 'past_due', 'ended']),
    cancelAtPeriodEnd: z.boolean(),
    amountCents: z.number().int(),
    currency: z.string(),
    interval,
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    paidUntil: z.string(),
    nextChargeAt: z.string().nullable(),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionDto' });

const paymentSchema = z
  .object({
    id: z.string(),
    status: z.enum(['paid', 'failed', 'refunded']),
    amountCents: z.number().int(),
    currency: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentDto' });

export const mySubscriptionSchema = z
  .object({
    subscription: subscriptionSchema.nullable(),
    payments: z.array(paymentSchema),
    bundlePremiumUntil: z.string().nullable(),
  })
  .meta({ id: 'MySubscriptionDto' });

export const webhookResultSchema = z
  .object({ received: z.literal(true), applied: z.boolean() })
  .meta({ id: 'WebhookResultDto' });

const _plan: Equals<z.output<typeof premiumPlanSchema>, PremiumPlanDto> = true;
const _checkout: Equals<z.output<typeof checkoutSchema>, CheckoutDto> = true;
const _resultRequest: Equals<z.output<typeof checkoutResultRequestSchema>, CheckoutResultRequest> = true;
const _result: Equals<z.output<typeof checkoutResultSchema>, CheckoutResultDto> = true;
const _mine: Equals<z.output<typeof mySubscriptionSchema>, MySubscriptionDto> = true;
const _portal: Equals<z.output<typeof paymentPortalSchema>, PaymentPortalDto> = true;
const _webhook: Equals<z.output<typeof webhookResultSchema>, WebhookResultDto> = true;
