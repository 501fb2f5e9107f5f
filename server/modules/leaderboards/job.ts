// The standings refresh as a job: every second (and at the end of every run of the jobs, so that the dev
// clock leaves the boards current), it takes what settlement, bonus points and daily results marked, then
// rewrites the benchmark bots' rows if anything was decided since. And the bots' picks as a job: run before
// settlement, so that an event which ended by the next run has its bots' picks to settle.
import type { JobDefinition } from '#server/jobs/job.ts';
import { refreshBotStandings } from './bots/bot-standings.ts';
import { recordBotPicks } from './bots/record-picks.ts';
import { refreshStandings } from './refresh.ts';

const STANDINGS_INTERVAL_MS = 1_000;
/** A bot's pick is due at its event's lock; settlement comes an event's length later. */
const BOT_PICKS_INTERVAL_MS = 30_000;

export const standingsJob: JobDefinition = {
  name: 'standings',
  intervalMs: STANDINGS_INTERVAL_MS,
  runAtStartup: true,
  async run(context) {
    const result = await refreshStandings(context.db, context.clock.now());
    if (!result.skipped && result.players > 0) context.log.info(result, 'Standings refreshed');
    const bots = await refreshBotStandings(context.db);
    if (!bots.skipped && bots.rewritten) context.log.info({ rows: bots.rows }, "Bots' standings rewritten");
    return result;
  },
};

export const botPicksJob: JobDefinition = {
  name: 'bot-picks',
  intervalMs: BOT_PICKS_INTERVAL_MS,
  runAtStartup: true,
  async run(context) {
    const result = await recordBotPicks(context.db, context.clock.now());
    if (result.recorded > 0) context.log.info(result, "Bots' picks recorded");
    return result;
  },
};
