// What a background job is: a name, how often it runs, and its work. The scheduler (server/plugins/jobs.ts)
// runs each on its interval and all of them, in list order, when the dev clock moves (api/dev/clock).
// A job must be safe to run on several server instances at once: rerunnable work takes a PostgreSQL
// advisory lock, once-only work claims its run in `job_runs` (server/jobs/claim.ts).
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '#server/clock.ts';
import type { ServerConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { OddsFeed } from '#core/game/feed.ts';

export interface JobContext {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /** The configured odds feed; null when it cannot be used (the job then does nothing). */
  feed: OddsFeed | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
}

export interface JobDefinition {
  /** Shown in logs, e.g. "settlement". */
  name: string;
  intervalMs: number;
  /** Whether the job also runs once when the server starts. */
  runAtStartup: boolean;
  run(context: JobContext): Promise<unknown>;
}

/**
 * A module's jobs as a plugin: registering it adds them to the scheduler (server/plugins/jobs.ts), after the
 * jobs registered before it. server/app.ts registers the modules' job plugins in the order the jobs run.
 * `jobs` is called once per app (a job may keep per-app state, as the feed jobs' credit pace does).
 */
export function jobsOf(name: string, jobs: () => readonly JobDefinition[]) {
  return fp(
    async (fastify) => {
      fastify.scheduler.register(...jobs());
    },
    { name: `${name}-jobs`, dependencies: ['jobs'] },
  );
}
