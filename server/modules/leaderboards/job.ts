// The standings refresh as a job: every second (and at the end of every run of the jobs, so that the dev
// clock leaves the boards current), it takes what settlement, bonus points and daily results marked.
import type { JobDefinition } from '#server/jobs/job.ts';
import { refreshStandings } from './refresh.ts';

const STANDINGS_INTERVAL_MS = 1_000;

export const standingsJob: JobDefinition = {
  name: 'standings',
  intervalMs: STANDINGS_INTERVAL_MS,
  runAtStartup: true,
  async run(context) {
    const result = await refreshStandings(context.db, context.clock.now());
    if (!result.skipped && result.players > 0) context.log.info(result, 'Standings refreshed');
    return result;
  },
};
