// The weekly reminder and the delivery of every player e-mail (docs/player-emails.md): only players who
// opted in and have missing picks, once per gameweek; two runs at once send each e-mail once; a run that
// dies mid-batch is taken over once its claim is stale, without sending anything twice.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailUnsubscriptions, playerNotifications, users } from '#server/db/schema.ts';
import { CLAIM_LEASE_MS } from '#server/modules/player-mail/deliver.ts';
import { queueWeeklyReminders } from '#server/modules/player-mail/reminders.ts';
import type { MailMessage, Mailer } from '#server/providers/mail/mailer.ts';
import {
  buildPlayTestApp,
  createGuest,
  createPlayer,
  GAMEWEEK,
  h2h,
  homeTeamOf,
  insertEvent,
  ok,
  playApi,
  START,
  type MyWeekDto,
  type PlayTestApp,
  type Signed,
} from '../picks/play-test-app.ts';
import { call } from '../account/account-test-app.ts';
import { deliverWith, recordingMailer } from './recording-mailer.ts';

const FIRST_KICK_OFF = '2026-11-19T18:00:00.000Z';
/** 18 hours before the first kick-off: inside the 24-hour lead time. */
const IN_LEAD_TIME = '2026-11-19T00:00:00.000Z';

let testApp: PlayTestApp;
let eventIds: string[];
let full: Signed;
let partial: Signed;
let none: Signed;
let optedOut: Signed;
let unsubscribedAll: Signed;
let deleted: Signed;

function deliver(mailer: Mailer) {
  return deliverWith(testApp.app, testApp.clock, mailer);
}

async function pick(player: Signed, count: number) {
  const slip = [];
  for (const id of eventIds.slice(0, count)) slip.push(h2h(id, await homeTeamOf(testApp.app, id)));
  ok<MyWeekDto>(await playApi(testApp.app).putWeek(player.tokens, slip));
}

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  testApp.clock.set(START);
  eventIds = [await insertEvent(testApp.app, { commenceTime: FIRST_KICK_OFF })];
  for (let i = 0; i < 5; i += 1) eventIds.push(await insertEvent(testApp.app));
  full = await createPlayer(testApp.app, { displayName: 'Full' });
  partial = await createPlayer(testApp.app, { displayName: 'Partial' });
  none = await createPlayer(testApp.app, { displayName: 'None' });
  optedOut = await createPlayer(testApp.app, { displayName: 'Opted Out' });
  unsubscribedAll = await createPlayer(testApp.app, { displayName: 'All Off' });
  deleted = await createPlayer(testApp.app, { displayName: 'Gone' });
  await createGuest(testApp.app);
  await createPlayer(testApp.app, { role: 'Administrator' });
  await pick(full, 5);
  await pick(partial, 2);
  await testApp.app.db.insert(emailUnsubscriptions).values({ userId: optedOut.user.id, emailTypeId: 1 });
  await testApp.app.db
    .update(users)
    .set({ unsubscribeAll: true })
    .where(eq(users.id, unsubscribedAll.user.id));
  await testApp.app.db
    .update(users)
    .set({ deletedAt: new Date(START) })
    .where(eq(users.id, deleted.user.id));
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await testApp.app.db.delete(playerNotifications);
  testApp.clock.set(START);
});

describe('the weekly reminder', () => {
  it('waits for the lead time, then goes once to the opted-in players with missing picks', async () => {
    expect(await queueWeeklyReminders(testApp.app.db, testApp.clock.now())).toEqual({
      gameweek: GAMEWEEK,
      firstLock: FIRST_KICK_OFF,
      queued: 0,
    });

    testApp.clock.set(IN_LEAD_TIME);
    expect((await queueWeeklyReminders(testApp.app.db, testApp.clock.now())).queued).toBe(2);
    const mailer = recordingMailer();
    expect(await deliver(mailer)).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(mailer.sent.map((message) => message.to).sort()).toEqual(
      [partial.user.email, none.user.email].sort(),
    );
    const toPartial = mailer.sent.find((message) => message.to === partial.user.email);
    expect(toPartial?.subject).toBe(`Gameweek ${GAMEWEEK}: make your predictions`);
    expect(toPartial?.text).toContain('Hello Partial,');
    expect(toPartial?.text).toContain(`You have made 2 of your 5 predictions for gameweek ${GAMEWEEK}.`);
    expect(toPartial?.text).toContain('The first match starts at 2026-11-19 18:00 UTC');
    expect(toPartial?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<http://localhost:3000/api/account/v1/${partial.user.id}/emailPreferences/oneClickUnsubscribe\\?token=`,
      ),
    );
    expect(toPartial?.text).toContain(`/email-preferences/unsubscribe?userId=${partial.user.id}&token=`);

    // Later runs in the same gameweek send nothing more.
    testApp.clock.set('2026-11-19T12:00:00.000Z');
    expect((await queueWeeklyReminders(testApp.app.db, testApp.clock.now())).queued).toBe(0);
    expect(await deliver(mailer)).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(2);
  });

  it("follows the player's own lead time, set in the e-mail preferences", async () => {
    const early = await createPlayer(testApp.app, { displayName: 'Early' });
    try {
      const setLead = (hours: unknown) =>
        call(testApp.app, 'PUT', '/api/account/v1/emailPreferences/reminderLeadTime', {
          token: early.tokens,
          body: { hours },
        });
      const preferences = async () =>
        (await call(testApp.app, 'GET', '/api/account/v1/EmailPreferences', { token: early.tokens })).json<{
          reminderLeadHours: number;
        }>();
      expect((await preferences()).reminderLeadHours).toBe(24);
      for (const refused of [0, 169, 1.5])
        expect((await setLead(refused)).statusCode, `${refused}`).toBe(400);
      expect((await setLead(48)).statusCode).toBe(204);
      expect((await preferences()).reminderLeadHours).toBe(48);

      // START is 30 hours before the first kick-off: inside Early's 48 hours, outside everyone else's 24.
      expect((await queueWeeklyReminders(testApp.app.db, testApp.clock.now())).queued).toBe(1);
      const mailer = recordingMailer();
      await deliver(mailer);
      expect(mailer.sent.map((message) => message.to)).toEqual([early.user.email]);
    } finally {
      await testApp.app.db.delete(users).where(eq(users.id, early.user.id));
    }
  });

  it('sends nothing once the first match has started', async () => {
    testApp.clock.set(FIRST_KICK_OFF);
    expect((await queueWeeklyReminders(testApp.app.db, testApp.clock.now())).queued).toBe(0);
  });

  it('skips a queued reminder whose player opted out before it was sent', async () => {
    testApp.clock.set(IN_LEAD_TIME);
    await queueWeeklyReminders(testApp.app.db, testApp.clock.now());
    await testApp.app.db.insert(emailUnsubscriptions).values({ userId: none.user.id, emailTypeId: 1 });
    try {
      const mailer = recordingMailer();
      expect(await deliver(mailer)).toEqual({ sent: 1, skipped: 1, failed: 0 });
      expect(mailer.sent.map((message) => message.to)).toEqual([partial.user.email]);
    } finally {
      await testApp.app.db.delete(emailUnsubscriptions).where(eq(emailUnsubscriptions.userId, none.user.id));
    }
  });

  it('is queued and sent by the job, into the outbox', async () => {
    // The demo feed's sync (the first job) adds this gameweek's fixtures, the first of them on Wednesday
    // evening: within the lead time of START.
    await testApp.app.jobs.runNow();
    const { rows } = await testApp.app.db.execute<{ to_address: string; subject: string }>(
      sql`select to_address, subject from outbox where subject like ${`Gameweek ${GAMEWEEK}: make%`}`,
    );
    expect(rows.map((row) => row.to_address).sort()).toEqual([partial.user.email, none.user.email].sort());
  });
});

describe('delivery', () => {
  /** Queues `count` made-up news e-mails, one per player of `players`. */
  async function queueMany(count: number) {
    const extra: Signed[] = [];
    for (let i = 0; i < count; i += 1)
      extra.push(await createPlayer(testApp.app, { displayName: `Reader ${i}` }));
    await testApp.app.db.insert(playerNotifications).values(
      extra.map((player) => ({
        kind: 'news-and-offers' as const,
        userId: player.user.id,
        subjectKey: 'news:test',
        payload: { subject: 'Season news', body: 'Hello everyone.' },
      })),
    );
    return extra;
  }

  it('sends each e-mail once when two runs go at once', async () => {
    const readers = await queueMany(6);
    const mailer = recordingMailer();
    const [first, second] = await Promise.all([deliver(mailer), deliver(mailer)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(6);
    expect(mailer.sent.map((message) => message.to).sort()).toEqual(
      readers.map((reader) => reader.user.email).sort(),
    );
  });

  it('takes over a run that died mid-batch once its claim is stale, sending nothing twice', async () => {
    const readers = await queueMany(5);
    const delivered: MailMessage[] = [];
    let calls = 0;
    // Delivers the first message, then hangs forever on the second, like a process killed mid-send.
    const dying: Mailer = {
      send(message) {
        calls += 1;
        if (calls > 1) return new Promise<void>(() => undefined);
        delivered.push(message);
        return Promise.resolve();
      },
    };
    void deliver(dying);
    await expect.poll(() => calls).toBe(2);

    const survivor = recordingMailer();
    expect(await deliver(survivor)).toEqual({ sent: 0, skipped: 0, failed: 0 });

    testApp.clock.set(new Date(Date.parse(START) + CLAIM_LEASE_MS + 1000).toISOString());
    expect(await deliver(survivor)).toEqual({ sent: 4, skipped: 0, failed: 0 });
    const everyone = [...delivered, ...survivor.sent].map((message) => message.to).sort();
    expect(everyone).toEqual(readers.map((reader) => reader.user.email).sort());
    expect(await deliver(survivor)).toEqual({ sent: 0, skipped: 0, failed: 0 });
  });

  it('keeps a failed send for a later run', async () => {
    await queueMany(1);
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    expect(await deliver(failing)).toEqual({ sent: 0, skipped: 0, failed: 1 });
    testApp.clock.set(new Date(Date.parse(START) + CLAIM_LEASE_MS + 1000).toISOString());
    expect(await deliver(recordingMailer())).toEqual({ sent: 1, skipped: 0, failed: 0 });
  });
});
