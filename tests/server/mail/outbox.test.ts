// Without SMTP_URL the e-mails go to the outbox table: stored, announced in the log, listed by the
// developer outbox routes (only when DEV_OUTBOX is on) and readable on its page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import type { OutboxDto } from '#server/modules/dev-outbox/schemas.ts';
import { createOutboxStore } from '#server/providers/mail/outbox-store.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/build-test-app.ts';
import { buildMailTestApp, type MailTestApp } from './mail-test-app.ts';

const ann = { id: '2f0c6a64-4d1e-4a4b-9a3e-0c6b1d1f7e21', email: 'ann@example.com', displayName: 'Ann' };
const resetToken = 'cmVzZXQtdG9rZW4tZm9yLWFubg';

function message(to: string, subject: string) {
  return { to, subject, text: `Text of ${subject}`, html: `<p>${subject}</p>` };
}

describe('outbox', () => {
  let database: TestDatabase;
  let mail: MailTestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    mail = await buildMailTestApp({ devOutbox: true }, database);
  });
  afterAll(async () => {
    await mail?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.handle.db.delete(outbox);
  });

  it('is the mailer without SMTP_URL: it stores the e-mail and logs where to read it, not the link', async () => {
    await mail.app.emails.resetPassword(ann, resetToken);

    const response = await mail.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<OutboxDto>();
    expect(messages).toHaveLength(1);
    const [stored] = messages;
    expect(stored?.to).toBe('ann@example.com');
    expect(stored?.subject).toBe('Reset your Longshot password');
    expect(stored?.text).toContain(
      `Choose a new password:\nhttp://localhost:3000/auth/reset-password?userId=${ann.id}&token=${resetToken}\n`,
    );
    expect(stored?.html).toContain(
      `href="http://localhost:3000/auth/reset-password?userId=${ann.id}&amp;token=${resetToken}"`,
    );
    expect(stored?.sentAt).toBeNull();
    expect(stored?.error).toBeNull();
    expect(Date.parse(stored?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const logs = mail.logs();
    expect(logs.map((entry) => entry.msg)).toContain(
      'E-mail to ann@example.com: Reset your Longshot password — open http://localhost:3000/api/dev/outbox to read it',
    );
    expect(JSON.stringify(logs)).not.toContain(resetToken);
  });

  it('sends each accounts e-mail to the right address with the right link', async () => {
    const guest = { id: '9b7d1c0e-3f0a-4f53-8a58-5d1f0e2b4c77', displayName: null };
    await mail.app.emails.confirmEmail(ann, 'confirm-1');
    await mail.app.emails.convertAccount(guest, 'guest@example.com', 'convert-1');
    await mail.app.emails.accountExists(ann);

    const { messages } = (await mail.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json<OutboxDto>();
    expect(messages.map(({ to, subject }) => [to, subject])).toEqual([
      ['ann@example.com', 'You already have a Longshot account'],
      ['guest@example.com', 'Link your Longshot account'],
      ['ann@example.com', 'Confirm your e-mail address for Longshot'],
    ]);
    expect(messages[0]?.text).toContain('Sign in to Longshot:\nhttp://localhost:3000/auth/\n');
    expect(messages[1]?.text).toContain(
      `Link my account:\nhttp://localhost:3000/auth/validate-email?loginId=${guest.id}&token=convert-1\n`,
    );
    expect(messages[1]?.text).toContain(`/email-preferences/unsubscribe?userId=${guest.id}&token=`);
    expect(messages[2]?.text).toContain(
      `Confirm my e-mail address:\nhttp://localhost:3000/auth/confirm-email?userId=${ann.id}&token=confirm-1\n`,
    );
  });

  it('lists the newest 50 first, and only one recipient with ?to= (any case)', async () => {
    for (let index = 1; index <= 51; index++) {
      await mail.app.mailer.send(
        message(index % 2 ? 'odd@example.com' : 'even@example.com', `Message ${index}`),
      );
    }
    const all = (await mail.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json<OutboxDto>();
    expect(all.messages).toHaveLength(50);
    expect(all.messages[0]?.subject).toBe('Message 51');
    expect(all.messages[49]?.subject).toBe('Message 2');

    const even = (
      await mail.app.inject({ method: 'GET', url: '/api/dev/outbox?to=EVEN%40example.com' })
    ).json<OutboxDto>();
    expect(even.messages).toHaveLength(25);
    expect(even.messages.map((entry) => entry.subject).slice(0, 3)).toEqual([
      'Message 50',
      'Message 48',
      'Message 46',
    ]);
    expect(new Set(even.messages.map((entry) => entry.to))).toEqual(new Set(['even@example.com']));
  });

  it('writes each message after the previous one, even within one tick of the clock', async () => {
    const store = createOutboxStore(database.handle.db);
    for (let index = 0; index < 20; index++) await store.record(message('tick@example.com', `Tick ${index}`));
    const rows = await store.list({ to: 'tick@example.com', limit: 50 });
    expect(rows.map((row) => row.subject)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Tick ${19 - index}`),
    );
    const times = rows.map((row) => row.createdAt.getTime());
    // Strictly newer at the database's microsecond precision; Date keeps milliseconds, so >=.
    for (let index = 1; index < times.length; index++)
      expect(times[index - 1]).toBeGreaterThanOrEqual(times[index] ?? Infinity);
  });

  it('shows the e-mails on a page with clickable links and every value escaped', async () => {
    await mail.app.mailer.send({
      to: 'mallory@example.com',
      subject: '<script>alert("subject")</script>',
      text: 'Open http://localhost:3000/auth/reset-password?userId=u&token=t<script>alert(1)</script> now',
      html: '<script>alert("html")</script>',
    });
    await mail.app.emails.resetPassword(ann, resetToken);

    const response = await mail.app.inject({ method: 'GET', url: '/api/dev/outbox/page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).not.toContain('<script');
    expect(page).toContain('<h2>&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;</h2>');
    expect(page).toContain(
      'Open <a href="http://localhost:3000/auth/reset-password?userId=u&amp;token=t">' +
        'http://localhost:3000/auth/reset-password?userId=u&amp;token=t</a>&lt;script&gt;alert(1)&lt;/script&gt; now',
    );
    const resetLink = `http://localhost:3000/auth/reset-password?userId=${ann.id}&amp;token=${resetToken}`;
    expect(page).toContain(`<a href="${resetLink}">${resetLink}</a>`);
    // Newest first.
    expect(page.indexOf('Reset your Longshot password')).toBeLessThan(page.indexOf('alert(&quot;subject'));

    const filtered = await mail.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/page?to=%22%3E%3Cscript%3E',
    });
    expect(filtered.body).not.toContain('<script');
    expect(filtered.body).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(filtered.body).toContain('No e-mails yet.');
  });
});

describe('closing the app', () => {
  it('lets the e-mails being sent in the background finish first', async () => {
    const database = await openTestDatabase();
    try {
      const mail = await buildMailTestApp({}, database);
      const sending = Array.from({ length: 5 }, (_, index) =>
        mail.app.emails.confirmEmail({ ...ann, email: `player${index}@example.com` }, `token-${index}`),
      );
      await mail.close();
      const rows = await database.handle.db.select().from(outbox);
      await Promise.all(sending);
      expect(rows.map((row) => row.toAddress).sort()).toEqual([
        'player0@example.com',
        'player1@example.com',
        'player2@example.com',
        'player3@example.com',
        'player4@example.com',
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('outbox with DEV_OUTBOX off', () => {
  let mail: MailTestApp;

  beforeAll(async () => {
    mail = await buildMailTestApp({ devOutbox: false });
  });
  afterAll(() => mail?.close());

  it('answers 404 on the outbox routes and still keeps the e-mail in the table', async () => {
    await mail.app.emails.accountExists(ann);
    for (const url of ['/api/dev/outbox', '/api/dev/outbox/page']) {
      const response = await mail.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    const rows = await mail.database.handle.db.select().from(outbox);
    expect(rows.map((row) => [row.toAddress, row.subject])).toEqual([
      ['ann@example.com', 'You already have a Longshot account'],
    ]);
    expect(mail.logs().map((entry) => entry.msg)).toContain(
      'E-mail to ann@example.com: You already have a Longshot account — stored in the outbox table (no SMTP_URL, DEV_OUTBOX off)',
    );
  });
});
