// A league member's rank history (issue #10): per gameweek since the league began, the points scored by
// the league's rankBy, the running total and the rank among the members on it; members only, about members.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankHistoryDto } from '#core/contract/rank-history.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import { leagues } from '#server/db/schema.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { call } from '../account/account-test-app.ts';
import { buildPlayTestApp, createPlayer, ok, type PlayTestApp, type Signed } from '../picks/play-test-app.ts';
import { addEvent, addPick, finishAndSettle, type TestEvent } from '../settlement/fixtures.ts';

// Two gameweeks of a year no other test uses; the league is dated to the first one's Monday.
const leagueStart = new Date('2038-03-08T09:00:00.000Z');
const firstWeek = new Date('2038-03-10T15:00:00.000Z');
const secondWeek = new Date('2038-03-17T15:00:00.000Z');
const [w1, w2] = [gameweekOf(firstWeek), gameweekOf(secondWeek)];

let testApp: PlayTestApp;
const db = () => testApp.app.db;
let resultStamp = secondWeek.getTime() + 3 * 3_600_000;

let ann: Signed;
let ben: Signed;
let cat: Signed;
let stranger: Signed;
let byBoosted: string;
let byTotal: string;

/** A league of Ann's that Ben and Cat join (by its code: the first is private). */
async function createLeague(owner: Signed, body: object): Promise<string> {
  const response = await call(testApp.app, 'POST', '/api/leagues/v1/Leagues', { token: owner.tokens, body });
  expect(response.statusCode, response.body).toBe(201);
  const { id, code } = response.json<{ id: string; code: string }>();
  // A league is stamped by the database's clock; its history starts at the gameweek it was created in.
  await db().update(leagues).set({ createdAt: leagueStart }).where(eq(leagues.id, id));
  for (const player of [ben, cat]) {
    const joined = await call(testApp.app, 'POST', '/api/leagues/v1/JoinByCode', {
      token: player.tokens,
      body: { code },
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return id;
}

async function win(player: Signed, event: TestEvent, at: Date, probability: number, multiplier = 1) {
  await addPick(db(), {
    userId: player.user.id,
    event,
    outcome: 'Home FC',
    probability,
    multiplier,
    commenceTime: at,
  });
}

async function finish(event: TestEvent, score: [number, number]) {
  await finishAndSettle(db(), event, score, new Date((resultStamp += 60_000)), testApp.clock.now());
}

function history(caller: Signed, leagueId: string, userId: string) {
  return call(testApp.app, 'GET', `/api/leaderboards/v1/Leagues/${leagueId}/History?userId=${userId}`, {
    token: caller.tokens,
  });
}

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  testApp.clock.set(new Date(secondWeek.getTime() + 6 * 3_600_000).toISOString());
  [ann, ben, cat, stranger] = [
    await createPlayer(testApp.app),
    await createPlayer(testApp.app),
    await createPlayer(testApp.app),
    await createPlayer(testApp.app),
  ];
  byBoosted = await createLeague(ann, {
    name: `History ${randomBytes(3).toString('hex')}`,
    visibility: 1,
    scope: { kind: 'all' },
  });
  byTotal = await createLeague(ann, {
    name: `History total ${randomBytes(3).toString('hex')}`,
    visibility: 0,
    scope: { kind: 'all' },
    rankBy: 'total',
  });
  // First gameweek: Ann 40 (boosted and total), Ben 20 x3 = 60 boosted, 20 total; Cat nothing.
  // Second gameweek: Ben loses, Cat 100; the stranger's 100 counts in no league of theirs.
  const [a1, a2, b1, b2] = [
    await addEvent(db(), { commenceTime: firstWeek }),
    await addEvent(db(), { commenceTime: firstWeek }),
    await addEvent(db(), { commenceTime: secondWeek }),
    await addEvent(db(), { commenceTime: secondWeek }),
  ] as [TestEvent, TestEvent, TestEvent, TestEvent];
  await win(ann, a1, firstWeek, 0.25);
  await win(ben, a2, firstWeek, 0.5, 3);
  await win(ben, b1, secondWeek, 0.5);
  await win(cat, b2, secondWeek, 0.1);
  await win(stranger, b2, secondWeek, 0.1);
  await finish(a1, [1, 0]);
  await finish(a2, [1, 0]);
  await finish(b1, [0, 1]);
  await finish(b2, [1, 0]);
  const run = await refreshStandings(db(), testApp.clock.now());
  expect(run.skipped).toBe(false);
});
afterAll(async () => {
  await testApp?.close();
});

describe('a rank history', () => {
  it("gives each gameweek's points, the running total and the rank among the members on it", async () => {
    const of = async (player: Signed) =>
      ok<RankHistoryDto>(await history(ben, byBoosted, player.user.id)).gameweeks;
    const annHistory = ok<RankHistoryDto>(await history(ben, byBoosted, ann.user.id));
    expect(annHistory).toMatchObject({
      leagueId: byBoosted,
      userId: ann.user.id,
      displayName: ann.user.displayName,
      rankBy: 'boosted',
      members: 3,
    });
    expect(annHistory.gameweeks).toEqual([
      { gameweek: w1, points: 40, cumulative: 40, rank: 2 },
      { gameweek: w2, points: 0, cumulative: 40, rank: 3 },
    ]);
    expect(await of(ben)).toEqual([
      { gameweek: w1, points: 60, cumulative: 60, rank: 1 },
      { gameweek: w2, points: 0, cumulative: 60, rank: 2 },
    ]);
    expect(await of(cat)).toEqual([
      { gameweek: w1, points: 0, cumulative: 0, rank: 3 },
      { gameweek: w2, points: 100, cumulative: 100, rank: 1 },
    ]);
  });

  it("counts by the league's rankBy: a total league reads total points", async () => {
    const annHistory = ok<RankHistoryDto>(await history(cat, byTotal, ann.user.id));
    expect(annHistory.rankBy).toBe('total');
    expect(annHistory.gameweeks).toEqual([
      { gameweek: w1, points: 40, cumulative: 40, rank: 1 },
      { gameweek: w2, points: 0, cumulative: 40, rank: 2 },
    ]);
    const benHistory = ok<RankHistoryDto>(await history(ann, byTotal, ben.user.id));
    expect(benHistory.gameweeks.map((week) => [week.points, week.rank])).toEqual([
      [20, 2],
      [0, 3],
    ]);
  });

  it('refuses a caller outside the league (403) and a player outside it (404)', async () => {
    const outsider = await history(stranger, byBoosted, ann.user.id);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ code: 'notLeagueMember' });
    const notMember = await history(ann, byBoosted, stranger.user.id);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({
      code: 'leagueMemberNotFound',
      params: { userId: stranger.user.id },
    });
    const badId = await history(ann, byBoosted, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
  });
});
