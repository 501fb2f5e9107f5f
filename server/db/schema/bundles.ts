// Bundles (docs/game-rules.md §8, docs/bundles.md): codes that grant credits and/or premium days, who redeemed
// them, and the premium entitlements a player holds (a bundle's days today; a subscription's period later).
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A bundle. `code` is kept in its normal form (core/game/bundles.ts normaliseBundleCode: trimmed, upper
 * case); `redemption_count` moves in the same transaction as each redemption, by a conditional update that
 * never passes `max_redemptions`.
 */
export const bundles = pgTable(
  'bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    bonusPoints: integer('bonus_points').notNull().default(0),
    multipliers: integer('multipliers').notNull().default(0),
    extraPredictions: integer('extra_predictions').notNull().default(0),
    premiumDays: integer('premium_days').notNull().default(0),
    /** Null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The administrator who made it; null when made by the CLI or the account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'bundles_redemption_limit',
      sql`${table.maxRedemptions} is null or ${table.redemptionCount} <= ${table.maxRedemptions}`,
    ),
  ],
);

/** Who redeemed which bundle: once per player and bundle (the primary key). */
export const bundleRedemptions = pgTable(
  'bundle_redemptions',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.userId] }),
    index('bundle_redemptions_user_idx').on(table.userId),
  ],
);

/**
 * A player's premium from one source ('bundle' today; a subscription provider adds its own) until a moment.
 * The player is a PremiumPlayer while any of theirs lasts (server/modules/premium).
 */
export const premiumEntitlements = pgTable(
  'premium_entitlements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.source] }),
    index('premium_entitlements_until_idx').on(table.until),
  ],
);

export type BundleRow = typeof bundles.$inferSelect;
