// Delivering the queued e-mails (docs/player-emails.md §6). A run claims a batch of unsent rows (claimed_at
// set in one UPDATE over a FOR UPDATE SKIP LOCKED select, so two runs, on one instance or two, never claim
// the same row), then sends them one by one, marking each done as soon as the mailer took it. A run that
// dies mid-batch leaves its unsent rows claimed; once the claim is older than the lease any run takes them
// again. A row marked done is never sent again; the one window left is a crash between the mailer taking
// a message and its row being marked, which sends that one message twice at worst.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { PlayerMailKind } from '#server/db/schema.ts';
import { oneClickUnsubscribeLink, unsubscribeLink } from '#server/providers/mail/links.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { oneClickUnsubscribeHeaders } from '#server/providers/mail/templates/layout.ts';
import { optedIn } from '#server/providers/mail/player-mail-recipients.ts';
import { renderPlayerMail } from './templates.ts';

/** A claim older than this is taken to belong to a run that died: its rows are claimed again. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;
const BATCH_SIZE = 100;

export interface DeliveryOptions {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  /** JWT_SECRET: the unsubscribe links' key. */
  secret: string;
  /** At most this many batches per run (the next run goes on). */
  maxBatches?: number;
}

export interface DeliveryRun {
  sent: number;
  skipped: number;
  failed: number;
}

type ClaimedRow = {
  id: string;
  kind: PlayerMailKind;
  user_id: string;
  payload: Record<string, unknown>;
  email: string | null;
  display_name: string | null;
  opted_in: boolean;
};

async function claimBatch(db: Database, now: Date): Promise<ClaimedRow[]> {
  const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  const { rows: claimed } = await db.execute<{ id: string }>(sql`
    update player_notifications set claimed_at = ${now.toISOString()}
    where id in (
      select id from player_notifications
      where done_at is null and (claimed_at is null or claimed_at < ${staleBefore})
      order by created_at, id
      limit ${BATCH_SIZE}
      for update skip locked)
    returning id`);
  if (claimed.length === 0) return [];
  const ids = `{${claimed.map((row) => row.id).join(',')}}`;
  // Whether the player still opts in is read now: an opt-out between queueing and sending wins.
  const { rows } = await db.execute<ClaimedRow>(sql`
    select n.id, n.kind, n.user_id, n.payload, users.email, users.display_name,
      (case n.kind
        when 'weekly-reminder' then ${optedIn('weekly-reminder')}
        when 'results' then ${optedIn('results')}
        when 'league-activity' then ${optedIn('league-activity')}
        when 'news-and-offers' then ${optedIn('news-and-offers')}
        else false end) as opted_in
    from player_notifications n join users on users.id = n.user_id
    where n.id = any(${ids}::uuid[])
    order by n.created_at, n.id`);
  return rows;
}

async function markDone(db: Database, id: string, outcome: 'sent' | 'skipped', now: Date): Promise<void> {
  await db.execute(sql`
    update player_notifications set done_at = ${now.toISOString()}, outcome = ${outcome}
    where id = ${id} and done_at is null`);
}

/** Sends what is queued, batch by batch, until nothing is left (or `maxBatches`). */
export async function deliverPlayerMail(options: DeliveryOptions): Promise<DeliveryRun> {
  const { db, mailer, publicUrl, secret } = options;
  const run: DeliveryRun = { sent: 0, skipped: 0, failed: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch += 1) {
    const rows = await claimBatch(db, options.now());
    if (rows.length === 0) break;
    for (const row of rows) {
      if (!row.opted_in || !row.email) {
        await markDone(db, row.id, 'skipped', options.now());
        run.skipped += 1;
        continue;
      }
      const rendered = renderPlayerMail({
        kind: row.kind,
        displayName: row.display_name,
        payload: row.payload,
        publicUrl,
        unsubscribeUrl: unsubscribeLink(publicUrl, secret, row.user_id),
      });
      try {
        await mailer.send({
          to: row.email,
          ...rendered,
          headers: {
            ...rendered.headers,
            ...oneClickUnsubscribeHeaders(oneClickUnsubscribeLink(publicUrl, secret, row.user_id)),
          },
        });
      } catch {
        // Kept in the outbox with its error by the mailer; the row stays claimed and is tried again once
        // the claim goes stale.
        run.failed += 1;
        continue;
      }
      await markDone(db, row.id, 'sent', options.now());
      run.sent += 1;
    }
  }
  return run;
}
