// The settlement job: every minute, right after the scores sync in the same order when the jobs run
// together (server/jobs/schedule.ts), it settles every event with a result it was not settled for yet.
import type { JobDefinition } from '#server/jobs/job.ts';
import { eventsChanged } from '#server/db/events-changed.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { settleFinishedEvents } from './settle-event.ts';

const SETTLEMENT_INTERVAL_MS = 60_000;

export const settlementJob: JobDefinition = {
  name: 'settlement',
  intervalMs: SETTLEMENT_INTERVAL_MS,
  runAtStartup: true,
  async run(context) {
    const result = await settleFinishedEvents(context);
    // Picks' results and events' settlement changed: the events views of this process read afresh.
    if (!result.skipped) eventsChanged(context.db);
    if (result.skipped) context.log.debug('Settlement skipped: another settlement is running');
    // The boards follow at once, not at the standings job's next tick.
    else if (result.events > 0) await refreshStandings(context.db, context.clock.now());
    return result;
  },
};
