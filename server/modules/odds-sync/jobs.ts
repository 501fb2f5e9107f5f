// The feed jobs: the odds sync every five minutes and the scores sync every two (server/modules/odds-sync).
// Without a feed in their context they do nothing. On The Odds API, whose credits are counted per month
// (a full odds sync costs dozens of them), each job also keeps to a pace that spreads its share of the
// credits left over the rest of the month: a tick that comes too soon after the last run is skipped.
import type { OddsFeed } from '#core/game/feed.ts';
import type { QuotaSnapshot, TheOddsApiFeed } from '#server/feeds/the-odds-api/index.ts';
import { syncOdds, syncScores, type SyncDependencies, type SyncResult } from './sync.ts';
import type { JobContext, JobDefinition } from '#server/jobs/job.ts';

const ODDS_SYNC_INTERVAL_MS = 5 * 60_000;
const SCORES_SYNC_INTERVAL_MS = 2 * 60_000;
/** The part of the month's credits each feed job may spend: odds and scores share them equally. */
const FEED_JOB_CREDIT_SHARE = 0.5;

type FeedJobResult = SyncResult | { skipped: true; why: 'no-feed' | 'credit-pace' };

export interface LastRun {
  at: Date;
  /** Credits it spent. */
  cost: number;
}

/**
 * Whether a run may start now: never without credits; else once the time since the last run is at least
 * what its cost is worth at the pace `share` x (credits left) per (time left in the month).
 */
export function paceAllows(quota: QuotaSnapshot, last: LastRun | null, now: Date, share: number): boolean {
  if (quota.outOfCredits || quota.budgetLeft <= 0) return false;
  if (!last || last.cost <= 0) return true;
  const monthLeftMs = Math.max(0, Date.parse(quota.resetsAt) - now.getTime());
  const gapMs = (last.cost / (quota.budgetLeft * share)) * monthLeftMs;
  return now.getTime() - last.at.getTime() >= gapMs;
}

function metered(feed: OddsFeed): TheOddsApiFeed | null {
  return feed.name === 'the-odds-api' && 'quota' in feed ? (feed as TheOddsApiFeed) : null;
}

function feedJob(
  name: string,
  intervalMs: number,
  sync: (deps: SyncDependencies) => Promise<SyncResult>,
): JobDefinition {
  // Per process: each instance paces its own calls (the provider's own count of the month is shared).
  let last: LastRun | null = null;
  return {
    name,
    intervalMs,
    runAtStartup: true,
    async run({ db, feed, clock, log }: JobContext): Promise<FeedJobResult> {
      if (!feed) return { skipped: true, why: 'no-feed' };
      const meter = metered(feed);
      const before = meter?.quota();
      if (before && !paceAllows(before, last, clock.now(), FEED_JOB_CREDIT_SHARE)) {
        log.debug({ quota: before }, `${name} waits for its credit pace`);
        return { skipped: true, why: 'credit-pace' };
      }
      const startedAt = clock.now();
      try {
        const result = await sync({ db, feed, clock, log });
        if (result.skipped) log.debug(`${name} skipped: another sync is running`);
        return result;
      } finally {
        if (meter && before) {
          last = { at: startedAt, cost: Math.max(0, meter.quota().usedThisMonth - before.usedThisMonth) };
        }
      }
    },
  };
}

/** A fresh job each call: its pace is kept per app. */
export const oddsSyncJob = () => feedJob('odds-sync', ODDS_SYNC_INTERVAL_MS, syncOdds);
export const scoresSyncJob = () => feedJob('scores-sync', SCORES_SYNC_INTERVAL_MS, syncScores);
