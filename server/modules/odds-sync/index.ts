// The odds sync's public face: its jobs (odds and scores from the feed), the one read of the markets it
// writes, and the sync itself for the tests and tools that drive it.
import { jobsOf } from '#server/jobs/job.ts';
import { oddsSyncJob, scoresSyncJob } from './jobs.ts';

export { marketsColumn, marketsFromJson, marketsOf, type MarketWithOutcomes } from './market-reads.ts';

/** The odds sync, then the scores sync: the first jobs of every run. */
export const oddsSyncJobs = jobsOf('odds-sync', () => [oddsSyncJob(), scoresSyncJob()]);
