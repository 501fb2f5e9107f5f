// The background jobs (server/jobs/schedule.ts): odds and scores sync, settlement, the gameweek rollover and
// the daily challenge's jobs, each on its interval and all of them once at startup, on timers cleared when
// the app closes. With the app option `jobs: false` (tests) no timer starts, but `fastify.jobs.runNow()`
// still runs them all once, in order: the dev clock calls it after moving time.
import fp from 'fastify-plugin';
import type { ServerConfig } from '#server/config.ts';
import { createOddsFeed } from '#server/feeds/create-feed.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { scheduledJobs } from '#server/jobs/schedule.ts';
import { createScheduler } from '#server/jobs/scheduler.ts';

export interface JobsPluginOptions {
  config: ServerConfig;
  /** Start the timers and the startup runs. */
  enabled: boolean;
  /** The jobs to run; default: all of server/jobs/schedule.ts. */
  jobs?: readonly JobDefinition[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; `runNow` runs every job once, in order, and resolves when they are done. */
    jobs: { runNow(): Promise<void> };
  }
}

export default fp<JobsPluginOptions>(
  async (fastify, { config, enabled, jobs = scheduledJobs() }) => {
    const feed = createOddsFeed(config, fastify.clock, fastify.log.child({ feed: config.oddsProvider }));
    const scheduler = createScheduler(jobs, (job) => ({
      db: fastify.db,
      clock: fastify.clock,
      config,
      feed,
      log: fastify.log.child({ job: job.name }),
    }));
    fastify.decorate('jobs', { runNow: () => scheduler.runNow() });

    if (enabled) {
      // Not awaited: the server answers while the startup runs go on.
      fastify.addHook('onReady', async () => scheduler.start());
    }
    // Before the database closes: no new run starts, and the running ones finish.
    fastify.addHook('preClose', () => scheduler.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
