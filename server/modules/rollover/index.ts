// The gameweek rollover's public face: its job (premium players' credits at the start of each gameweek).
import { jobsOf } from '#server/jobs/job.ts';
import { rolloverJob } from './job.ts';

export const rolloverJobs = jobsOf('rollover', () => [rolloverJob]);
