// The settlement module's public face: its job (settling events with new results), the administrators'
// outright-winner route, and the outright-winner command the CLI runs.
import { jobsOf } from '#server/jobs/job.ts';
import { settlementJob } from './job.ts';

export { CommandError, outrightWinnerCommand } from './outright-winner-command.ts';
export { default as settlementRoutes } from './routes.ts';
/** Settles after the syncs, before the rollover. */
export const settlementJobs = jobsOf('settlement', () => [settlementJob]);
