// Choosing the match of the day: by the rule from the synced demo feed, once per day whatever runs at
// once, and an administrator's choice kept (and refused when it would move players' picks).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type { EventsDto } from '#core/contract/predictions.ts';
import { dailyChallenges } from '#server/db/schema.ts';
import { challengeDayRange } from '#core/game/daily-challenge.ts';
import { chooseDailyChallenge } from '#server/modules/daily-challenge/choose.ts';
import { dailyChallengeJobs } from '#server/modules/daily-challenge/jobs.ts';
import { DAILY_MESSAGES } from '#server/modules/daily-challenge/refusals.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { quietLog, syncer, testClock } from '../predictions/sync-helpers.ts';
import {
  addEvent,
  adminUrl,
  buildDailyTestApp,
  call,
  createGuest,
  createPlayer,
  getDaily,
  pick,
  type DailyTestApp,
} from './helpers.ts';

const competitionKeys = ['soccer_epl', 'basketball_nba', 'icehockey_nhl'];
// A Saturday: football, basketball and ice hockey all play, so the rule has a real choice to make.
const saturday = '2026-11-21';
const syncedAt = '2026-11-20T12:00:00.000Z';

/** A fresh app on a fresh database, synced from the demo feed at `syncedAt`. */
async function syncedApp(): Promise<TestApp & { clock: ReturnType<typeof testClock> }> {
  const clock = testClock(syncedAt);
  const testApp = await buildTestApp({ clock });
  await syncer(testApp.app, clock).odds(competitionKeys);
  return { ...testApp, clock };
}

describe('the rule’s choice from the demo feed', () => {
  let first: Awaited<ReturnType<typeof syncedApp>>;
  let second: Awaited<ReturnType<typeof syncedApp>>;

  beforeAll(async () => {
    first = await syncedApp();
    second = await syncedApp();
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('is the day’s event with the most bookmakers, the same on two databases', async () => {
    const chosen = await chooseDailyChallenge({ db: first.app.db, clock: first.clock }, saturday);
    if (!chosen) throw new Error('no match of the day');
    expect(chosen.chosenBy).toBe('auto');

    const week = (
      await first.app.inject({ method: 'GET', url: '/api/predictions/v1/Events?gameweek=2026-W47' })
    ).json<EventsDto>();
    const { start, end } = challengeDayRange(saturday);
    const books = (event: EventsDto['events'][number]) =>
      Math.min(
        ...(event.markets.find((market) => market.key === 'h2h')?.outcomes ?? []).map((o) => o.booksUsed),
      );
    const onTheDay = week.events.filter(
      (event) =>
        new Date(event.commenceTime) >= start &&
        new Date(event.commenceTime) < end &&
        competitionKeys.includes(event.competitionKey),
    );
    expect(new Set(onTheDay.map((event) => event.competitionKey)).size).toBeGreaterThan(1);
    const winner = onTheDay.find((event) => event.id === chosen.eventId);
    if (!winner) throw new Error('the choice is not an event of that day');
    for (const event of onTheDay) expect(books(winner)).toBeGreaterThanOrEqual(books(event));

    const again = await chooseDailyChallenge({ db: second.app.db, clock: second.clock }, saturday);
    expect(again?.eventId).toBe(chosen.eventId);
  });

  it('is made once: concurrent runs and later, better events do not change it', async () => {
    const context = { db: second.app.db, clock: second.clock };
    const day = '2026-11-22';
    const runs = await Promise.all([
      chooseDailyChallenge(context, day),
      chooseDailyChallenge(context, day),
      chooseDailyChallenge(context, day),
    ]);
    const [chosen] = runs;
    if (!chosen) throw new Error('no match of the day');
    for (const run of runs) expect(run).toEqual(chosen);
    expect(
      await second.app.db.select().from(dailyChallenges).where(eq(dailyChallenges.day, day)),
    ).toHaveLength(1);

    await addEvent(second.app, { id: 'late-favourite', commenceTime: '2026-11-22T15:00:00.000Z', books: 40 });
    expect((await chooseDailyChallenge(context, day))?.eventId).toBe(chosen.eventId);
  });

  it('runs as a job for today and tomorrow', async () => {
    const [choiceJob] = dailyChallengeJobs;
    if (!choiceJob) throw new Error('no choice job');
    expect(choiceJob.runAtStartup).toBe(true);
    const result = await choiceJob.run({
      db: first.app.db,
      clock: first.clock,
      config: testConfig(),
      feed: null,
      log: quietLog,
    });
    expect(result).toEqual([
      { day: '2026-11-20', eventId: expect.any(String) },
      {
        day: saturday,
        eventId: (await chooseDailyChallenge({ db: first.app.db, clock: first.clock }, saturday))?.eventId,
      },
    ]);
  });
});

describe('the rule on events written by hand', () => {
  let testApp: DailyTestApp;

  beforeAll(async () => {
    testApp = await buildDailyTestApp('2026-12-01T09:00:00.000Z');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const context = () => ({ db: testApp.app.db, clock: testApp.clock });

  it('passes over started, unpriced and non-featured events, and breaks ties by the later kick-off', async () => {
    await addEvent(testApp.app, { id: 'd1-started', commenceTime: '2026-12-01T08:00:00.000Z', books: 30 });
    await addEvent(testApp.app, {
      id: 'd1-unpriced',
      commenceTime: '2026-12-01T12:00:00.000Z',
      books: 30,
      h2h: { A: 0.6, Draw: null, B: 0.4 },
    });
    await addEvent(testApp.app, {
      id: 'd1-inactive',
      competitionKey: 'soccer_fa_cup',
      commenceTime: '2026-12-01T12:00:00.000Z',
      books: 30,
    });
    await testApp.app.db.execute(
      // An administrator took the competition out of the game: it is no longer featured.
      sql`update competitions set is_active = false where key = 'soccer_fa_cup'`,
    );
    await addEvent(testApp.app, { id: 'd1-early', commenceTime: '2026-12-01T13:00:00.000Z', books: 8 });
    await addEvent(testApp.app, { id: 'd1-late', commenceTime: '2026-12-01T19:45:00.000Z', books: 8 });
    await addEvent(testApp.app, { id: 'd1-fewer', commenceTime: '2026-12-01T21:00:00.000Z', books: 7 });
    await addEvent(testApp.app, { id: 'd2-next-day', commenceTime: '2026-12-02T00:00:00.000Z', books: 50 });

    const chosen = await chooseDailyChallenge(context(), '2026-12-01');
    expect(chosen).toMatchObject({ day: '2026-12-01', eventId: 'd1-late', chosenBy: 'auto' });
  });

  it('chooses nothing for a day with no event, and the landing page shows no match', async () => {
    testApp.clock.set('2026-12-05T09:00:00.000Z');
    expect(await chooseDailyChallenge(context(), '2026-12-05')).toBeNull();
    const guest = await createGuest(testApp.app);
    const daily = await getDaily(testApp.app, guest);
    expect(daily.today).toEqual({ day: '2026-12-05', event: null, myPick: null });
    expect(daily.yesterday).toEqual({ day: '2026-12-04', event: null, myPick: null });
    const response = await pick(testApp.app, guest, 'd1-late', 'Draw');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe(DAILY_MESSAGES.noMatchToday);
    testApp.clock.set('2026-12-01T09:00:00.000Z');
  });
});

describe('PUT admin/DailyChallenge/{day}', () => {
  let testApp: DailyTestApp;
  let admin: Awaited<ReturnType<typeof createPlayer>>;

  beforeAll(async () => {
    testApp = await buildDailyTestApp('2026-12-10T09:00:00.000Z');
    admin = await createPlayer(testApp.app, { role: 'Administrator' });
    await addEvent(testApp.app, { id: 'a-rule', commenceTime: '2026-12-11T15:00:00.000Z', books: 9 });
    await addEvent(testApp.app, { id: 'a-admin', commenceTime: '2026-12-11T12:30:00.000Z', books: 4 });
    await addEvent(testApp.app, { id: 'a-other-day', commenceTime: '2026-12-12T12:30:00.000Z' });
    await addEvent(testApp.app, {
      id: 'a-unpriced',
      commenceTime: '2026-12-11T18:00:00.000Z',
      h2h: { A: 0.5, Draw: null, B: 0.5 },
    });
    await addEvent(testApp.app, { id: 'a-today', commenceTime: '2026-12-10T20:00:00.000Z' });
    await addEvent(testApp.app, { id: 'a-today-early', commenceTime: '2026-12-10T08:00:00.000Z' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const choose = (day: string, eventId: string, who = admin) =>
    call(testApp.app, 'PUT', adminUrl(day), { token: who.tokens, body: { eventId } });
  const storedChoice = async (day: string) =>
    (await testApp.app.db.select().from(dailyChallenges).where(eq(dailyChallenges.day, day)))[0];

  it('replaces the rule’s choice, and the job keeps the administrator’s', async () => {
    const context = { db: testApp.app.db, clock: testApp.clock };
    expect((await chooseDailyChallenge(context, '2026-12-11'))?.eventId).toBe('a-rule');

    const response = await choose('2026-12-11', 'a-admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('today.day', '2026-12-10');
    expect(await storedChoice('2026-12-11')).toMatchObject({ eventId: 'a-admin', chosenBy: 'admin' });

    const [choiceJob] = dailyChallengeJobs;
    testApp.clock.set('2026-12-11T00:01:00.000Z');
    await choiceJob?.run({
      db: testApp.app.db,
      clock: testApp.clock,
      config: testConfig(),
      feed: null,
      log: quietLog,
    });
    expect(await storedChoice('2026-12-11')).toMatchObject({ eventId: 'a-admin', chosenBy: 'admin' });
    const guest = await createGuest(testApp.app);
    expect((await getDaily(testApp.app, guest)).today.event?.id).toBe('a-admin');
    testApp.clock.set('2026-12-10T09:00:00.000Z');
  });

  it('chooses today’s match before the rule does', async () => {
    expect((await choose('2026-12-10', 'a-today')).statusCode).toBe(200);
    expect(await storedChoice('2026-12-10')).toMatchObject({ eventId: 'a-today', chosenBy: 'admin' });
  });

  it('refuses once a player has picked that day’s match, but allows the same event again', async () => {
    const guest = await createGuest(testApp.app);
    expect((await pick(testApp.app, guest, 'a-today', 'Draw')).statusCode).toBe(200);
    await addEvent(testApp.app, { id: 'a-today-late', commenceTime: '2026-12-10T21:00:00.000Z' });

    const refused = await choose('2026-12-10', 'a-today-late');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().message).toBe(DAILY_MESSAGES.alreadyPicked('2026-12-10'));
    expect(await storedChoice('2026-12-10')).toMatchObject({ eventId: 'a-today' });
    expect((await choose('2026-12-10', 'a-today')).statusCode).toBe(200);
  });

  it.each([
    ['a past day', '2026-12-09', 'a-rule', DAILY_MESSAGES.pastDay('2026-12-09')],
    ['an unknown event', '2026-12-11', 'no-such-event', DAILY_MESSAGES.unknownEvent('no-such-event')],
    ['an event of another day', '2026-12-11', 'a-other-day', DAILY_MESSAGES.notThatDay('2026-12-11')],
    ['a started event', '2026-12-10', 'a-today-early', DAILY_MESSAGES.eventStarted],
    ['an event without h2h odds', '2026-12-11', 'a-unpriced', DAILY_MESSAGES.notPickable],
  ])('refuses %s with a clear message', async (_case, day, eventId, message) => {
    const response = await choose(day, eventId);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe(message);
  });

  it('refuses a malformed day', async () => {
    const response = await choose('2026-02-30', 'a-rule');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toContain('expected a UTC day such as 2026-11-21');
  });

  it('is for administrators only', async () => {
    const player = await createPlayer(testApp.app);
    expect((await choose('2026-12-11', 'a-rule', player)).statusCode).toBe(403);
    const anonymous = await call(testApp.app, 'PUT', adminUrl('2026-12-11'), { body: { eventId: 'a-rule' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedChoice('2026-12-11')).toMatchObject({ eventId: 'a-admin' });
  });
});

describe('GET admin/DailyChallenge', () => {
  let testApp: DailyTestApp;
  let admin: Awaited<ReturnType<typeof createPlayer>>;
  const daysUrl = '/api/predictions/v1/admin/DailyChallenge';

  beforeAll(async () => {
    testApp = await buildDailyTestApp('2026-12-10T09:00:00.000Z');
    admin = await createPlayer(testApp.app, { role: 'Administrator' });
    await addEvent(testApp.app, { id: 'd-rule', commenceTime: '2026-12-11T15:00:00.000Z', books: 9 });
    await addEvent(testApp.app, {
      id: 'd-alt',
      commenceTime: '2026-12-11T12:30:00.000Z',
      books: 4,
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
    });
    await addEvent(testApp.app, { id: 'd-few', commenceTime: '2026-12-11T18:00:00.000Z', books: 1 });
    await addEvent(testApp.app, { id: 'd-early', commenceTime: '2026-12-10T08:00:00.000Z' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  interface Days {
    days: {
      day: string;
      chosen: { eventId: string; chosenBy: string } | null;
      ruleChoice: string | null;
      picks: number;
      candidates: { eventId: string; eligible: boolean; homeTeam: string | null }[];
    }[];
  }
  const days = async (who = admin) => {
    const response = await call(testApp.app, 'GET', daysUrl, { token: who.tokens });
    expect(response.statusCode).toBe(200);
    return response.json<Days>().days;
  };

  it('lists today and the six days after, with the rule’s choice, the matches and their eligibility', async () => {
    const listed = await days();
    expect(listed.map((day) => day.day)).toEqual([
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
    ]);
    const [today, tomorrow] = listed;
    // Today's only match has started: nothing to choose, by the rule or by hand.
    expect(today).toMatchObject({ chosen: null, ruleChoice: null, picks: 0 });
    expect(today?.candidates).toMatchObject([{ eventId: 'd-early', eligible: false }]);
    expect(tomorrow).toMatchObject({ chosen: null, ruleChoice: 'd-rule', picks: 0 });
    expect(tomorrow?.candidates).toMatchObject([
      { eventId: 'd-alt', eligible: true, homeTeam: 'Arsenal' },
      { eventId: 'd-rule', eligible: true },
      { eventId: 'd-few', eligible: false },
    ]);
    expect(listed[2]).toMatchObject({ chosen: null, ruleChoice: null, candidates: [] });
  });

  it('shows an administrator’s choice and the picks made, to a shadow administrator too', async () => {
    const chosen = await call(testApp.app, 'PUT', adminUrl('2026-12-11'), {
      token: admin.tokens,
      body: { eventId: 'd-alt' },
    });
    expect(chosen.statusCode).toBe(200);
    testApp.clock.set('2026-12-11T09:00:00.000Z');
    const guest = await createGuest(testApp.app);
    expect((await pick(testApp.app, guest, 'd-alt', 'Draw')).statusCode).toBe(200);
    const shadow = await createPlayer(testApp.app, { role: 'ShadowAdministrator' });
    const [today] = await days(shadow);
    expect(today).toMatchObject({
      day: '2026-12-11',
      chosen: { eventId: 'd-alt', chosenBy: 'administrator' },
      ruleChoice: null,
      picks: 1,
    });
  });

  it('is refused to players and guests', async () => {
    const player = await createPlayer(testApp.app);
    expect((await call(testApp.app, 'GET', daysUrl, { token: player.tokens })).statusCode).toBe(403);
    expect((await call(testApp.app, 'GET', daysUrl, {})).statusCode).toBe(401);
  });
});
