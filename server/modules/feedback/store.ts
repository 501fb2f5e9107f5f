// The Contact Us messages' reads and writes (docs/help-and-policies.md).
import { count, desc } from 'drizzle-orm';
import type { FeedbackDto, FeedbackPageDto, SendFeedbackRequest } from '#core/contract/feedback.ts';
import type { Executor } from '#server/db/executor.ts';
import { feedback, type FeedbackRow } from '#server/db/schema.ts';

function toFeedbackDto(row: FeedbackRow): FeedbackDto {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    message: row.message,
    email: row.email,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function saveFeedback(
  db: Executor,
  message: Omit<SendFeedbackRequest, 'token' | 'email'> & { email: string; userId: string | null },
  now: Date,
): Promise<void> {
  await db.insert(feedback).values({ ...message, createdAt: now });
}

/** One page of the inbox, newest first. */
export async function listFeedback(db: Executor, page: number, pageSize: number): Promise<FeedbackPageDto> {
  const rows = await db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(feedback);
  return { items: rows.map(toFeedbackDto), page, pageSize, total: total?.value ?? 0 };
}
