// The background jobs: each module registers its own (`fastify.scheduler.register`, through its jobs
// plugin, server/jobs/job.ts jobsOf) and server/app.ts registers those plugins in run order: odds and scores
// sync, settlement, the gameweek rollover, the daily challenge's jobs. Each runs on its interval and all of
// them once at startup, on timers cleared when the app closes. With the app option `jobs: false` (tests) no timer starts, but `fastify.jobs.runNow()`
// still runs them all once, in order: the dev clock calls it after moving time.
import fp from 'fastify-plugin';
import type { ServerConfig } from '#server/config.ts';
import type { OddsFeed } from '#core/game/feed.ts';
import { createOddsFeed } from '#server/feeds/create-feed.ts';
import type { QuotaSnapshot, TheOddsApiFeed } from '#server/feeds/the-odds-api/index.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { createScheduler, type Scheduler } from '#server/jobs/scheduler.ts';

interface JobsPluginOptions {
  config: ServerConfig;
  /** Start the timers and the startup runs. */
  enabled: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; `runNow` runs every job once, in order, and resolves when they are done. */
    jobs: { runNow(): Promise<void> };
    /** Where modules add their jobs, before the app is ready; they run in the order they were added. */
    scheduler: { register(...jobs: JobDefinition[]): void };
    /** The odds feed the jobs read: its name, and this instance's view of The Odds API's credits. */
    oddsFeed: { provider: OddsFeed['name']; quota(): QuotaSnapshot | null };
  }
}

export default fp<JobsPluginOptions>(
  async (fastify, { config, enabled }) => {
    const feed = createOddsFeed(config, fastify.clock, fastify.log.child({ feed: config.oddsProvider }));
    const registered: JobDefinition[] = [];
    let created: Scheduler | undefined;
    // Made on first use (ready, or a runNow), once every module has registered its jobs.
    const scheduler = () =>
      (created ??= createScheduler(registered, (job) => ({
        db: fastify.jobsDb, // its own pool on PostgreSQL: batch statements outlast a request's limit
        clock: fastify.clock,
        config,
        feed,
        log: fastify.log.child({ job: job.name }),
      })));
    fastify.decorate('scheduler', {
      register(...jobs: JobDefinition[]) {
        if (created) throw new Error(`Jobs ${jobs.map((job) => job.name).join(', ')} came after the start.`);
        registered.push(...jobs);
      },
    });
    fastify.decorate('jobs', { runNow: () => scheduler().runNow() });
    fastify.decorate('oddsFeed', {
      provider: feed.name,
      quota: () => ('quota' in feed ? (feed as TheOddsApiFeed).quota() : null),
    });

    if (enabled) {
      // Not awaited: the server answers while the startup runs go on.
      fastify.addHook('onReady', async () => scheduler().start());
    }
    // Before the database closes: no new run starts, and the running ones finish.
    fastify.addHook('preClose', () => (created ? created.stop() : Promise.resolve()));
  },
  { name: 'jobs', dependencies: ['database'] },
);
