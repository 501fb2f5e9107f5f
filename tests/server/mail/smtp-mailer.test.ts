// A real SMTP conversation: nodemailer talks to an smtp-server on 127.0.0.1, and the test reads what
// arrived as a mail client would, then follows the link.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { createEmails } from '#server/providers/mail/emails.ts';
import { inBackground, MailDeliveryError, sendInBackground } from '#server/providers/mail/mailer.ts';
import { createOutboxStore, deliveredBody } from '#server/providers/mail/outbox-store.ts';
import { SmtpMailer } from '#server/providers/mail/smtp-mailer.ts';
import { verifyUnsubscribeToken } from '#server/providers/mail/unsubscribe-token.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/build-test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { captureLog } from './log-capture.ts';

const secret = 'a-test-secret-that-is-at-least-32-characters-long';
const publicUrl = 'https://longshot.example';
const from = 'Longshot <no-reply@longshot.example>';
const user = { id: '2f0c6a64-4d1e-4a4b-9a3e-0c6b1d1f7e21', email: 'ann@example.com', displayName: 'Ann' };
const oneTimeToken = 'Zm9vYmFyLXRva2VuLXdpdGgtKy1hbmQtLw';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SmtpMailer', () => {
  let database: TestDatabase;
  let sink: SmtpSink;

  beforeAll(async () => {
    [database, sink] = await Promise.all([openTestDatabase(), startSmtpSink()]);
  });
  afterAll(async () => {
    await Promise.all([database?.close(), sink?.close()]);
  });
  beforeEach(async () => {
    await database.handle.db.delete(outbox);
  });

  it('delivers a confirmation e-mail whose link and unsubscribe token work', async () => {
    const { log } = captureLog();
    const store = createOutboxStore(database.handle.db);
    const mailer = new SmtpMailer({ url: sink.url, from, store, log });
    const emails = createEmails({ mailer, publicUrl, secret });
    try {
      await emails.confirmEmail(user, oneTimeToken);
    } finally {
      mailer.close();
    }

    const mail = await sink.next();
    expect(mail.envelope).toEqual({ from: 'no-reply@longshot.example', to: ['ann@example.com'] });
    expect(mail.headers.get('to')).toBe('ann@example.com');
    expect(mail.headers.get('from')).toBe('Longshot <no-reply@longshot.example>');
    expect(mail.headers.get('subject')).toBe('Confirm your e-mail address for Longshot');
    // RFC 8058: the header names the API's one-click endpoint, which a mail client may POST to.
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The link a person follows, found in the text part as they would see it.
    const links = [...mail.text.matchAll(/https:\/\/\S+/g)].map(([link]) => new URL(link));
    const confirm = links.find((link) => link.pathname === '/auth/confirm-email');
    expect(confirm?.origin).toBe(publicUrl);
    expect(Object.fromEntries(confirm?.searchParams ?? [])).toEqual({ userId: user.id, token: oneTimeToken });
    expect(mail.html).toContain(
      `href="${publicUrl}/auth/confirm-email?userId=${user.id}&amp;token=${oneTimeToken}"`,
    );

    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1] ?? 'x:');
    expect(oneClick.origin + oneClick.pathname).toBe(
      `${publicUrl}/api/account/v1/${user.id}/emailPreferences/oneClickUnsubscribe`,
    );
    expect(verifyUnsubscribeToken(secret, user.id, oneClick.searchParams.get('token') ?? '')).toBe(true);
    // The footer's link a person follows: the unsubscribe page, with the same token.
    const unsubscribe = links.find((link) => link.pathname === '/email-preferences/unsubscribe');
    expect(unsubscribe?.searchParams.get('userId')).toBe(user.id);
    expect(unsubscribe?.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

    const [row] = await store.list({ limit: 50 });
    expect(row?.toAddress).toBe('ann@example.com');
    expect(row?.subject).toBe('Confirm your e-mail address for Longshot');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
    // Delivered: the copy of the one-time link is not kept.
    expect([row?.textBody, row?.htmlBody]).toEqual([deliveredBody, deliveredBody]);
    expect(JSON.stringify(row)).not.toContain(oneTimeToken);
  });

  it('keeps an undelivered e-mail in the outbox with its error; sendInBackground logs and never throws', async () => {
    const captured = captureLog();
    const store = createOutboxStore(database.handle.db);
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${await closedPort()}`,
      from,
      store,
      log: captured.log,
    });
    const message = {
      to: 'bob@example.com',
      subject: 'Reset your Longshot password',
      text: 't',
      html: '<p>t</p>',
    };
    try {
      await expect(mailer.send(message)).rejects.toBeInstanceOf(MailDeliveryError);
      await expect(sendInBackground(mailer, message, captured.log)).resolves.toBeUndefined();
    } finally {
      mailer.close();
    }

    const rows = await store.list({ to: 'BOB@example.com', limit: 50 });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED/);
      // Kept whole, to be read or sent again.
      expect([row.subject, row.textBody, row.htmlBody]).toEqual([message.subject, 't', '<p>t</p>']);
    }
    const failures = captured.entries().filter((entry) => entry.level === 50);
    expect(failures.map((entry) => entry.msg)).toEqual([
      'SMTP did not take an e-mail; it is kept in the outbox with the error',
      'SMTP did not take an e-mail; it is kept in the outbox with the error',
    ]);
    expect(failures[0]?.outboxId).toBe(rows[1]?.id);
  });

  it('inBackground logs any other failure (the outbox unreachable, say) and resolves', async () => {
    const captured = captureLog();
    await expect(
      inBackground(Promise.reject(new Error('database closed')), captured.log),
    ).resolves.toBeUndefined();
    const failures = captured.entries().filter((entry) => entry.level === 50);
    expect(
      failures.map((entry) => [entry.msg, (entry.err as { message?: string } | undefined)?.message]),
    ).toEqual([['An e-mail could not be sent', 'database closed']]);
  });

  it('refuses a recipient that would add header lines, before anything is stored or sent', async () => {
    const { log } = captureLog();
    const store = createOutboxStore(database.handle.db);
    const mailer = new SmtpMailer({ url: sink.url, from, store, log });
    try {
      await expect(
        mailer.send({ to: 'ann@example.com\r\nBcc: eve@example.com', subject: 's', text: 't', html: 'h' }),
      ).rejects.toThrow('An e-mail needs exactly one recipient address');
    } finally {
      mailer.close();
    }
    expect(await store.list({ limit: 50 })).toEqual([]);
  });
});
