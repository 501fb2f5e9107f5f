// The player-mail job (docs/player-emails.md §6): every minute it queues the weekly reminders that are due
// and the last gameweek's results once it is settled, then delivers every queued e-mail (reminders,
// results, league activity, news).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDefinition } from '#server/jobs/job.ts';
import { deliverPlayerMail } from './deliver.ts';
import { queueWeeklyReminders } from './reminders.ts';
import { queueGameweekResults } from './results.ts';

const PLAYER_MAIL_JOB = 'player-mail';
const PLAYER_MAIL_INTERVAL_MS = 60_000;

function playerMailJob(fastify: FastifyInstance): JobDefinition {
  return {
    name: PLAYER_MAIL_JOB,
    intervalMs: PLAYER_MAIL_INTERVAL_MS,
    runAtStartup: true,
    async run(context) {
      const reminders = await queueWeeklyReminders(context.db, context.clock.now());
      const results = await queueGameweekResults(context.db, context.clock.now());
      const delivery = await deliverPlayerMail({
        db: context.db,
        mailer: fastify.mailer,
        now: () => context.clock.now(),
        publicUrl: context.config.publicUrl,
        secret: context.config.jwtSecret,
      });
      if (reminders.queued + results.queued + delivery.sent + delivery.failed > 0) {
        context.log.info(
          { reminders: reminders.queued, results: results.queued, ...delivery },
          'Player e-mails sent',
        );
      }
      return { reminders, results, delivery };
    },
  };
}

/** Registers the job with the scheduler; it needs the mailer. */
export const playerMailJobs = fp(
  async (fastify) => {
    fastify.scheduler.register(playerMailJob(fastify));
  },
  { name: 'player-mail-jobs', dependencies: ['jobs', 'mail'] },
);
