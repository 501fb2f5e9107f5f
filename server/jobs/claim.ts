// Once-only job runs (a gameweek's rollover, a day's match-of-the-day choice): the instance whose insert
// into `job_runs` wins does the work, every other one skips it. Claim inside the transaction that does the
// work: a run that fails rolls its claim back with it, so the next run tries again, and a second instance
// inserting the same key waits on the first one's uncommitted row, then finds it and skips.
import { and, eq } from 'drizzle-orm';
import { jobRuns } from '#server/db/schema.ts';
import type { Transaction } from '#server/db/executor.ts';

export interface JobRunKey {
  /** The job's name, e.g. "gameweek-rollover". */
  job: string;
  /** Which run: the gameweek, the day, ... */
  runKey: string;
}

/** True when this caller claimed the run and must do it; false when it is (being) done elsewhere. */
export async function claimJobRun(tx: Transaction, key: JobRunKey, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(jobRuns)
    .values({ job: key.job, runKey: key.runKey, startedAt: now })
    .onConflictDoNothing({ target: [jobRuns.job, jobRuns.runKey] })
    .returning({ job: jobRuns.job });
  return claimed.length === 1;
}

/** Marks a claimed run done, with what it did (shown to whoever reads `job_runs`). */
export async function finishJobRun(
  tx: Transaction,
  key: JobRunKey,
  now: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(jobRuns)
    .set({ finishedAt: now, detail })
    .where(and(eq(jobRuns.job, key.job), eq(jobRuns.runKey, key.runKey)));
}
