// Mail through an SMTP server (SMTP_URL) with nodemailer. Every message is first written to the outbox
// table, then marked sent or failed, so nothing is lost and a failed send can be seen and sent again.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SMTPSentMessageInfo, type Transporter } from 'nodemailer';
import {
  assertSingleRecipient,
  describeError,
  MailDeliveryError,
  type MailMessage,
  type Mailer,
} from './mailer.ts';
import type { OutboxStore } from './outbox-store.ts';

export interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL, credentials included. */
  url: string;
  /** The From header, e.g. `Longshot <no-reply@example.com>`. */
  from: string;
  store: OutboxStore;
  log: FastifyBaseLogger;
}

// A dead SMTP server should fail a send in seconds, not nodemailer's default minutes.
const connectionTimeoutMs = 10_000;
const greetingTimeoutMs = 10_000;
const socketTimeoutMs = 30_000;

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter<SMTPSentMessageInfo>;
  readonly #store: OutboxStore;
  readonly #log: FastifyBaseLogger;

  constructor(options: SmtpMailerOptions) {
    this.#transport = nodemailer.createTransport(
      {
        url: options.url,
        connectionTimeout: connectionTimeoutMs,
        greetingTimeout: greetingTimeoutMs,
        socketTimeout: socketTimeoutMs,
      },
      { from: options.from },
    );
    this.#store = options.store;
    this.#log = options.log;
  }

  async send(message: MailMessage): Promise<void> {
    assertSingleRecipient(message.to);
    const outboxId = await this.#store.record(message);
    try {
      await this.#transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    } catch (error) {
      const reason = describeError(error);
      await this.#store.markFailed(outboxId, reason).catch((storeError: unknown) => {
        this.#log.error({ err: storeError, outboxId }, 'Could not record an e-mail failure in the outbox');
      });
      this.#log.error(
        { outboxId, subject: message.subject, reason },
        'SMTP did not take an e-mail; it is kept in the outbox with the error',
      );
      throw new MailDeliveryError(outboxId, error);
    }
    await this.#store.markSent(outboxId);
  }

  close(): void {
    this.#transport.close();
  }
}
