// The database tables. Edit here, then `npm run db:generate` writes the SQL migration; never hand-write it.
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RoleId } from '../contract/account.ts';
import type { MarketType, SportId } from '../contract/static-lookups.ts';
import type { EventScore, EventStatus } from '../contract/predictions.ts';
import type { CreditTypeId } from '../contract/play.ts';
import type { GameweekId } from '../game/gameweek.ts';

export const sports = pgTable('sports', {
  id: text('id').$type<SportId>().primaryKey(),
  name: text('name').notNull(),
  oddsGroup: text('odds_group').notNull(),
  colour: text('colour').notNull(),
  textColor: text('text_color').notNull(),
  bordered: boolean('bordered').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

/** A competition is one The Odds API sport key (a league, a cup, or an outright market). */
export const competitions = pgTable(
  'competitions',
  {
    key: text('key').primaryKey(),
    sportId: text('sport_id')
      .$type<SportId>()
      .notNull()
      .references(() => sports.id),
    title: text('title').notNull(),
    displayName: text('display_name').notNull(),
    hasOutrights: boolean('has_outrights').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    marketTypes: text('market_types').array().$type<MarketType[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('competitions_sport_id_idx').on(table.sportId)],
);

/** The kinds of e-mail a player can opt out of. */
export const emailTypes = pgTable('email_types', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** 0 Active, 1 ActiveAsAnonymous, 2 PendingConfirmationAsAnonymous, 3 ConfirmedAnonymous. */
export type GuestStatus = 0 | 1 | 2 | 3;

/** Players, guests and administrators alike (ASP.NET Identity's AspNetUsers, in our words). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Guests: 'guest-' + random. */
  userName: text('user_name').notNull().unique(),
  /** Stored lower-case. */
  email: text('email').unique(),
  emailConfirmed: boolean('email_confirmed').notNull().default(false),
  /** A guest's conversion target until its link is followed. */
  pendingEmail: text('pending_email'),
  displayName: text('display_name'),
  role: text('role').$type<RoleId>().notNull(),
  /** Argon2id PHC string. */
  passwordHash: text('password_hash'),
  /** Changes whenever credentials change: sessions and e-mailed tokens carrying an old one are dead. */
  securityStamp: text('security_stamp').notNull(),
  accessFailedCount: integer('access_failed_count').notNull().default(0),
  lockoutEnd: timestamp('lockout_end', { withTimezone: true }),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** Base32 TOTP key. */
  authenticatorKey: text('authenticator_key'),
  /** The last TOTP time step accepted: a code is good once. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  guestStatus: integer('guest_status').$type<GuestStatus>().notNull().default(0),
  unsubscribeAll: boolean('unsubscribe_all').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Two-factor recovery codes, hashed, each good once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/** Refresh tokens, hashed. A family is one sign-in; each rotation adds a child to it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id'),
    replacedById: uuid('replaced_by_id'),
    securityStamp: text('security_stamp').notNull(),
    createdAt: createdAt(),
    /** The sign-in's absolute end; rotation does not extend it. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_user_id_idx').on(table.userId),
    index('refresh_tokens_family_id_idx').on(table.familyId),
  ],
);

export type UserTokenPurpose = 'confirm-email' | 'convert-account' | 'reset-password';

/** E-mailed one-time tokens, hashed, bound to a user, a purpose and the security stamp. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    securityStamp: text('security_stamp').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_id_idx').on(table.userId)],
);

/** The kinds of e-mail a player opted out of. */
export const emailUnsubscriptions = pgTable(
  'email_unsubscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailTypeId: integer('email_type_id')
      .notNull()
      .references(() => emailTypes.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.emailTypeId] })],
);

/** E-mail written when no SMTP server is configured (and the dev outbox reads it). */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/** A competition's season ("2025-26", "2026"); past ones are archived and shown read-only. */
export const seasons = pgTable(
  'seasons',
  {
    /** `${competitionKey}:${label}`, e.g. "soccer_epl:2025-26". */
    id: text('id').primaryKey(),
    competitionKey: text('competition_key')
      .notNull()
      .references(() => competitions.key),
    label: text('label').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('seasons_competition_idx').on(table.competitionKey, table.startsAt)],
);

/** One fixture (or an outright competition's season) from the odds feed; the id is the feed's event id. */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    competitionKey: text('competition_key')
      .notNull()
      .references(() => competitions.key),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    homeTeam: text('home_team'),
    awayTeam: text('away_team'),
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    /** The ISO gameweek of the kick-off (server/game/gameweek.ts). */
    gameweek: text('gameweek').$type<GameweekId>().notNull(),
    scores: jsonb('scores').$type<EventScore[]>(),
    resultUpdatedAt: timestamp('result_updated_at', { withTimezone: true }),
    /** Outrights: picks freeze here (the season's start); null: at commence_time (server/game/lock.ts). */
    lockTime: timestamp('lock_time', { withTimezone: true }),
    /** The competition season the event belongs to (seasons.id); archived seasons are read-only. */
    seasonId: text('season_id').references(() => seasons.id),
    /** Outrights: the winning runner, entered by an administrator. */
    winner: text('winner'),
    /** When settlement last ran for the event's current result (null: never, or a new result since). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_competition_commence_idx').on(table.competitionKey, table.commenceTime),
    index('events_gameweek_commence_idx').on(table.gameweek, table.commenceTime),
  ],
);

/** One market of an event: h2h, totals (at its consensus line) or outrights. */
export const markets = pgTable(
  'markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    key: text('key').$type<MarketType>().notNull(),
    line: doublePrecision('line'),
  },
  (table) => [unique('markets_event_key_unique').on(table.eventId, table.key)],
);

/** One outcome of a market with its consensus fair probability and the points it is worth. */
export const outcomes = pgTable(
  'outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    probability: doublePrecision('probability'),
    booksUsed: integer('books_used').notNull().default(0),
    points: integer('points'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('outcomes_market_name_unique').on(table.marketId, table.name)],
);

/** The last quote each bookmaker gave for each outcome (the consensus is computed from these). */
export const bookmakerQuotes = pgTable(
  'bookmaker_quotes',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    bookmakerKey: text('bookmaker_key').notNull(),
    outcomeName: text('outcome_name').notNull(),
    price: doublePrecision('price').notNull(),
    point: doublePrecision('point'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.bookmakerKey, table.outcomeName] })],
);

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
 * (rules §2): one row per (event, market, line, outcome, gameweek) each time that result is decided or
 * changes. Append-only: a correction is a newer row. Every pick of the group gets its settlement entries
 * from these rows through the rules engine (server/game/ledger.ts settlementEntry), in order.
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
 * (server/game/ledger.ts). A pick's settled, void and corrected entries follow from outcome_settlements
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

/** The match of the day of each UTC day (rules §4). */
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

export type SportRow = typeof sports.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;
export type EmailTypeRow = typeof emailTypes.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type UserTokenRow = typeof userTokens.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;
export type OutcomeRow = typeof outcomes.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type PredictionRow = typeof predictions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type OutcomeSettlementRow = typeof outcomeSettlements.$inferSelect;
export type CreditRow = typeof credits.$inferSelect;
export type DailyChallengeRow = typeof dailyChallenges.$inferSelect;
export type DailyPickRow = typeof dailyPicks.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;
