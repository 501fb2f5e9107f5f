// A player e-mail over a real SMTP conversation (the test SMTP server of the mail tests): the message the
// server receives carries the one-click List-Unsubscribe headers and the body's unsubscribe link, and the
// header's URL, POSTed as a mail client does, stops the next one (docs/player-emails.md §1).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, playerNotifications } from '#server/db/schema.ts';
import { call, createPlayer } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { testClock } from '../predictions/sync-helpers.ts';
import { deliverWith } from './recording-mailer.ts';

const clock = testClock('2026-11-18T12:00:00.000Z');
let sink: SmtpSink;
let testApp: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await buildTestApp({ clock, config: { smtpUrl: sink.url } });
});

afterAll(async () => {
  await testApp?.close();
  await sink?.close();
});

describe('a player e-mail over SMTP', () => {
  it('carries the one-click unsubscribe headers and link, and the header stops the next one', async () => {
    const { app } = testApp;
    const player = await createPlayer(app, { displayName: 'Ann' });
    const admin = await createPlayer(app, { role: 'Administrator' });
    const send = (subject: string) =>
      call(app, 'POST', '/api/account/v1/admin/News', {
        token: admin.tokens,
        body: { subject, body: 'Tennis is coming to Longshot.' },
      });
    expect((await send('Tennis arrives')).statusCode).toBe(200);
    expect(await deliverWith(app, clock, app.mailer)).toEqual({ sent: 1, skipped: 0, failed: 0 });

    const mail = await sink.next();
    expect(mail.envelope.to).toEqual([player.user.email]);
    expect(mail.headers.get('subject')).toBe('Tennis arrives');
    const header = mail.headers.get('list-unsubscribe') ?? '';
    const match =
      /^<http:\/\/localhost:3000(\/api\/account\/v1\/[^/]+\/emailPreferences\/oneClickUnsubscribe\?token=[^>]+)>$/.exec(
        header,
      );
    expect(match, header).not.toBeNull();
    expect(header).toContain(player.user.id);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('Tennis is coming to Longshot.');
    expect(mail.text).toMatch(
      new RegExp(
        `Unsubscribe from all Longshot e-mails: http://localhost:3000/email-preferences/unsubscribe\\?userId=${player.user.id}&token=`,
      ),
    );
    expect(mail.html).toContain('Tennis is coming to Longshot.');
    const [row] = await app.db
      .select()
      .from(playerNotifications)
      .where(eq(playerNotifications.userId, player.user.id));
    expect(row?.outcome).toBe('sent');
    const [stored] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, player.user.email ?? ''));
    expect(stored?.sentAt).not.toBeNull();

    // The mail client's one-click POST to the header's URL: the next news is not sent to this player.
    const unsubscribe = await app.inject({
      method: 'POST',
      url: match?.[1] ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(204);
    expect((await send('More news')).json()).toMatchObject({ queued: 0 });
    expect(sink.received).toHaveLength(1);
  });
});
