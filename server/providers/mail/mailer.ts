// What sends an e-mail, whichever way it goes (SMTP or the outbox table), and how a caller sends one
// without making a player wait for it.
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, say); only SMTP delivery carries them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the message is delivered (SMTP) or stored (outbox); rejects when it was not. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections; the app calls it on close. */
  close?(): void;
}

/** SMTP refused or never took the message; it is in the outbox with its error, already logged. */
export class MailDeliveryError extends Error {
  readonly outboxId: string;

  constructor(outboxId: string, cause: unknown) {
    super(`The e-mail (outbox ${outboxId}) was not delivered: ${describeError(cause)}`, { cause });
    this.name = 'MailDeliveryError';
    this.outboxId = outboxId;
  }
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One recipient and nothing else: a line break in the address would let a caller write headers of its
 * own. Addresses are validated where a player types them; this is the last line of defence.
 */
export function assertSingleRecipient(to: string): void {
  if (to.trim() === '' || /[\r\n,;]/.test(to))
    throw new Error('An e-mail needs exactly one recipient address');
}

/**
 * Lets a sending promise run on without the caller awaiting it: the HTTP answer does not wait for SMTP,
 * and a failure is logged (and kept in the outbox) instead of failing the request. The promise it
 * answers resolves when the attempt is over and never rejects.
 */
export function inBackground(sending: Promise<void>, log: FastifyBaseLogger): Promise<void> {
  return sending.catch((error: unknown) => {
    // SmtpMailer has logged it already, with the outbox row that keeps it.
    if (error instanceof MailDeliveryError) return;
    log.error({ err: error }, 'An e-mail could not be sent');
  });
}

/** `mailer.send(message)` in the background: see {@link inBackground}. */
export function sendInBackground(
  mailer: Mailer,
  message: MailMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  return inBackground(mailer.send(message), log);
}

/**
 * The mailer, counting the sends under way so that closing the app lets them finish (a background send
 * would otherwise write to a closed database or be cut off mid-conversation), for at most `maxWaitMs`.
 */
export function drainingMailer(mailer: Mailer): { mailer: Mailer; drain(maxWaitMs: number): Promise<void> } {
  const underWay = new Set<Promise<unknown>>();
  return {
    mailer: {
      send(message) {
        const sending = mailer.send(message);
        const settled = sending.catch(() => undefined);
        underWay.add(settled);
        void settled.then(() => underWay.delete(settled));
        return sending;
      },
      close: () => mailer.close?.(),
    },
    async drain(maxWaitMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs);
        timer.unref();
      });
      await Promise.race([Promise.all(underWay), timeout]);
      clearTimeout(timer);
    },
  };
}
