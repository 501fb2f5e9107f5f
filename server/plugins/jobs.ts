// The background jobs: the odds sync every five minutes (and once at startup) and the scores sync every two,
// on timers cleared when the app closes. Off with the app option `jobs: false` (tests run syncs by hand).
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import { createOddsFeed } from '../feeds/create-feed.ts';
import { syncOdds, syncScores, type SyncDependencies, type SyncResult } from '../modules/odds-sync/sync.ts';

export const ODDS_SYNC_INTERVAL_MS = 5 * 60_000;
export const SCORES_SYNC_INTERVAL_MS = 2 * 60_000;

export interface JobsPluginOptions {
  config: ServerConfig;
  enabled: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; `runNow` runs every due job once and resolves when they are done. */
    jobs: { runNow(): Promise<void> };
  }
}

export default fp<JobsPluginOptions>(
  async (fastify, { config, enabled }) => {
    const jobs = { runNow: async () => {} };
    fastify.decorate('jobs', jobs);
    if (!enabled) return;
    const feed = createOddsFeed(config, fastify.clock);
    if (!feed) {
      fastify.log.warn('The Odds API feed is not wired yet; no odds will sync');
      return;
    }
    const deps: SyncDependencies = { db: fastify.db, feed, clock: fastify.clock, log: fastify.log };
    const timers: NodeJS.Timeout[] = [];
    const inFlight = new Set<Promise<void>>();
    let closing = false;

    const run = (name: string, sync: (deps: SyncDependencies) => Promise<SyncResult>) => () => {
      if (closing) return;
      const job = sync(deps).then(
        (result) => {
          if (result.skipped) fastify.log.debug(`${name} skipped: another sync is running`);
        },
        (error: unknown) => fastify.log.error({ err: error }, `${name} failed`),
      );
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
    };
    const odds = run('Odds sync', syncOdds);
    const scores = run('Scores sync', syncScores);

    fastify.addHook('onReady', async () => {
      // Not awaited: the server answers while the first sync runs.
      odds();
      timers.push(setInterval(odds, ODDS_SYNC_INTERVAL_MS), setInterval(scores, SCORES_SYNC_INTERVAL_MS));
      for (const timer of timers) timer.unref();
    });
    // Before the database closes: no new run starts, and the running ones finish.
    fastify.addHook('preClose', async () => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight);
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
