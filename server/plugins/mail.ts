// Decorates `fastify.mailer` (SMTP when SMTP_URL is set, else the outbox table) and `fastify.emails`
// (the accounts e-mails, links and unsubscribe footer included).
import fp from 'fastify-plugin';
import { createEmails, type Emails } from '#server/providers/mail/emails.ts';
import { drainingMailer, type Mailer } from '#server/providers/mail/mailer.ts';
import { OutboxMailer } from '#server/providers/mail/outbox-mailer.ts';
import { createOutboxStore } from '#server/providers/mail/outbox-store.ts';
import { SmtpMailer } from '#server/providers/mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    emails: Emails;
  }
}

/** Where a person reads the outbox: the dev outbox route (server/modules/dev-outbox). */
function outboxPageUrl(publicUrl: string): string {
  return `${publicUrl}/api/dev/outbox/page`;
}

/** How long closing the app waits for e-mails still being sent. */
const closeWaitMs = 15_000;

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const store = createOutboxStore(fastify.db);
    let transport: Mailer;
    if (config.smtpUrl) {
      transport = new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom, store, log: fastify.log });
      // The host only: the URL may carry the SMTP password.
      fastify.log.info(`E-mail goes through SMTP at ${new URL(config.smtpUrl).host}`);
    } else {
      const readAt = config.devOutbox ? `${config.publicUrl}/api/dev/outbox` : undefined;
      transport = new OutboxMailer({ store, log: fastify.log, readAt });
      fastify.log.info(
        config.devOutbox
          ? `No SMTP_URL: e-mails are kept in the outbox, readable at ${outboxPageUrl(config.publicUrl)}`
          : 'No SMTP_URL: e-mails are kept in the outbox table (DEV_OUTBOX is off, so no page shows them)',
      );
    }
    const { mailer, drain } = drainingMailer(transport);
    fastify.decorate('mailer', mailer);
    fastify.decorate(
      'emails',
      createEmails({ mailer, publicUrl: config.publicUrl, secret: config.jwtSecret }),
    );
    // Runs before the database closes (onClose hooks run in reverse order of registration).
    fastify.addHook('onClose', async () => {
      await drain(closeWaitMs);
      mailer.close?.();
    });
  },
  { name: 'mail', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
