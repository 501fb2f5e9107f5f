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
  uuid,
} from 'drizzle-orm/pg-core';
import type { RoleId } from '../contract/account.ts';
import type { MarketType, SportId } from '../contract/static-lookups.ts';
import type { EventScore, EventStatus } from '../contract/predictions.ts';
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
