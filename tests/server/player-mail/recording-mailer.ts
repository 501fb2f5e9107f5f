// What the player-mail tests deliver through: a mailer that keeps every message, and one delivery run of
// the queued e-mails with it.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '#server/clock.ts';
import { deliverPlayerMail, type DeliveryRun } from '#server/modules/player-mail/deliver.ts';
import type { MailMessage, Mailer } from '#server/providers/mail/mailer.ts';

export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** One delivery run of the app's queue through `mailer`, at the app's clock. */
export function deliverWith(app: FastifyInstance, clock: Clock, mailer: Mailer): Promise<DeliveryRun> {
  return deliverPlayerMail({
    db: app.db,
    mailer,
    now: () => clock.now(),
    publicUrl: 'http://localhost:3000',
    secret: app.config.jwtSecret,
  });
}
