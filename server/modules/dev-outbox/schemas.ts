// Shapes of the developer outbox routes (not part of the SPA's contract: only a developer and the
// end-to-end tests read them).
import { z } from 'zod';

export const outboxQuerySchema = z.object({
  /** Only the e-mails to this address (case-insensitive). */
  to: z.string().trim().min(1).max(320).optional(),
});

const outboxMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: z.iso.datetime(),
    /** When SMTP took it; null when it only went to the outbox or failed. */
    sentAt: z.iso.datetime().nullable(),
    /** Why SMTP did not take it. */
    error: z.string().nullable(),
  })
  .meta({ id: 'OutboxMessageDto' });

export const outboxSchema = z.object({ messages: z.array(outboxMessageSchema) }).meta({ id: 'OutboxDto' });

export type OutboxMessageDto = z.output<typeof outboxMessageSchema>;
export type OutboxDto = z.output<typeof outboxSchema>;
