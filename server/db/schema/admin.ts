// The admin audit log (docs/admin.md): every change an administrator makes through the admin routes, who
// made it, to whom, with what. Rows are only ever added.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The administrator; null once their account is gone (the row stays). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done: lockUser, unlockUser, resetTwoFactor, changeRole, grantCredits. */
    action: text('action').notNull(),
    /** The user it was done to; null once that account is gone. */
    targetId: uuid('target_id').references(() => users.id, { onDelete: 'set null' }),
    /** The action's particulars (the new role, the credits granted). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_audit_at_idx').on(table.at)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
