import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OddsFeed } from '#core/game/feed.ts';
import type { QuotaSnapshot } from '#server/feeds/the-odds-api/index.ts';
import type { JobContext } from '#server/jobs/job.ts';
import { oddsSyncJob, paceAllows, scoresSyncJob } from '#server/modules/odds-sync/jobs.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { quietLog, testClock } from '../predictions/sync-helpers.ts';

const DAY = 86_400_000;

function snapshot(overrides: Partial<QuotaSnapshot> = {}): QuotaSnapshot {
  return {
    month: '2026-11',
    monthlyCreditBudget: 500,
    usedThisMonth: 200,
    inFlight: 0,
    budgetLeft: 300,
    remaining: null,
    lastCost: null,
    observedAt: null,
    outOfCredits: false,
    resetsAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('paceAllows', () => {
  const now = new Date('2026-11-16T00:00:00.000Z'); // 15 days before the month turns

  it('lets the first run go, and none without credits', () => {
    expect(paceAllows(snapshot(), null, now, 0.5)).toBe(true);
    expect(paceAllows(snapshot({ budgetLeft: 0 }), null, now, 0.5)).toBe(false);
    expect(paceAllows(snapshot({ outOfCredits: true }), null, now, 0.5)).toBe(false);
  });

  it("spaces runs so that the job's share of the credits left lasts the month", () => {
    // 150 credits (half of 300) for 15 days; a run costs 30: one run every 3 days.
    const last = { at: new Date(now.getTime() - 3 * DAY + 60_000), cost: 30 };
    expect(paceAllows(snapshot(), last, now, 0.5)).toBe(false);
    expect(paceAllows(snapshot(), { ...last, at: new Date(now.getTime() - 3 * DAY) }, now, 0.5)).toBe(true);
    // A run that cost nothing (empty answers) does not hold the next one back.
    expect(paceAllows(snapshot(), { at: now, cost: 0 }, now, 0.5)).toBe(true);
  });
});

describe('the feed jobs', () => {
  let testApp: TestApp;
  const clock = testClock('2026-11-16T00:00:00.000Z');

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function context(feed: OddsFeed | null): JobContext {
    return { db: testApp.app.db, clock, config: testConfig(), feed, log: quietLog };
  }

  it('do nothing without a feed', async () => {
    expect(await oddsSyncJob().run(context(null))).toEqual({ skipped: true, why: 'no-feed' });
    expect(await scoresSyncJob().run(context(null))).toEqual({ skipped: true, why: 'no-feed' });
  });

  it("keep The Odds API's credits to a pace over the month", async () => {
    let used = 0;
    let calls = 0;
    const meteredFeed = {
      name: 'the-odds-api' as const,
      sports: async () => [],
      odds: async () => {
        calls += 1;
        used += 6;
        return [];
      },
      scores: async () => [],
      quota: () => snapshot({ usedThisMonth: used, budgetLeft: 500 - used }),
      oddsCost: () => 6,
    };
    const job = oddsSyncJob();
    expect(await job.run(context(meteredFeed))).toMatchObject({ skipped: false, failed: [] });
    const perRun = calls;
    expect(perRun).toBeGreaterThan(0);
    // Minutes later: too soon for what a run costs against the credits left.
    clock.advance(5 * 60_000);
    expect(await job.run(context(meteredFeed))).toEqual({ skipped: true, why: 'credit-pace' });
    expect(calls).toBe(perRun);
    // A week later the pace allows another run.
    clock.advance(7 * DAY);
    expect(await job.run(context(meteredFeed))).toMatchObject({ skipped: false });
    expect(calls).toBe(2 * perRun);
  });
});
