// Accounts: users (players, guests, administrators), their tokens and codes, and their e-mail.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RoleId } from '#core/contract/account.ts';
import { createdAt } from './columns.ts';

/** The kinds of e-mail a player can opt out of. */
export const emailTypes = pgTable('email_types', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

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
  /** How long before the gameweek's first lock the weekly reminder goes (docs/player-emails.md §2). */
  reminderLeadHours: integer('reminder_lead_hours').notNull().default(24),
  /**
   * The Terms and Conditions version (core/policies.ts) the player accepted at sign-up, and when; null for
   * guests, administrators made by the CLI and accounts older than the record.
   */
  acceptedTermsVersion: text('accepted_terms_version'),
  acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
  /**
   * When the player deleted the account: the row stays, anonymised (server/modules/account/anonymise.ts),
   * so that their picks and standings keep counting under 'Deleted player'.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
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

export type EmailTypeRow = typeof emailTypes.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type UserTokenRow = typeof userTokens.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
