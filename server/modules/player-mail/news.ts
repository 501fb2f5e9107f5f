// The news e-mail (docs/player-emails.md §5): the message is stored and one e-mail per opted-in player is
// queued, in one transaction; the delivery job sends them.
import { sql } from 'drizzle-orm';
import type { SendNewsDto, SendNewsRequest } from '#core/contract/news.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { newsMessages } from '#server/db/schema.ts';
import { optedIn } from '#server/providers/mail/player-mail-recipients.ts';

export async function sendNews(
  db: Database,
  news: SendNewsRequest,
  sentBy: string,
  now: Date,
  audit?: (tx: Executor) => Promise<void>,
): Promise<SendNewsDto> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(newsMessages)
      .values({ subject: news.subject, body: news.body, sentBy, createdAt: now })
      .returning({ id: newsMessages.id });
    if (!stored) throw new Error('The news message was not stored');
    const payload = JSON.stringify({ subject: news.subject, body: news.body });
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into player_notifications (kind, user_id, subject_key, payload)
      select 'news-and-offers', users.id, ${`news:${stored.id}`}, ${payload}::jsonb
      from users where ${optedIn('news-and-offers')}
      on conflict (kind, user_id, subject_key) do nothing
      returning id`);
    await audit?.(tx);
    return { newsId: stored.id, queued: rows.length };
  });
}
