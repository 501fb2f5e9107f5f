// The daily challenge's background jobs, run by the scheduler (server/plugins/jobs.ts): choosing the match
// of the day ahead of time, and settling the daily picks and streak rewards as results come in.
import { challengeDateOf } from '#core/game/daily-challenge.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { chooseDailyChallenge } from './choose.ts';
import { settleDailyPicks } from './settle.ts';
import { dayOffset } from './store.ts';

/** Often enough that a day's match is chosen soon after its events arrive with their odds. */
const DAILY_CHOICE_INTERVAL_MS = 15 * 60_000;
/** As often as the scores sync (every two minutes): a finished match settles at its next run. */
const DAILY_SETTLEMENT_INTERVAL_MS = 2 * 60_000;

export const dailyChallengeJobs: JobDefinition[] = [
  {
    name: 'daily-challenge-choice',
    intervalMs: DAILY_CHOICE_INTERVAL_MS,
    runAtStartup: true,
    // Tomorrow's too, so the landing page has its match at midnight UTC without waiting for a run. A day
    // whose events are not known yet simply gets no choice, and a later run makes it.
    async run({ db, clock }) {
      const today = challengeDateOf(clock.now());
      const chosen: { day: string; eventId: string | null }[] = [];
      for (const day of [today, dayOffset(today, 1)]) {
        const row = await chooseDailyChallenge({ db, clock }, day);
        chosen.push({ day, eventId: row?.eventId ?? null });
      }
      return chosen;
    },
  },
  {
    name: 'daily-challenge-settlement',
    intervalMs: DAILY_SETTLEMENT_INTERVAL_MS,
    runAtStartup: true,
    run: ({ db, clock }) => settleDailyPicks({ db, clock }),
  },
];
