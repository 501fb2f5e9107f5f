// Who may receive an e-mail of a kind (docs/player-emails.md §1): a player (not a guest, not an
// administrator) with a confirmed address, an account not deleted, and no opt-out of all e-mails or of
// this kind. Checked when an e-mail is queued and again just before it is sent.
import { sql, type SQL } from 'drizzle-orm';
import type { PlayerMailKind } from '#server/db/schema.ts';

/** A condition on `users` (by that table name) for a player who opted into `kind`. */
export function optedIn(kind: PlayerMailKind): SQL {
  return sql`(users.email is not null and users.email_confirmed and users.deleted_at is null
    and users.role in ('Player', 'PremiumPlayer') and not users.unsubscribe_all
    and not exists (
      select 1 from email_unsubscriptions u
      join email_types t on t.id = u.email_type_id
      where u.user_id = users.id and t.key = ${kind}))`;
}
