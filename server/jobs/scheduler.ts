// Runs the background jobs: each on its own interval (timers that never keep the process alive), the ones
// marked runAtStartup once at start in list order, and every one in list order on demand (runNow, which the
// dev clock calls). A job never overlaps itself in this process: a tick that finds its job still running is
// dropped, and runNow waits for the running one and then runs it afresh, so that it sees the latest clock.
// A failing job is logged; nothing here throws.
import type { JobContext, JobDefinition } from './job.ts';

export interface Scheduler {
  /** Runs every job once, in list order; resolves when all are done (failures are logged). */
  runNow(): Promise<void>;
  /** Starts the timers and, without waiting for them, the startup runs. */
  start(): void;
  /** Stops the timers and new runs, and waits for the running ones. */
  stop(): Promise<void>;
}

interface JobState {
  job: JobDefinition;
  context: JobContext;
  running: Promise<void> | null;
}

export function createScheduler(
  jobs: readonly JobDefinition[],
  contextFor: (job: JobDefinition) => JobContext,
): Scheduler {
  const states: JobState[] = jobs.map((job) => ({ job, context: contextFor(job), running: null }));
  const timers: NodeJS.Timeout[] = [];
  const chains = new Set<Promise<void>>();
  let stopped = false;

  function launch(state: JobState): Promise<void> {
    const { job, context } = state;
    const started = performance.now();
    const run = (async () => {
      try {
        const result = await job.run(context);
        context.log.debug({ result, ms: Math.round(performance.now() - started) }, `Job ${job.name} done`);
      } catch (error) {
        context.log.error({ err: error }, `Job ${job.name} failed`);
      }
    })();
    state.running = run;
    void run.finally(() => {
      if (state.running === run) state.running = null;
    });
    return run;
  }

  /** Waits for a running instance of the job, then runs it. */
  async function runAfterCurrent(state: JobState): Promise<void> {
    while (state.running) await state.running;
    if (stopped) return;
    await launch(state);
  }

  function track(chain: Promise<void>): Promise<void> {
    chains.add(chain);
    void chain.finally(() => chains.delete(chain));
    return chain;
  }

  async function inOrder(selected: readonly JobState[]): Promise<void> {
    for (const state of selected) {
      if (stopped) return;
      await runAfterCurrent(state);
    }
  }

  return {
    runNow: () => track(inOrder(states)),
    start() {
      if (stopped) return;
      void track(inOrder(states.filter((state) => state.job.runAtStartup)));
      for (const state of states) {
        const timer = setInterval(() => {
          if (!stopped && !state.running) void track(launch(state));
        }, state.job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      await Promise.all([...chains, ...states.map((state) => state.running)]);
    },
  };
}
