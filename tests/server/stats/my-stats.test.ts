// GET api/stats/v1/MyStats: a premium player's stats from the database, written out from the picks below;
// guests and standard players are refused with statsNeedPremium, strangers with 401.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerStatsDto } from '#core/contract/stats.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import { users } from '#server/db/schema.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { call } from '../account/account-test-app.ts';
import {
  buildPlayTestApp,
  createGuest,
  createPlayer,
  grant,
  ok,
  type PlayTestApp,
  type Signed,
} from '../picks/play-test-app.ts';
import { addEvent, addPick, finishAndSettle, type TestEvent } from '../settlement/fixtures.ts';

// Two gameweeks of a year no other test uses.
const firstWeek = new Date('2039-05-11T15:00:00.000Z');
const secondWeek = new Date('2039-05-18T15:00:00.000Z');
const [w1, w2] = [gameweekOf(firstWeek), gameweekOf(secondWeek)];

let testApp: PlayTestApp;
const db = () => testApp.app.db;
let resultStamp = secondWeek.getTime() + 3 * 3_600_000;
let premium: Signed;
let rival: Signed;
let standard: Signed;
let guest: Signed;
let tennis: TestEvent;

async function finish(event: TestEvent, score: [number, number]) {
  await finishAndSettle(db(), event, score, new Date((resultStamp += 60_000)), testApp.clock.now());
}

const myStats = (player?: Signed) =>
  call(testApp.app, 'GET', '/api/stats/v1/MyStats', player ? { token: player.tokens } : {});

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  testApp.clock.set(new Date(secondWeek.getTime() + 6 * 3_600_000).toISOString());
  [premium, rival, standard, guest] = [
    await createPlayer(testApp.app),
    await createPlayer(testApp.app),
    await createPlayer(testApp.app),
    await createGuest(testApp.app),
  ];
  await db().update(users).set({ role: 'PremiumPlayer' }).where(eq(users.id, premium.user.id));
  // Week 1: premium wins at 0.25 (40) and loses on totals; the rival wins at 0.1 (100).
  // Week 2: premium wins a tennis match at 0.5 with a Multiplier of 3 (20 -> 60).
  const [a, b, c, d] = [
    await addEvent(db(), { commenceTime: firstWeek }),
    await addEvent(db(), { commenceTime: firstWeek }),
    await addEvent(db(), { commenceTime: firstWeek }),
    await addEvent(db(), {
      commenceTime: secondWeek,
      competitionKey: 'tennis_atp_us_open',
      homeTeam: 'Zverev',
      awayTeam: 'Fonseca',
    }),
  ] as [TestEvent, TestEvent, TestEvent, TestEvent];
  tennis = d;
  const player = premium.user.id;
  await addPick(db(), {
    userId: player,
    event: a,
    outcome: 'Home FC',
    probability: 0.25,
    commenceTime: firstWeek,
  });
  await addPick(db(), {
    userId: player,
    event: b,
    marketKey: 'totals',
    outcome: 'Over',
    probability: 0.5,
    commenceTime: firstWeek,
  });
  await addPick(db(), {
    userId: rival.user.id,
    event: c,
    outcome: 'Home FC',
    probability: 0.1,
    commenceTime: firstWeek,
  });
  await addPick(db(), {
    userId: player,
    event: d,
    outcome: 'Zverev',
    probability: 0.5,
    multiplier: 3,
    commenceTime: secondWeek,
  });
  await finish(a, [1, 0]);
  await finish(b, [0, 0]);
  await finish(c, [1, 0]);
  await finish(d, [1, 0]);
  await grant(testApp.app, player, 3);
  const run = await refreshStandings(db(), testApp.clock.now());
  expect(run.skipped).toBe(false);
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET MyStats', () => {
  it('gives a premium player their stats', async () => {
    const stats = ok<PlayerStatsDto>(await myStats(premium));
    expect(stats.gameweeks).toEqual([
      { gameweek: w1, base: 40, boosted: 40, settled: 2, won: 1 },
      { gameweek: w2, base: 20, boosted: 60, settled: 1, won: 1 },
    ]);
    expect(stats.bySport).toEqual([
      { sport: 'Football', settled: 2, won: 1 },
      { sport: 'Tennis', settled: 1, won: 1 },
    ]);
    expect(stats.byMarket).toEqual([
      { market: 'h2h', settled: 2, won: 2 },
      { market: 'totals', settled: 1, won: 0 },
    ]);
    // Taken: 4 + 2 + 2 over 3; won: 4 + 2 over 2.
    expect(stats.odds).toEqual({ taken: 2.67, won: 3 });
    expect(stats.longshots).toEqual([
      {
        eventId: expect.any(String),
        event: 'Home FC v Away FC',
        outcome: 'Home FC',
        probability: 0.25,
        boosted: 40,
        gameweek: w1,
      },
      {
        eventId: tennis.id,
        event: 'Zverev v Fonseca',
        outcome: 'Zverev',
        probability: 0.5,
        boosted: 60,
        gameweek: w2,
      },
    ]);
    // The fixture writes the tennis pick's Multiplier straight onto the pick, with no credit row: its 40
    // extra points count, with nothing received or redeemed.
    expect(stats.credits).toEqual([
      { type: 1, received: 0, redeemed: 0, points: 0 },
      { type: 2, received: 0, redeemed: 0, points: 40 },
      { type: 3, received: 1, redeemed: 0, points: null },
    ]);
    // Week 1: the rival's 100 is above premium's 40; week 2: premium alone.
    expect(stats.ranks).toEqual([
      { gameweek: w1, rank: 2, players: 2 },
      { gameweek: w2, rank: 1, players: 1 },
    ]);
  });

  it('refuses guests and standard players with statsNeedPremium, and strangers with 401', async () => {
    for (const player of [standard, guest]) {
      const response = await myStats(player);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('statsNeedPremium');
    }
    expect((await myStats()).statusCode).toBe(401);
  });

  it('gives a premium player with no history empty stats', async () => {
    await db().update(users).set({ role: 'PremiumPlayer' }).where(eq(users.id, standard.user.id));
    const stats = ok<PlayerStatsDto>(await myStats(standard));
    expect(stats).toEqual({
      gameweeks: [],
      bySport: [],
      byMarket: [],
      odds: { taken: null, won: null },
      longshots: [],
      credits: [
        { type: 1, received: 0, redeemed: 0, points: 0 },
        { type: 2, received: 0, redeemed: 0, points: 0 },
        { type: 3, received: 0, redeemed: 0, points: null },
      ],
      ranks: [],
    });
  });
});
