// Settling daily picks (won, lost, void, corrected), the streak the landing page shows, and the Multiplier
// every seven correct days in a row earn, given once however often settlement runs.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPicks } from '#server/db/schema.ts';
import { dailyChallengeJobs } from '#server/modules/daily-challenge/jobs.ts';
import { DAILY_SETTLEMENT_LOCK } from '#server/modules/daily-challenge/settle.ts';
import { postgresUrl, testConfig } from '../helpers/build-test-app.ts';
import { quietLog } from '../predictions/sync-helpers.ts';
import {
  addEvent,
  buildDailyTestApp,
  createGuest,
  createPlayer,
  getDaily,
  multiplierCredits,
  pick,
  setResult,
  settle,
  type DailyTestApp,
  type Signed,
} from './helpers.ts';

const DAY_MS = 86_400_000;
const firstDay = Date.parse('2027-01-04T00:00:00.000Z');
/** Day n (0-based) of the run: "2027-01-04" onwards. */
const dayOf = (n: number) => new Date(firstDay + n * DAY_MS).toISOString().slice(0, 10);
const at = (n: number, time: string) => `${dayOf(n)}T${time}.000Z`;

let testApp: DailyTestApp;

beforeAll(async () => {
  testApp = await buildDailyTestApp(at(0, '08:00:00'));
});

afterAll(async () => {
  await testApp?.close();
});

async function storedPick(who: Signed, day: string) {
  const [row] = await testApp.app.db
    .select()
    .from(dailyPicks)
    .where(and(eq(dailyPicks.userId, who.user.id), eq(dailyPicks.day, day)));
  return row;
}

/** Day n's only match (so the rule chooses it), kicking off at 19:00 UTC between Home n and Away n. */
async function matchOfDay(n: number, competitionKey = 'soccer_epl') {
  const home = `Home ${n}`;
  const away = `Away ${n}`;
  const h2h =
    competitionKey === 'soccer_epl'
      ? { [home]: 0.5, Draw: 0.25, [away]: 0.25 }
      : { [home]: 0.5, [away]: 0.5 };
  return addEvent(testApp.app, {
    id: `match-${n}`,
    competitionKey,
    commenceTime: at(n, '19:00:00'),
    homeTeam: home,
    awayTeam: away,
    h2h,
  });
}

describe('settling one day', () => {
  let winner: Signed;
  let loser: Signed;
  let drawer: Signed;

  it('scores a correct pick its frozen points and a wrong one nothing, and shows it as yesterday’s', async () => {
    await matchOfDay(0);
    winner = await createGuest(testApp.app);
    loser = await createPlayer(testApp.app);
    drawer = await createGuest(testApp.app);
    expect((await pick(testApp.app, winner, 'match-0', 'Home 0')).statusCode).toBe(200);
    expect((await pick(testApp.app, loser, 'match-0', 'Away 0')).statusCode).toBe(200);
    expect((await pick(testApp.app, drawer, 'match-0', 'Draw')).statusCode).toBe(200);

    testApp.clock.set(at(0, '20:00:00'));
    expect(await settle(testApp)).toEqual({ skipped: false, settled: 0, corrected: 0, multipliers: 0 });
    await setResult(testApp.app, 'match-0', { scores: { 'Home 0': 2, 'Away 0': 1 } });
    expect(await settle(testApp)).toEqual({ skipped: false, settled: 3, corrected: 0, multipliers: 0 });
    expect(await storedPick(winner, dayOf(0))).toMatchObject({ result: 'won', basePoints: 20 });
    expect(await storedPick(loser, dayOf(0))).toMatchObject({ result: 'lost', basePoints: 0 });
    expect(await storedPick(drawer, dayOf(0))).toMatchObject({ result: 'lost', basePoints: 0 });
    // Rerunning changes nothing.
    expect(await settle(testApp)).toEqual({ skipped: false, settled: 0, corrected: 0, multipliers: 0 });

    testApp.clock.set(at(1, '08:00:00'));
    const daily = await getDaily(testApp.app, winner);
    expect(daily.yesterday.day).toBe(dayOf(0));
    expect(daily.yesterday.event).toMatchObject({ id: 'match-0', status: 'completed', locked: true });
    expect(daily.yesterday.event?.scores).toEqual(expect.arrayContaining([{ name: 'Home 0', score: '2' }]));
    expect(daily.yesterday.myPick).toEqual({
      outcome: 'Home 0',
      probability: 0.5,
      points: 20,
      result: 'won',
      voidReason: null,
      basePoints: 20,
    });
    expect(daily.today).toEqual({ day: dayOf(1), event: null, myPick: null });
    expect(daily).toMatchObject({ streak: 1, bestStreak: 1, toNextMultiplier: 6 });
    expect((await getDaily(testApp.app, loser)).yesterday.myPick?.result).toBe('lost');
  });

  it('re-settles a corrected result', async () => {
    testApp.clock.set(at(1, '09:00:00'));
    await setResult(testApp.app, 'match-0', { scores: { 'Home 0': 1, 'Away 0': 1 } });
    expect(await settle(testApp)).toEqual({ skipped: false, settled: 0, corrected: 2, multipliers: 0 });
    expect(await storedPick(winner, dayOf(0))).toMatchObject({ result: 'lost', basePoints: 0 });
    expect(await storedPick(drawer, dayOf(0))).toMatchObject({ result: 'won', basePoints: 40 });
    expect(await storedPick(loser, dayOf(0))).toMatchObject({ result: 'lost', basePoints: 0 });
    expect((await getDaily(testApp.app, winner)).streak).toBe(0);
    expect((await getDaily(testApp.app, drawer)).streak).toBe(1);
  });
});

describe('void picks', () => {
  it('voids a cancelled match, a level score where there is no draw, and a match moved to another day', async () => {
    const players = [
      await createGuest(testApp.app),
      await createGuest(testApp.app),
      await createGuest(testApp.app),
    ];
    const cases = [
      { n: 2, competitionKey: 'soccer_epl', result: { status: 'cancelled' as const }, reason: 'cancelled' },
      {
        n: 3,
        competitionKey: 'basketball_nba',
        result: { scores: { 'Home 3': 101, 'Away 3': 101 } },
        reason: 'tie-without-draw',
      },
      {
        n: 4,
        competitionKey: 'soccer_epl',
        result: { status: 'scheduled' as const, commenceTime: at(5, '19:00:00') },
        reason: 'postponed',
      },
    ];
    for (const [index, { n, competitionKey, result, reason }] of cases.entries()) {
      const player = players[index];
      if (!player) throw new Error('no player');
      await matchOfDay(n, competitionKey);
      testApp.clock.set(at(n, '10:00:00'));
      expect((await pick(testApp.app, player, `match-${n}`, `Home ${n}`)).statusCode).toBe(200);
      await setResult(testApp.app, `match-${n}`, result);
      expect(await settle(testApp)).toMatchObject({ settled: 1, corrected: 0 });
      expect(await storedPick(player, dayOf(n))).toMatchObject({
        result: 'void',
        resultReason: reason,
        basePoints: 0,
      });
      testApp.clock.set(at(n + 1, '08:00:00'));
      const daily = await getDaily(testApp.app, player);
      expect(daily.yesterday.myPick).toMatchObject({ result: 'void', voidReason: reason, basePoints: 0 });
    }
  });
});

describe('the streak and its Multiplier', () => {
  it('earns one Multiplier on the seventh correct day in a row, once across reruns and corrections', async () => {
    const runs = Array.from({ length: 9 }, (_, index) => 10 + index);
    const player = await createGuest(testApp.app);
    const [, settlementJob] = dailyChallengeJobs;
    if (!settlementJob) throw new Error('no settlement job');
    const jobContext = () => ({
      db: testApp.app.db,
      clock: testApp.clock,
      config: testConfig(),
      feed: null,
      log: quietLog,
    });

    for (const n of runs) {
      await matchOfDay(n);
      testApp.clock.set(at(n, '09:00:00'));
      expect((await pick(testApp.app, player, `match-${n}`, `Home ${n}`)).statusCode).toBe(200);
      testApp.clock.set(at(n, '21:30:00'));
      await setResult(testApp.app, `match-${n}`, { scores: { [`Home ${n}`]: 1, [`Away ${n}`]: 0 } });
      const result = await settlementJob.run(jobContext());
      const daily = await getDaily(testApp.app, player);
      const correctDays = n - 9;
      expect(daily.streak).toBe(correctDays);
      expect(daily.toNextMultiplier).toBe(7 - (correctDays % 7));
      expect(result).toMatchObject({ settled: 1, multipliers: correctDays === 7 ? 1 : 0 });
      // Settling again, as every instance's job does, never grants twice.
      expect(await settlementJob.run(jobContext())).toMatchObject({ settled: 0, multipliers: 0 });
    }

    const credits = await multiplierCredits(testApp.app, player.user.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      typeId: 2,
      value: 2,
      source: 'daily-streak',
      grantKey: `daily-streak:${dayOf(16)}:1`,
      redeemedAt: null,
    });
    expect(await getDaily(testApp.app, player)).toMatchObject({
      streak: 9,
      bestStreak: 9,
      toNextMultiplier: 5,
    });

    // Day 12 is corrected to a loss: the streak is now 6 (days 13-18), and no credit is taken or given.
    await setResult(testApp.app, 'match-12', { scores: { 'Home 12': 0, 'Away 12': 3 } });
    expect(await settle(testApp)).toMatchObject({ corrected: 1, multipliers: 0 });
    expect(await getDaily(testApp.app, player)).toMatchObject({
      streak: 6,
      bestStreak: 6,
      toNextMultiplier: 1,
    });

    // The seventh day of the new streak has earned its credit already: the one given for days 10-16.
    await matchOfDay(19);
    testApp.clock.set(at(19, '09:00:00'));
    await pick(testApp.app, player, 'match-19', 'Home 19');
    testApp.clock.set(at(19, '21:30:00'));
    await setResult(testApp.app, 'match-19', { scores: { 'Home 19': 2, 'Away 19': 0 } });
    expect(await settle(testApp)).toMatchObject({ settled: 1, multipliers: 0 });
    expect(await getDaily(testApp.app, player)).toMatchObject({ streak: 7, toNextMultiplier: 7 });
    expect(await multiplierCredits(testApp.app, player.user.id)).toHaveLength(1);
  });

  it('is broken by a missed day and held by a void one', async () => {
    const player = await createGuest(testApp.app);
    for (const n of [30, 31, 32, 33]) await matchOfDay(n);
    const play = async (n: number, outcome: string | null, scores: [number, number] | 'cancelled') => {
      testApp.clock.set(at(n, '09:00:00'));
      // The landing page (or the job) chooses the day's match before it starts, picked or not.
      await getDaily(testApp.app, player);
      if (outcome) expect((await pick(testApp.app, player, `match-${n}`, outcome)).statusCode).toBe(200);
      testApp.clock.set(at(n, '21:30:00'));
      await setResult(
        testApp.app,
        `match-${n}`,
        scores === 'cancelled'
          ? { status: 'cancelled' }
          : { scores: { [`Home ${n}`]: scores[0], [`Away ${n}`]: scores[1] } },
      );
      await settle(testApp);
      return getDaily(testApp.app, player);
    };
    expect(await play(30, 'Home 30', [1, 0])).toMatchObject({ streak: 1 });
    expect(await play(31, 'Home 31', 'cancelled')).toMatchObject({ streak: 1 });
    expect(await play(32, 'Home 32', [2, 0])).toMatchObject({ streak: 2, bestStreak: 2 });
    expect(await play(33, null, [2, 0])).toMatchObject({ streak: 0, bestStreak: 2 });
  });
});

describe('concurrent settlement runs', () => {
  it('lets one run and skips the other', async () => {
    const [first, second] = await Promise.all([settle(testApp), settle(testApp)]);
    expect([first?.skipped, second?.skipped].toSorted()).toEqual([false, true]);
  });

  // PGlite is one session: a second transaction waits for the first, so only PostgreSQL has another instance.
  it.runIf(postgresUrl)('skips while another instance holds the lock', async () => {
    let inside: (value: unknown) => void = () => undefined;
    let release: (value: unknown) => void = () => undefined;
    const entered = new Promise((resolve) => (inside = resolve));
    const done = new Promise((resolve) => (release = resolve));
    // Another instance's settlement, holding the advisory lock in its own transaction.
    const other = testApp.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DAILY_SETTLEMENT_LOCK})`);
      inside(undefined);
      await done;
    });
    await entered;
    expect(await settle(testApp)).toEqual({ skipped: true });
    release(undefined);
    await other;
    expect(await settle(testApp)).toMatchObject({ skipped: false });
  });
});
