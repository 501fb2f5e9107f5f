// Mail without an SMTP server: the message is stored in the outbox table and one log line says where to
// read it, so the embedded default can complete every flow (sign up, conversion, reset) on one machine.
import type { FastifyBaseLogger } from 'fastify';
import { assertSingleRecipient, type MailMessage, type Mailer } from './mailer.ts';
import type { OutboxStore } from './outbox-store.ts';

export interface OutboxMailerOptions {
  store: OutboxStore;
  log: FastifyBaseLogger;
  /** Where a person reads the outbox (the dev outbox route); unset when that route is off. */
  readAt: string | undefined;
}

export class OutboxMailer implements Mailer {
  readonly #store: OutboxStore;
  readonly #log: FastifyBaseLogger;
  readonly #readAt: string | undefined;

  constructor(options: OutboxMailerOptions) {
    this.#store = options.store;
    this.#log = options.log;
    this.#readAt = options.readAt;
  }

  async send(message: MailMessage): Promise<void> {
    assertSingleRecipient(message.to);
    await this.#store.record(message);
    // The subject and where to read it, never the body: the body holds the link's secret token.
    this.#log.info(
      this.#readAt
        ? `E-mail to ${message.to}: ${message.subject} — open ${this.#readAt} to read it`
        : `E-mail to ${message.to}: ${message.subject} — stored in the outbox table (no SMTP_URL, DEV_OUTBOX off)`,
    );
  }
}
