// The Contact Us form's messages (docs/help-and-policies.md): kept for the administrators' inbox. A
// message outlives its sender's account (user_id becomes null); it holds the address the sender typed.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FeedbackCategory } from '#core/contract/feedback.ts';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sender when signed in; null for a visitor, or once the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the answer goes, stored lower-case. */
    email: text('email').notNull(),
    category: text('category').$type<FeedbackCategory>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);

export type FeedbackRow = typeof feedback.$inferSelect;
