// The results e-mail (docs/player-emails.md §3): once the last gameweek is settled (it is over, every live
// weekly pick counted in it is on a settled event, and the standings have taken every settlement in),
// each opted-in player who had a pick in it is sent their points, weekly rank and league positions, once.
import { sql } from 'drizzle-orm';
import { gameweekOf, previousGameweek } from '#core/game/gameweek.ts';
import type { Database } from '#server/db/client.ts';
import { claimJobRun, finishJobRun } from '#server/jobs/claim.ts';
import { gameweekResultOf } from '#server/modules/leaderboards/index.ts';
import { queueMail, type QueuedMail } from '#server/providers/mail/player-mail-queue.ts';
import { optedIn } from '#server/providers/mail/player-mail-recipients.ts';

const RESULTS_MAIL_JOB = 'results-mail';

export interface ResultsRun {
  gameweek: string;
  settled: boolean;
  queued: number;
}

/**
 * Every weekly event of the gameweek with live picks counted in it is settled, there is at least one, and
 * the standings have taken every settlement in. Read through the events of the gameweek (its index) and
 * each one's picks (by event), never a scan of all picks.
 */
async function isSettled(db: Database, gameweek: string): Promise<boolean> {
  const { rows } = await db.execute<{ settled: boolean }>(sql`
    with played as (
      select e.settled_at from events e
      where e.gameweek = ${gameweek} and e.lock_time is null and exists (
        select 1 from predictions p
        where p.event_id = e.id and p.gameweek = ${gameweek} and p.removed_at is null))
    select exists (select 1 from played)
      and not exists (select 1 from played where settled_at is null)
      and not exists (select 1 from standings_dirty_events)
      as settled`);
  return rows[0]?.settled === true;
}

/** Whether the gameweek's results were queued already (a primary-key probe of job_runs). */
async function alreadyQueued(db: Database, gameweek: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from job_runs where job = ${RESULTS_MAIL_JOB} and run_key = ${gameweek}`,
  );
  return rows.length > 0;
}

/** Queues the last gameweek's results once it is settled; a gameweek is queued once (job_runs). */
export async function queueGameweekResults(db: Database, now: Date): Promise<ResultsRun> {
  const gameweek = previousGameweek(gameweekOf(now));
  if (await alreadyQueued(db, gameweek)) return { gameweek, settled: true, queued: 0 };
  if (!(await isSettled(db, gameweek))) return { gameweek, settled: false, queued: 0 };
  return db.transaction(async (tx) => {
    const key = { job: RESULTS_MAIL_JOB, runKey: gameweek };
    if (!(await claimJobRun(tx, key, now))) return { gameweek, settled: true, queued: 0 };
    const { rows } = await tx.execute<{ id: string }>(sql`
      select users.id from users
      where ${optedIn('results')} and exists (
        select 1 from predictions p
        where p.user_id = users.id and p.gameweek = ${gameweek} and p.game = 'weekly'
          and p.removed_at is null)
      order by users.id`);
    const mails: QueuedMail[] = [];
    for (const { id } of rows) {
      const result = await gameweekResultOf(tx, id, gameweek, now);
      mails.push({ userId: id, subjectKey: gameweek, payload: { gameweek, ...result } });
    }
    const queued = await queueMail(tx, 'results', mails);
    await finishJobRun(tx, key, now, { queued });
    return { gameweek, settled: true, queued };
  });
}
