// The weekly reminder (docs/player-emails.md §2): within each player's lead time (users.reminder_lead_hours,
// 24 by default) before the gameweek's first lock (the first kick-off of its events), every opted-in player
// with fewer live picks than their allowance (5 + the ExtraPrediction credits redeemed for the week) is
// sent one reminder for that gameweek.
import { sql } from 'drizzle-orm';
import { gameweekOf } from '#core/game/gameweek.ts';
import { WEEKLY_PREDICTIONS } from '#core/game/rules.ts';
import { CREDIT_TYPE_IDS } from '#core/game/credits.ts';
import { REMINDER_LEAD_HOURS_MAX } from '#core/contract/account.ts';
import type { Executor } from '#server/db/executor.ts';
import { optedIn } from '#server/providers/mail/player-mail-recipients.ts';

/** The longest lead time a player may choose (core/contract/account.ts), in milliseconds. */
const LONGEST_LEAD_MS = REMINDER_LEAD_HOURS_MAX * 60 * 60 * 1000;

export interface ReminderRun {
  gameweek: string;
  /** The first kick-off of the gameweek's events; null when it has none. */
  firstLock: string | null;
  queued: number;
}

/** Queues the reminders due at `now`; nothing before the lead time or after the first lock. */
export async function queueWeeklyReminders(db: Executor, now: Date): Promise<ReminderRun> {
  const gameweek = gameweekOf(now);
  const { rows } = await db.execute<{ first: string | Date | null }>(sql`
    select min(commence_time) as first from events
    where gameweek = ${gameweek} and lock_time is null and status not in ('postponed', 'cancelled')`);
  const first = rows[0]?.first ? new Date(rows[0].first) : null;
  if (!first || now.getTime() >= first.getTime() || now.getTime() < first.getTime() - LONGEST_LEAD_MS) {
    return { gameweek, firstLock: first?.toISOString() ?? null, queued: 0 };
  }
  const firstLock = first.toISOString();
  const { rows: inserted } = await db.execute<{ id: string }>(sql`
    with counts as (
      select users.id as user_id,
        (select count(*) from predictions p
          where p.user_id = users.id and p.gameweek = ${gameweek} and p.game = 'weekly'
            and p.removed_at is null)::int as picks,
        ${WEEKLY_PREDICTIONS} + (select count(*) from credits c
          where c.user_id = users.id and c.type_id = ${CREDIT_TYPE_IDS.ExtraPrediction}
            and c.redeemed_gameweek = ${gameweek} and c.redeemed_at is not null)::int as allowance
      from users
      where ${optedIn('weekly-reminder')}
        and ${now.toISOString()}::timestamptz >= ${firstLock}::timestamptz - make_interval(hours => users.reminder_lead_hours)
        -- Already queued: no need to count their picks again.
        and not exists (
          select 1 from player_notifications n
          where n.kind = 'weekly-reminder' and n.user_id = users.id and n.subject_key = ${gameweek})
    )
    insert into player_notifications (kind, user_id, subject_key, payload)
    select 'weekly-reminder', user_id, ${gameweek},
      jsonb_build_object('gameweek', ${gameweek}::text, 'firstLock', ${firstLock}::text,
        'picks', picks, 'allowance', allowance)
    from counts where picks < allowance
    on conflict (kind, user_id, subject_key) do nothing
    returning id`);
  return { gameweek, firstLock, queued: inserted.length };
}
