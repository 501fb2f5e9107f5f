// The outbox table: every e-mail the server writes, whether SMTP delivered it (sent_at), refused it
// (error), or there is no SMTP server and the developer outbox page is where it is read.
//
// Its times are the database's own clock, not the app's injected one: the outbox is a log of what
// happened when, and tests with a frozen app clock still see the newest message first. PGlite's clock
// ticks in milliseconds, so each row is written at least a microsecond after the newest one: "newest
// first" is then the order the messages were written.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { outbox, type OutboxRow } from '#server/db/schema.ts';
import type { MailMessage } from './mailer.ts';

export interface OutboxStore {
  /** Stores the message, not yet sent; answers its id. */
  record(message: MailMessage): Promise<string>;
  /** Delivered: the bodies are dropped, since they hold one-time links the database keeps only hashed. */
  markSent(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  /** Newest first. `to` matches the address case-insensitively. */
  list(filter: { to?: string; limit: number }): Promise<OutboxRow[]>;
}

/**
 * What a delivered message's bodies become. The recipient has the e-mail; a copy here would be a live
 * sign-in or reset link readable by anyone who reads the database.
 */
export const deliveredBody = '(delivered by SMTP; the body is not kept because it held a one-time link)';

/** An error text is kept short: it is for a person reading the outbox, not a dump. */
const maxErrorLength = 1000;

export function createOutboxStore(db: Database): OutboxStore {
  return {
    async record(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          createdAt: sql`greatest(now(), (select max(${outbox.createdAt}) from ${outbox}) + interval '1 microsecond')`,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('The outbox did not store the e-mail');
      return row.id;
    },
    async markSent(id) {
      await db
        .update(outbox)
        .set({ sentAt: sql`now()`, error: null, textBody: deliveredBody, htmlBody: deliveredBody })
        .where(eq(outbox.id, id));
    },
    async markFailed(id, error) {
      await db
        .update(outbox)
        .set({ error: error.slice(0, maxErrorLength) })
        .where(eq(outbox.id, id));
    },
    list({ to, limit }) {
      const where = to === undefined ? undefined : sql`lower(${outbox.toAddress}) = ${to.toLowerCase()}`;
      return db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt)).limit(limit);
    },
  };
}
