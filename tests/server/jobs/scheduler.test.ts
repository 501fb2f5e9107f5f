import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobContext, JobDefinition } from '#server/jobs/job.ts';
import { createScheduler } from '#server/jobs/scheduler.ts';
import { testConfig } from '../helpers/build-test-app.ts';

interface Recorder {
  events: string[];
  errors: { job: string; message: string }[];
}

function recorder(): Recorder {
  return { events: [], errors: [] };
}

function contextFor(record: Recorder) {
  return (job: JobDefinition): JobContext => ({
    db: {} as JobContext['db'],
    clock: { now: () => new Date('2026-11-18T12:00:00.000Z') },
    config: testConfig(),
    feed: null,
    log: {
      info: () => undefined,
      warn: () => undefined,
      debug: () => undefined,
      error: (object: unknown, message?: string) => {
        const err = (object as { err?: Error }).err;
        record.errors.push({ job: job.name, message: `${message}: ${err?.message}` });
      },
    } as unknown as JobContext['log'],
  });
}

/** A job that records its start and end and takes `ms` (real or fake timers). */
function job(
  name: string,
  record: Recorder,
  options: Partial<JobDefinition> & { ms?: number; fails?: boolean } = {},
) {
  let running = 0;
  const definition: JobDefinition & { maxConcurrent: number } = {
    name,
    intervalMs: options.intervalMs ?? 1000,
    runAtStartup: options.runAtStartup ?? true,
    maxConcurrent: 0,
    async run() {
      running += 1;
      definition.maxConcurrent = Math.max(definition.maxConcurrent, running);
      record.events.push(`${name}:start`);
      await new Promise((resolve) => setTimeout(resolve, options.ms ?? 5));
      running -= 1;
      record.events.push(`${name}:end`);
      if (options.fails) throw new Error(`${name} broke`);
      return { ok: true };
    },
  };
  return definition;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the job scheduler', () => {
  it('runNow runs every job once, in list order, one after the other, and logs failures', async () => {
    const record = recorder();
    const jobs = [job('a', record), job('b', record, { fails: true }), job('c', record)];
    const scheduler = createScheduler(jobs, contextFor(record));
    await scheduler.runNow();
    expect(record.events).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
    expect(record.errors).toEqual([{ job: 'b', message: 'Job b failed: b broke' }]);
    await scheduler.stop();
  });

  it('never runs one job twice at once: a second runNow waits for the first run, then runs it again', async () => {
    const record = recorder();
    const a = job('a', record, { ms: 20 });
    const scheduler = createScheduler([a], contextFor(record));
    await Promise.all([scheduler.runNow(), scheduler.runNow(), scheduler.runNow()]);
    expect(a.maxConcurrent).toBe(1);
    expect(record.events.filter((event) => event === 'a:end')).toHaveLength(3);
    await scheduler.stop();
  });

  it('runs the startup jobs in order at start, then each on its interval, dropping ticks while it runs', async () => {
    vi.useFakeTimers();
    const record = recorder();
    const slow = job('slow', record, { intervalMs: 100, ms: 250 });
    const quick = job('quick', record, { intervalMs: 100, ms: 1, runAtStartup: false });
    const scheduler = createScheduler([slow, quick], contextFor(record));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1);
    expect(record.events).toEqual(['slow:start']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow.maxConcurrent).toBe(1);
    // 1 s: quick ran at each of its 10 ticks; slow (250 ms a run) at most once per 300 ms.
    expect(record.events.filter((event) => event === 'quick:end')).toHaveLength(10);
    const slowRuns = record.events.filter((event) => event === 'slow:start').length;
    expect(slowRuns).toBeGreaterThanOrEqual(3);
    expect(slowRuns).toBeLessThanOrEqual(4);
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(300);
    await stopped;
    const after = record.events.length;
    expect(record.events.at(-1)).toMatch(/:end$/);
    await vi.advanceTimersByTimeAsync(1000);
    await scheduler.runNow();
    expect(record.events).toHaveLength(after);
  });

  it('stop waits for the running jobs', async () => {
    const record = recorder();
    const scheduler = createScheduler([job('a', record, { ms: 30 })], contextFor(record));
    void scheduler.runNow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await scheduler.stop();
    expect(record.events).toEqual(['a:start', 'a:end']);
  });
});
