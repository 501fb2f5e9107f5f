// Picking today's match of the day: guests too, one h2h outcome, changeable (and re-frozen) until the
// match starts by the server's clock, refused with a clear message otherwise.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type { DailyChallengeDto } from '#core/contract/daily-challenge.ts';
import { dailyPicks } from '#server/db/schema.ts';
import { DAILY_MESSAGES } from '#server/modules/daily-challenge/refusals.ts';
import {
  addEvent,
  buildDailyTestApp,
  call,
  createGuest,
  createPlayer,
  dailyUrl,
  getDaily,
  myPickUrl,
  pick,
  reprice,
  setResult,
  type DailyTestApp,
  type Signed,
} from './helpers.ts';

const morning = '2026-11-18T09:00:00.000Z';
const kickOff = '2026-11-18T19:45:00.000Z';
let testApp: DailyTestApp;
let match: Awaited<ReturnType<typeof addEvent>>;

beforeAll(async () => {
  testApp = await buildDailyTestApp(morning);
  match = await addEvent(testApp.app, {
    id: 'today-match',
    commenceTime: kickOff,
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    books: 9,
    h2h: { Arsenal: 0.5, Draw: 0.28, Chelsea: 0.22 },
    totals: true,
  });
  await addEvent(testApp.app, { id: 'other-match', commenceTime: '2026-11-18T17:30:00.000Z', books: 6 });
});

afterAll(async () => {
  await testApp?.close();
});

async function storedPick(who: Signed) {
  const [row] = await testApp.app.db
    .select()
    .from(dailyPicks)
    .where(and(eq(dailyPicks.userId, who.user.id), eq(dailyPicks.day, '2026-11-18')));
  return row;
}

function refusal(response: { statusCode: number; json<T>(): T }) {
  expect(response.statusCode).toBe(400);
  return response.json<ApiErrorBody>().message;
}

describe('GET DailyChallenge', () => {
  it('shows a visitor without a session the matches alone: no picks, no streak', async () => {
    const response = await call(testApp.app, 'GET', dailyUrl);
    expect(response.statusCode).toBe(200);
    const daily = response.json<DailyChallengeDto>();
    expect(daily.today.myPick).toBeNull();
    expect(daily.yesterday.myPick).toBeNull();
    expect(daily).toMatchObject({ streak: 0, bestStreak: 0 });
  });

  it('chooses today’s match on the first visit and shows it with its h2h market only', async () => {
    const guest = await createGuest(testApp.app);
    const daily = await getDaily(testApp.app, guest);
    expect(daily.today.day).toBe('2026-11-18');
    expect(daily.yesterday).toEqual({ day: '2026-11-17', event: null, myPick: null });
    expect(daily.today.myPick).toBeNull();
    expect(daily.today.event).toMatchObject({ id: match.id, locked: false, homeTeam: 'Arsenal' });
    expect(daily.today.event?.markets.map((market) => market.key)).toEqual(['h2h']);
    expect(daily.today.event?.markets[0]?.outcomes.map((outcome) => outcome.name)).toEqual([
      'Arsenal',
      'Draw',
      'Chelsea',
    ]);
    expect(daily).toMatchObject({ streak: 0, bestStreak: 0, toNextMultiplier: 7 });
  });
});

describe('PUT DailyChallenge/MyPick', () => {
  it('lets a guest pick, frozen at the current price', async () => {
    const guest = await createGuest(testApp.app);
    const response = await pick(testApp.app, guest, match.id, 'Chelsea');
    expect(response.statusCode).toBe(200);
    const daily = response.json<DailyChallengeDto>();
    expect(daily.today.myPick).toEqual({
      outcome: 'Chelsea',
      probability: 0.22,
      points: 45,
      result: null,
      voidReason: null,
      basePoints: 0,
    });
    expect((await getDaily(testApp.app, guest)).today.myPick?.outcome).toBe('Chelsea');
  });

  it('is changeable until the lock, frozen again at the new price; the same pick keeps its price', async () => {
    const player = await createPlayer(testApp.app);
    expect((await pick(testApp.app, player, match.id, 'Arsenal')).statusCode).toBe(200);
    const first = await storedPick(player);
    expect(first).toMatchObject({ outcomeName: 'Arsenal', probability: 0.5, points: 20 });

    // The odds move: sending the same pick again (a retried save) keeps the frozen price.
    await reprice(testApp.app, match.id, 'Arsenal', 0.4);
    await reprice(testApp.app, match.id, 'Draw', 0.25);
    testApp.clock.set('2026-11-18T12:00:00.000Z');
    expect((await pick(testApp.app, player, match.id, 'Arsenal')).statusCode).toBe(200);
    expect(await storedPick(player)).toMatchObject({ outcomeName: 'Arsenal', probability: 0.5, points: 20 });

    const changed = await pick(testApp.app, player, match.id, 'Draw');
    expect(changed.json<DailyChallengeDto>().today.myPick).toMatchObject({
      outcome: 'Draw',
      probability: 0.25,
      points: 40,
    });
    // A change back is a new pick at today's price, not the old one.
    const back = await pick(testApp.app, player, match.id, 'Arsenal');
    expect(back.json<DailyChallengeDto>().today.myPick).toMatchObject({ probability: 0.4, points: 25 });
    expect((await storedPick(player))?.createdAt.toISOString()).toBe(morning);
    expect((await storedPick(player))?.updatedAt.toISOString()).toBe('2026-11-18T12:00:00.000Z');
  });

  it('refuses another event, a totals outcome, an unknown outcome and an unpriced one', async () => {
    const player = await createPlayer(testApp.app);
    const choices = ['Arsenal', 'Chelsea', 'Draw'];
    expect(refusal(await pick(testApp.app, player, 'other-match', 'Draw'))).toBe(
      DAILY_MESSAGES.notTodaysMatch,
    );
    expect(refusal(await pick(testApp.app, player, 'no-such-event', 'Draw'))).toBe(
      DAILY_MESSAGES.notTodaysMatch,
    );
    expect(refusal(await pick(testApp.app, player, match.id, 'Over'))).toBe(
      DAILY_MESSAGES.notAnOutcome('Over', choices),
    );
    expect(refusal(await pick(testApp.app, player, match.id, 'Tottenham'))).toBe(
      DAILY_MESSAGES.notAnOutcome('Tottenham', choices),
    );
    expect(await storedPick(player)).toBeUndefined();
  });

  it('refuses a malformed body', async () => {
    const player = await createPlayer(testApp.app);
    const response = await call(testApp.app, 'PUT', myPickUrl, {
      token: player.tokens,
      body: { eventId: match.id },
    });
    expect(refusal(response)).toContain('body/outcome');
    expect(
      (await call(testApp.app, 'PUT', myPickUrl, { body: { eventId: match.id, outcome: 'Draw' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses once the match locks by the server clock, and keeps the pick', async () => {
    const guest = await createGuest(testApp.app);
    expect((await pick(testApp.app, guest, match.id, 'Draw')).statusCode).toBe(200);
    testApp.clock.set(kickOff);
    expect(refusal(await pick(testApp.app, guest, match.id, 'Arsenal'))).toBe(DAILY_MESSAGES.matchStarted);
    const latecomer = await createGuest(testApp.app);
    expect(refusal(await pick(testApp.app, latecomer, match.id, 'Arsenal'))).toBe(
      DAILY_MESSAGES.matchStarted,
    );
    expect((await storedPick(guest))?.outcomeName).toBe('Draw');
    const daily = await getDaily(testApp.app, guest);
    expect(daily.today.event?.locked).toBe(true);
    expect(daily.today.myPick?.outcome).toBe('Draw');
  });

  it('refuses a match the feed reports started before its listed kick-off, postponed or cancelled', async () => {
    testApp.clock.set('2026-11-18T12:00:00.000Z');
    const guest = await createGuest(testApp.app);
    await setResult(testApp.app, match.id, { status: 'live' });
    expect(refusal(await pick(testApp.app, guest, match.id, 'Arsenal'))).toBe(DAILY_MESSAGES.matchStarted);
    await setResult(testApp.app, match.id, { status: 'postponed' });
    expect(refusal(await pick(testApp.app, guest, match.id, 'Arsenal'))).toBe(DAILY_MESSAGES.matchOff);
  });
});

describe('an outcome with no price', () => {
  let app: DailyTestApp;

  beforeAll(async () => {
    app = await buildDailyTestApp('2026-11-25T09:00:00.000Z');
    // Admin-chosen, since the rule passes over a match that is not wholly priced.
    await addEvent(app.app, {
      id: 'half-priced',
      commenceTime: '2026-11-25T20:00:00.000Z',
      h2h: { Home: 0.4, Draw: 0.3, Away: 0.3 },
    });
    const admin = await createPlayer(app.app, { role: 'Administrator' });
    expect(
      (
        await call(app.app, 'PUT', '/api/predictions/v1/admin/DailyChallenge/2026-11-25', {
          token: admin.tokens,
          body: { eventId: 'half-priced' },
        })
      ).statusCode,
    ).toBe(200);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('cannot be picked', async () => {
    await app.app.db.execute(sql`update outcomes set probability = null, points = null where name = 'Away'`);
    const guest = await createGuest(app.app);
    expect(refusal(await pick(app.app, guest, 'half-priced', 'Away'))).toBe(DAILY_MESSAGES.noPrice('Away'));
    expect((await pick(app.app, guest, 'half-priced', 'Home')).statusCode).toBe(200);
  });
});
