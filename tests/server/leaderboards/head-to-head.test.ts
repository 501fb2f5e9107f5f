// Head-to-head inside a league (docs/game-rules.md §9.4) through the API: members paired each gameweek by
// the round-robin of their ids, the odd one out meeting the league average, 3/1/0 by the league's rankBy,
// only finished gameweeks in the table, equal rows sharing a rank, members only.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadToHeadDto } from '#core/contract/head-to-head.ts';
import { gameweekOf, gameweekRange, nextGameweek, type GameweekId } from '#core/game/gameweek.ts';
import { leagues } from '#server/db/schema.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { call } from '../account/account-test-app.ts';
import { buildPlayTestApp, createPlayer, ok, type PlayTestApp, type Signed } from '../picks/play-test-app.ts';
import { addEvent, addPick, setResult } from '../settlement/fixtures.ts';

const HOUR = 3_600_000;
let testApp: PlayTestApp;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildPlayTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

/** Wednesday 15:00 UTC of the gameweek. */
const midweek = (week: GameweekId) =>
  new Date(gameweekRange(week).start.getTime() + 2 * 24 * HOUR + 15 * HOUR);

/** Signed in at the clock's time (moving the clock by weeks ends the earlier sessions). */
const tokensNow = (player: Signed) => testApp.app.sessions.issue(player.user.id);

/** Players sorted by id: the schedule's order, so each test knows who meets whom. */
async function playersInScheduleOrder(count: number): Promise<Signed[]> {
  const players = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      createPlayer(testApp.app, { displayName: `Member ${i} ${randomBytes(2).toString('hex')}` }),
    ),
  );
  return players.sort((a, b) => (a.user.id < b.user.id ? -1 : 1));
}

/** A public league of the first player, the others joined, created (as stored) in `first`. */
async function leagueOf(members: Signed[], first: GameweekId, rankBy: 'boosted' | 'total'): Promise<string> {
  const [owner, ...others] = members as [Signed, ...Signed[]];
  const created = await call(testApp.app, 'POST', '/api/leagues/v1/Leagues', {
    token: await tokensNow(owner),
    body: { name: `H2H ${randomBytes(3).toString('hex')}`, visibility: 0, scope: { kind: 'all' }, rankBy },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  for (const member of others) {
    const joined = await call(testApp.app, 'POST', `/api/leagues/v1/Leagues/${id}/Join`, {
      token: await tokensNow(member),
      body: {},
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  await db()
    .update(leagues)
    .set({ createdAt: midweek(first) })
    .where(eq(leagues.id, id));
  return id;
}

/**
 * One settled gameweek: each entry a member's winning pick of that probability (0.5 → 20 points, 0.25 →
 * 40) and multiplier; a member without one has no row and scores 0.
 */
async function playWeek(week: GameweekId, picks: [Signed, number, number?][]) {
  const at = midweek(week);
  const event = await addEvent(db(), { commenceTime: at });
  for (const [player, probability, multiplier] of picks) {
    await addPick(db(), {
      userId: player.user.id,
      event,
      outcome: 'Home FC',
      probability,
      multiplier,
      commenceTime: at,
    });
  }
  await setResult(db(), event, {
    status: 'completed',
    score: [1, 0],
    resultUpdatedAt: new Date(at.getTime() + 3 * HOUR),
  });
  await db().transaction((tx) => settleEvent(tx, event.id, new Date(at.getTime() + 4 * HOUR)));
  const run = await refreshStandings(db(), new Date(at.getTime() + 5 * HOUR));
  expect(run.skipped).toBe(false);
}

async function headToHead(leagueId: string, player: Signed) {
  return call(testApp.app, 'GET', `/api/leaderboards/v1/Leagues/${leagueId}/HeadToHead`, {
    token: await tokensNow(player),
  });
}

const tableOf = (dto: HeadToHeadDto) =>
  dto.table.map((row) => [
    row.userId,
    row.rank,
    row.played,
    row.won,
    row.drawn,
    row.lost,
    row.pointsFor,
    row.pointsAgainst,
    row.points,
  ]);

describe('head-to-head', () => {
  it('pairs three members with the average for the odd one out, counts finished gameweeks by boosted', async () => {
    const [a, b, c] = (await playersInScheduleOrder(3)) as [Signed, Signed, Signed];
    const w0 = gameweekOf(new Date('2039-03-09T12:00:00.000Z'));
    const w1 = nextGameweek(w0);
    const w2 = nextGameweek(w1);
    const leagueId = await leagueOf([b, a, c], w0, 'boosted');
    // w0 (round 0): c meets the average, a meets b. a 40, b 20, c 0: average 20; a wins, c loses.
    await playWeek(w0, [
      [a, 0.25],
      [b, 0.5],
    ]);
    // w1 (round 1): a meets the average, b meets c. b 40; c 20 x2 = 40 boosted (20 total): b and c draw;
    // average (20 + 40 + 40) / 3 = 33: a's 20 loses.
    await playWeek(w1, [
      [a, 0.5],
      [b, 0.25],
      [c, 0.5, 2],
    ]);
    // w2 (round 2, current): b meets the average, c (home) meets a. Only a has scored so far.
    await playWeek(w2, [[a, 0.5]]);
    testApp.clock.set(new Date(midweek(w2).getTime() + 6 * HOUR).toISOString());

    const now = ok<HeadToHeadDto>(await headToHead(leagueId, c));
    expect(now).toMatchObject({ leagueId, rankBy: 'boosted', gameweek: w2 });
    expect(now.fixtures).toEqual([
      {
        home: { userId: b.user.id, displayName: b.user.displayName, score: 0 },
        away: { kind: 'average', score: 6 },
      },
      {
        home: { userId: c.user.id, displayName: c.user.displayName, score: 0 },
        away: { kind: 'member', userId: a.user.id, displayName: a.user.displayName, score: 20 },
      },
    ]);
    // w2 is live, not counted: a 3 (W vs b 40-20, L vs average 20-33); b 1 (60 for); c 1 (40 for).
    expect(tableOf(now)).toEqual([
      [a.user.id, 1, 2, 1, 0, 1, 60, 53, 3],
      [b.user.id, 2, 2, 0, 1, 1, 60, 80, 1],
      [c.user.id, 3, 2, 0, 1, 1, 40, 60, 1],
    ]);

    expect(now.table.map((row) => row.displayName)).toEqual([a, b, c].map((p) => p.user.displayName));

    // Once w2 has ended it counts: a beats c 20-0, b loses to the average 0-6. w3 wraps round to round 0.
    testApp.clock.set(gameweekRange(w2).end.toISOString());
    const later = ok<HeadToHeadDto>(await headToHead(leagueId, a));
    expect(later.gameweek).toBe(nextGameweek(w2));
    expect(
      later.fixtures.map(({ home, away }) => [home.userId, away.kind === 'member' ? away.userId : 'average']),
    ).toEqual([
      [c.user.id, 'average'],
      [a.user.id, b.user.id],
    ]);
    expect(tableOf(later)).toEqual([
      [a.user.id, 1, 3, 2, 0, 1, 80, 53, 6],
      [b.user.id, 2, 3, 0, 1, 2, 60, 86, 1],
      [c.user.id, 3, 3, 0, 1, 2, 40, 80, 1],
    ]);
  });

  it('scores a league ranked by total on the total; equal rows share a rank (1, 2, 2, 4)', async () => {
    const [a, b, c, d] = (await playersInScheduleOrder(4)) as [Signed, Signed, Signed, Signed];
    const w0 = gameweekOf(new Date('2040-06-13T12:00:00.000Z'));
    const leagueId = await leagueOf([d, c, b, a], w0, 'total');
    // w0 (round 0): a meets d, b meets c. a 40 beats d 0; b 20 x3 (60 boosted, 20 total) draws c 20.
    await playWeek(w0, [
      [a, 0.25],
      [b, 0.5, 3],
      [c, 0.5],
    ]);
    testApp.clock.set(gameweekRange(w0).end.toISOString());
    const dto = ok<HeadToHeadDto>(await headToHead(leagueId, d));
    expect(dto.rankBy).toBe('total');
    expect(tableOf(dto)).toEqual([
      [a.user.id, 1, 1, 1, 0, 0, 40, 0, 3],
      [b.user.id, 2, 1, 0, 1, 0, 20, 20, 1],
      [c.user.id, 2, 1, 0, 1, 0, 20, 20, 1],
      [d.user.id, 4, 1, 0, 0, 1, 0, 40, 0],
    ]);
    // The next gameweek (round 1): every member plays one other member, nobody twice.
    const sides = dto.fixtures.flatMap(({ home, away }) => [
      home.userId,
      away.kind === 'member' ? away.userId : '',
    ]);
    expect(sides.sort()).toEqual([a, b, c, d].map((p) => p.user.id).sort());
    expect(dto.fixtures.every(({ home, away }) => home.score === 0 && away.score === 0)).toBe(true);
  });

  it('is for members only', async () => {
    const [owner, stranger] = (await playersInScheduleOrder(2)) as [Signed, Signed];
    const week = gameweekOf(new Date('2041-01-09T12:00:00.000Z'));
    testApp.clock.set(midweek(week).toISOString());
    const leagueId = await leagueOf([owner], week, 'boosted');
    const refused = await headToHead(leagueId, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'notLeagueMember' });
    // A lone member meets the average (their own score) every week.
    const alone = ok<HeadToHeadDto>(await headToHead(leagueId, owner));
    expect(alone.fixtures).toEqual([
      {
        home: { userId: owner.user.id, displayName: owner.user.displayName, score: 0 },
        away: { kind: 'average', score: 0 },
      },
    ]);
  });
});
