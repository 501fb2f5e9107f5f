// Payments and subscriptions (docs/payments.md, docs/game-rules.md §8): checkouts a player started, the
// subscriptions they led to, every payment (history), and the provider events already handled (webhook
// idempotency). A subscription's paid period is also a premium entitlement (source 'subscription').
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A checkout a player started: `id` is ours (random, the local checkout page's address holds it), and at
 * most one per player is `open` at a time (the partial unique index), so two clicks share one checkout.
 * Status: open, completed, canceled, expired.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's own id for it (Stripe's Checkout Session); the local provider uses ours. */
    providerCheckoutId: text('provider_checkout_id').notNull(),
    /** Where the browser pays: a second click on Subscribe goes back there. */
    url: text('url').notNull(),
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_checkouts_open_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * A subscription at its provider, as its events described it. Status: active, past_due, ended. At most one
 * per player is live (active or past_due). `paid_until` is the end of the last period paid for: the
 * premium entitlement follows it, never the provider's current period (an unpaid period gives nothing).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    /** When the newest provider event applied to it was made: an older one arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    unique('subscriptions_provider_id_unique').on(table.provider, table.providerSubscriptionId),
    uniqueIndex('subscriptions_live_per_user')
      .on(table.userId)
      .where(sql`${table.status} in ('active', 'past_due')`),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
  ],
);

/** A payment or a failed attempt (the history). Status: paid, failed, refunded. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    unique('payments_provider_id_unique').on(table.provider, table.providerPaymentId),
    index('payments_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Each provider event handled once: a replay (or a concurrent copy) finds its key and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentCheckoutRow = typeof paymentCheckouts.$inferSelect;
