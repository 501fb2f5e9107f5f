// The game: predictions, outcome settlements, ledgers, credits, the daily challenge, job claims, and the
// movable clock's offset.
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MarketType } from '#core/contract/static-lookups.ts';
import type { CreditTypeId } from '#core/contract/play.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { competitions, events, seasons } from './events.ts';

/** Which game a prediction belongs to: the weekly allowance, or one pick per outright season. */
export type PredictionGame = 'weekly' | 'outright';
/** A settled outcome's result: won / lost / void (with its reason in result_reason). */
export type PredictionResult = 'won' | 'lost' | 'void';

/**
 * A player's prediction: one outcome of one market of one event, with the probability and points frozen
 * when it was saved. Removing it before the lock sets removed_at (the slot is free again); at most one
 * live prediction per player and event. Its result and score are not stored here: they follow from its
 * event's outcome settlements (settlement writes per outcome, not per pick; picks/pick-standing.ts).
 */
export const predictions = pgTable(
  'predictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    competitionKey: text('competition_key')
      .notNull()
      .references(() => competitions.key),
    game: text('game').$type<PredictionGame>().notNull(),
    /** The gameweek the pick counts in (weekly) — fixed at save, so a moved kick-off can void it. */
    gameweek: text('gameweek').$type<GameweekId>().notNull(),
    seasonId: text('season_id').references(() => seasons.id),
    marketKey: text('market_key').$type<MarketType>().notNull(),
    line: doublePrecision('line'),
    outcomeName: text('outcome_name').notNull(),
    probability: doublePrecision('probability').notNull(),
    points: integer('points').notNull(),
    /** 1, or the factor of the Multiplier credit redeemed on it. */
    multiplier: integer('multiplier').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('predictions_live_per_event_unique')
      .on(table.userId, table.eventId)
      .where(sql`${table.removedAt} is null`),
    index('predictions_user_gameweek_idx').on(table.userId, table.gameweek),
    // Everything settlement groups an event's picks by, so it reads the groups from the index alone.
    index('predictions_event_group_idx').on(
      table.eventId,
      table.marketKey,
      table.line,
      table.outcomeName,
      table.gameweek,
      table.removedAt,
    ),
  ],
);

/**
 * The result of one outcome of an event for the picks that count in one gameweek, as settlement decided it
 * (docs/game-rules.md §6.1): one row per (event, market, line, outcome, gameweek) each time that result is decided or
 * changes. Append-only: a correction is a newer row. Every pick of the group gets its settlement entries
 * from these rows through the rules engine (core/game/ledger.ts settlementEntry), in order.
 */
export const outcomeSettlements = pgTable(
  'outcome_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    marketKey: text('market_key').$type<MarketType>().notNull(),
    line: doublePrecision('line'),
    outcomeName: text('outcome_name').notNull(),
    gameweek: text('gameweek').$type<GameweekId>().notNull(),
    result: text('result').$type<PredictionResult>().notNull(),
    resultReason: text('result_reason'),
    /** When the points count for period boards: the event's kick-off. */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outcome_settlements_event_idx').on(table.eventId, table.id)],
);

/**
 * Every change to what a pick (or a bonus) is worth made by its player: saved, multiplier, bonus
 * (core/game/ledger.ts). A pick's settled, void and corrected entries follow from outcome_settlements
 * instead. Amounts are deltas; a board is the sum of its entries. Never updated or deleted.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key: entries are written only for existing predictions and go with their player (user_id
    // cascades); the per-row check would cost settlement, which writes one entry per pick, half its speed.
    predictionId: uuid('prediction_id'),
    creditId: uuid('credit_id'),
    kind: text('kind').notNull(),
    gameweek: text('gameweek').$type<GameweekId>().notNull(),
    competitionKey: text('competition_key'),
    /** When the points count for period boards (the event's kick-off; a bonus: its redemption). */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    base: integer('base').notNull().default(0),
    boosted: integer('boosted').notNull().default(0),
    /** The rest of the entry (outcome, probability, points, factor, result, previous result). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_user_gameweek_idx').on(table.userId, table.gameweek),
    index('ledger_entries_prediction_idx').on(table.predictionId),
  ],
);

/** A credit a player holds; redeeming it fills the redeemed_* columns, undoing clears them. */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').$type<CreditTypeId>().notNull(),
    /** BonusPoints: points; Multiplier: factor; ExtraPrediction: 1. */
    value: integer('value').notNull(),
    competitionKey: text('competition_key').references(() => competitions.key),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Why it was given: 'premium-gameweek', 'daily-streak', 'bundle', 'admin'. */
    source: text('source').notNull(),
    /** Makes a grant happen once (e.g. "premium:2026-W48:Multiplier:1"); null for ad-hoc grants. */
    grantKey: text('grant_key'),
    createdAt: createdAt(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedGameweek: text('redeemed_gameweek').$type<GameweekId>(),
    /** Multiplier: the prediction it multiplies. */
    redeemedPredictionId: uuid('redeemed_prediction_id').references(() => predictions.id),
    /** The client's id for the redeem request: a retried request finds its redemption instead of a second. */
    redeemRequestId: text('redeem_request_id'),
  },
  (table) => [
    index('credits_user_idx').on(table.userId, table.typeId),
    uniqueIndex('credits_grant_key_unique').on(table.userId, table.grantKey),
    uniqueIndex('credits_redeem_request_unique').on(table.userId, table.redeemRequestId),
  ],
);

/** The match of the day of each UTC day (docs/game-rules.md §7.1). */
export const dailyChallenges = pgTable('daily_challenges', {
  /** "2026-11-21". */
  day: text('day').primaryKey(),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id),
  /** 'auto' (the job's choice) or 'admin'. */
  chosenBy: text('chosen_by').notNull(),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
});

/** A player's daily-challenge pick: one h2h outcome of the day's event, frozen at save. */
export const dailyPicks = pgTable(
  'daily_picks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day')
      .notNull()
      .references(() => dailyChallenges.day),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    outcomeName: text('outcome_name').notNull(),
    probability: doublePrecision('probability').notNull(),
    points: integer('points').notNull(),
    result: text('result').$type<PredictionResult>(),
    resultReason: text('result_reason'),
    basePoints: integer('base_points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    index('daily_picks_event_idx').on(table.eventId),
  ],
);

/**
 * Claims of once-only job runs (a gameweek's rollover, a day's match-of-the-day choice): the instance whose
 * insert wins runs it, the others skip. Rerunnable work (sync, settlement) uses advisory locks instead.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [primaryKey({ columns: [table.job, table.runKey] })],
);

/**
 * How far the movable game clock runs ahead (CLOCK_CONTROL, never in production), kept with the data it
 * moved: a restart must not take the game back in time, behind the locks and settlements it already made
 * (server/modules/dev-clock/kept-offset.ts). One row, `clock` 'game'.
 */
export const devClockOffsets = pgTable('dev_clock_offsets', {
  clock: text('clock').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type PredictionRow = typeof predictions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type OutcomeSettlementRow = typeof outcomeSettlements.$inferSelect;
export type CreditRow = typeof credits.$inferSelect;
export type DailyChallengeRow = typeof dailyChallenges.$inferSelect;
export type DailyPickRow = typeof dailyPicks.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;
