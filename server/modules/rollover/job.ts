// The rollover job: every minute it asks whether a new gameweek has begun (a primary-key probe in
// job_runs), so premium players get their credits within a minute of Monday 00:00 UTC.
import type { JobDefinition } from '#server/jobs/job.ts';
import { ROLLOVER_JOB, rollOverGameweek } from './rollover.ts';

const ROLLOVER_INTERVAL_MS = 60_000;

export const rolloverJob: JobDefinition = {
  name: ROLLOVER_JOB,
  intervalMs: ROLLOVER_INTERVAL_MS,
  runAtStartup: true,
  async run(context) {
    const result = await rollOverGameweek(context.db, context.clock.now());
    if (result.claimed) context.log.info(result, 'Gameweek rolled over');
    return result;
  },
};
