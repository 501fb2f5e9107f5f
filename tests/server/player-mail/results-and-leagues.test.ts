// The results e-mail once the last gameweek is settled (points, weekly rank, league positions, to the
// players who played and opted in, once) and the league-activity e-mails (a join to the owner, a removal
// to the removed player), and the administrators' news, with their opt-outs (docs/player-emails.md §3-§5).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pointsFor } from '#core/game/scoring.ts';
import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { emailUnsubscriptions, playerNotifications } from '#server/db/schema.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { queueGameweekResults } from '#server/modules/player-mail/results.ts';
import { buildPlayTestApp, createPlayer, type PlayTestApp, type Signed } from '../picks/play-test-app.ts';
import { call } from '../account/account-test-app.ts';
import { expectStatus, leaguesApi } from '../leagues/leagues-test-app.ts';
import { addEvent, addPick, finishAndSettle } from '../settlement/fixtures.ts';
import { deliverWith, recordingMailer } from './recording-mailer.ts';

const KICK_OFF = new Date('2026-11-18T15:00:00.000Z');
const FINISHED = new Date('2026-11-18T17:00:00.000Z');
const NEXT_MONDAY = '2026-11-23T01:00:00.000Z';

let testApp: PlayTestApp;
let ann: Signed;
let bob: Signed;
let cat: Signed;
let league: LeagueDetailsDto;

async function deliverAll() {
  const mailer = recordingMailer();
  await deliverWith(testApp.app, testApp.clock, mailer);
  return mailer.sent;
}

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  testApp.clock.set('2026-11-18T12:00:00.000Z');
  ann = await createPlayer(testApp.app, { displayName: 'Ann' });
  bob = await createPlayer(testApp.app, { displayName: 'Bob' });
  cat = await createPlayer(testApp.app, { displayName: 'Cat' });
  // Cat opted out of results (2), not of league activity.
  await testApp.app.db.insert(emailUnsubscriptions).values({ userId: cat.user.id, emailTypeId: 2 });
  const api = leaguesApi(testApp.app);
  league = expectStatus<LeagueDetailsDto>(await api.create(ann.tokens, { name: 'Friday Five' }), 201);
  expectStatus(await api.join(bob.tokens, league.id, league.code), 200);
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await testApp.app.db.delete(playerNotifications);
});

describe('league activity', () => {
  it('tells the owner who joined and the removed player they were removed, each once', async () => {
    const api = leaguesApi(testApp.app);
    expectStatus(await api.join(cat.tokens, league.id, league.code), 200);
    expectStatus(await api.remove(ann.tokens, league.id, cat.user.id), 204);
    const sent = await deliverAll();
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [ann.user.email, 'Cat joined Friday Five'],
      [cat.user.email, 'You were removed from Friday Five'],
    ]);
    expect(sent[0]?.text).toContain('Cat joined your league Friday Five.');
    expect(sent[1]?.text).toContain('The owner of the league Friday Five removed you from it.');
    for (const message of sent)
      expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await deliverAll()).toEqual([]);
  });

  it('sends the owner nothing when they opted out of league activity', async () => {
    const api = leaguesApi(testApp.app);
    const owner = await createPlayer(testApp.app, { displayName: 'Quiet Owner' });
    await testApp.app.db.insert(emailUnsubscriptions).values({ userId: owner.user.id, emailTypeId: 3 });
    const quiet = expectStatus<LeagueDetailsDto>(
      await api.create(owner.tokens, { name: 'Quiet League' }),
      201,
    );
    expectStatus(await api.join(bob.tokens, quiet.id, quiet.code), 200);
    expect(await deliverAll()).toEqual([]);
  });
});

describe('results', () => {
  it('waits for the settlement and the standings, then sends each player their week once', async () => {
    const db = testApp.app.db;
    const event = await addEvent(db, { commenceTime: KICK_OFF });
    await addPick(db, { userId: ann.user.id, event, outcome: event.homeTeam, commenceTime: KICK_OFF });
    await addPick(db, { userId: bob.user.id, event, outcome: event.awayTeam, commenceTime: KICK_OFF });
    await addPick(db, { userId: cat.user.id, event, outcome: event.homeTeam, commenceTime: KICK_OFF });

    // The week is not over yet.
    testApp.clock.set('2026-11-22T23:00:00.000Z');
    expect(await queueGameweekResults(db, testApp.clock.now())).toMatchObject({ settled: false });

    // Over, but its match is not settled.
    testApp.clock.set(NEXT_MONDAY);
    expect(await queueGameweekResults(db, testApp.clock.now())).toEqual({
      gameweek: '2026-W47',
      settled: false,
      queued: 0,
    });

    // Settled, but the standings have not taken it in yet.
    await finishAndSettle(db, event, [2, 1], FINISHED, testApp.clock.now());
    expect((await queueGameweekResults(db, testApp.clock.now())).settled).toBe(false);

    await refreshStandings(db, testApp.clock.now());
    expect(await queueGameweekResults(db, testApp.clock.now())).toEqual({
      gameweek: '2026-W47',
      settled: true,
      queued: 2,
    });
    const points = pointsFor(0.4, 'match');
    const sent = await deliverAll();
    expect(sent.map((message) => message.to).sort()).toEqual([ann.user.email, bob.user.email].sort());
    const toAnn = sent.find((message) => message.to === ann.user.email);
    expect(toAnn?.subject).toBe('Gameweek 2026-W47: your results');
    // Ann and Cat won alike: both first of the three; Bob lost.
    expect(toAnn?.text).toContain(
      `Gameweek 2026-W47 is settled. You scored ${points} points and finished #1 of 3 players this week.`,
    );
    expect(toAnn?.text).toContain('Friday Five: #1 of 2.');
    const toBob = sent.find((message) => message.to === bob.user.email);
    expect(toBob?.text).toContain('You scored 0 points and finished #3 of 3 players this week.');
    expect(toBob?.text).toContain('Friday Five: #2 of 2.');
    expect(toBob?.headers?.['List-Unsubscribe']).toContain(
      `/api/account/v1/${bob.user.id}/emailPreferences/`,
    );

    // Once: a later run queues nothing more.
    expect((await queueGameweekResults(db, testApp.clock.now())).queued).toBe(0);
    expect(await deliverAll()).toEqual([]);
    const { rows } = await db.execute(sql`select 1 from job_runs where job = 'results-mail'`);
    expect(rows).toHaveLength(1);
  });
});

describe('news', () => {
  const send = (token: Signed['tokens'], body: unknown) =>
    call(testApp.app, 'POST', '/api/account/v1/admin/News', { token, body });
  const news = { subject: 'New season', body: 'The new season starts on Friday.\n\nGood luck!' };

  it('is refused to a ShadowAdministrator and to players, and queues nothing', async () => {
    for (const role of ['ShadowAdministrator', 'PremiumPlayer', 'Player'] as const) {
      const caller = await createPlayer(testApp.app, { role });
      const response = await send(caller.tokens, news);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await testApp.app.db.select().from(playerNotifications)).toEqual([]);
  });

  it('refuses a subject of two lines', async () => {
    const admin = await createPlayer(testApp.app, { role: 'Administrator' });
    const response = await send(admin.tokens, { ...news, subject: 'Hi\r\nBcc: x@example.com' });
    expect(response.statusCode).toBe(400);
  });

  it('goes from an Administrator to every player opted into news, once each', async () => {
    await testApp.app.db.insert(emailUnsubscriptions).values({ userId: cat.user.id, emailTypeId: 4 });
    const admin = await createPlayer(testApp.app, { role: 'Administrator' });
    const answer = expectStatus<{ newsId: string; queued: number }>(await send(admin.tokens, news), 200);
    const sent = await deliverAll();
    expect(sent).toHaveLength(answer.queued);
    const recipients = sent.map((message) => message.to);
    expect(recipients).toEqual(expect.arrayContaining([ann.user.email, bob.user.email]));
    expect(recipients).not.toContain(cat.user.email);
    expect(recipients).not.toContain(admin.user.email);
    expect(new Set(recipients).size).toBe(recipients.length);
    const toAnn = sent.find((message) => message.to === ann.user.email);
    expect(toAnn?.subject).toBe('New season');
    expect(toAnn?.text).toContain('Hello Ann,\n\nThe new season starts on Friday.\n\nGood luck!');
    expect(toAnn?.html).toContain(
      '<p style="margin:0 0 16px;font-size:16px;line-height:24px;">Good luck!</p>',
    );
    expect(await deliverAll()).toEqual([]);
  });
});
