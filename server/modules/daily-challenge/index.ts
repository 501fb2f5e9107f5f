// The daily challenge's public face: its routes and its jobs (choosing the match of the day, settling).
import { jobsOf } from '#server/jobs/job.ts';
import { dailyChallengeJobs as jobs } from './jobs.ts';

export { default as dailyChallengeRoutes } from './routes.ts';

/** The last jobs of every run. */
export const dailyChallengeJobs = jobsOf('daily-challenge', () => jobs);
