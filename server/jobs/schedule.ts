// The background jobs, in the order they run when run together (at startup, and on api/dev/clock/advance):
// fresh odds and scores first, so that settlement sees the newest results, then the gameweek rollover,
// then the daily challenge's jobs.
import { dailyChallengeJobs } from '#server/modules/daily-challenge/jobs.ts';
import { rolloverJob } from '#server/modules/rollover/job.ts';
import { settlementJob } from '#server/modules/settlement/job.ts';
import type { JobDefinition } from './job.ts';
import { oddsSyncJob, scoresSyncJob } from './sync-jobs.ts';

/** A new list per app (the feed jobs keep their credit pace per app). */
export const scheduledJobs = (): JobDefinition[] => [
  oddsSyncJob(),
  scoresSyncJob(),
  settlementJob,
  rolloverJob,
  ...dailyChallengeJobs,
];
