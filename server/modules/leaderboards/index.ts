// The leaderboards module's public face: its routes, its jobs (the benchmark bots' picks, the standings
// refresh), and the marks other modules make in their own transactions when a player's points change
// (settlement, bonus points).
import { jobsOf } from '#server/jobs/job.ts';
import { botPicksJob, standingsJob } from './job.ts';

export { default as leaderboardsRoutes } from './routes.ts';
export { forgetPlayer, markPlayers, markSettledEvent, refreshStandings } from './refresh.ts';
export { weeklyRanksOf } from './read.ts';
export { gameweekResultOf } from './gameweek-results.ts';

/** Before settlement: the bots' picks of the events whose lock has passed are there to be settled. */
export const benchmarkBotsJobs = jobsOf('benchmark-bots', () => [botPicksJob]);

/** The last job of every run: the boards then show what the jobs before it settled. */
export const leaderboardsJobs = jobsOf('leaderboards', () => [standingsJob]);
