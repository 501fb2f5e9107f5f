// The e-mails players opted into (docs/player-emails.md): one row per e-mail to send, keyed by its kind,
// its player and what it is about (a gameweek, a league event, a news message), so that the same e-mail
// is queued once however many instances or runs queue it. The delivery job claims rows in batches
// (claimed_at, FOR UPDATE SKIP LOCKED) and marks each sent as it goes: a crash leaves the unsent rows to be
// claimed again once the claim is stale, and a sent row is never sent again.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** The e-mail types' keys (email_types.key, server/db/reference-data.ts) a notification may be. */
export type PlayerMailKind = 'weekly-reminder' | 'results' | 'league-activity' | 'news-and-offers';

export const playerNotifications = pgTable(
  'player_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PlayerMailKind>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the e-mail is about: `2026-W48`, `league:<id>:joined:<userId>:<time>`, `news:<id>`. */
    subjectKey: text('subject_key').notNull(),
    /** The facts the e-mail's text is written from, frozen when it was queued. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When a delivery run took it (the app's clock); a claim older than the lease is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When it was sent, or found not to be sent (the player opted out or left meanwhile: `skipped`). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** 'sent' or 'skipped'. */
    outcome: text('outcome').$type<'sent' | 'skipped'>(),
  },
  (table) => [
    uniqueIndex('player_notifications_once').on(table.kind, table.userId, table.subjectKey),
    index('player_notifications_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/** A news message an administrator sent to every opted-in player. */
export const newsMessages = pgTable('news_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type PlayerNotificationRow = typeof playerNotifications.$inferSelect;
