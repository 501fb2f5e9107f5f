// The leaderboards module's public face: its routes, its refresh job, and the marks other modules make in
// their own transactions when a player's points change (settlement, bonus points).
import { jobsOf } from '#server/jobs/job.ts';
import { standingsJob } from './job.ts';

export { default as leaderboardsRoutes } from './routes.ts';
export { forgetPlayer, markPlayersOfEvent, refreshStandings } from './refresh.ts';

/** The last job of every run: the boards then show what the jobs before it settled. */
export const leaderboardsJobs = jobsOf('leaderboards', () => [standingsJob]);
