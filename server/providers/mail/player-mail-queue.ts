// Queueing the e-mails players opted into (docs/player-emails.md): one row per (kind, player, subject),
// inserted with ON CONFLICT DO NOTHING, so that queueing the same e-mail twice (two instances, a rerun)
// keeps one. Here, below the modules, so that any module may queue (the leagues module does); the
// player-mail module's job delivers them.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import type { PlayerMailKind } from '#server/db/schema.ts';
import { optedIn } from './player-mail-recipients.ts';

export interface QueuedMail {
  userId: string;
  subjectKey: string;
  payload: Record<string, unknown>;
}

/** Queues each e-mail whose player opted into `kind`; answers how many were new. */
export async function queueMail(
  db: Executor,
  kind: PlayerMailKind,
  mails: readonly QueuedMail[],
): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = JSON.stringify(
    mails.map((mail) => ({ user_id: mail.userId, subject_key: mail.subjectKey, payload: mail.payload })),
  );
  const { rows: inserted } = await db.execute<{ id: string }>(sql`
    insert into player_notifications (kind, user_id, subject_key, payload)
    select ${kind}, m.user_id, m.subject_key, m.payload
    from jsonb_to_recordset(${rows}::jsonb) as m(user_id uuid, subject_key text, payload jsonb)
    join users on users.id = m.user_id
    where ${optedIn(kind)}
    on conflict (kind, user_id, subject_key) do nothing
    returning id`);
  return inserted.length;
}
