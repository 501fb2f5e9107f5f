// Leaderboards (docs/game-rules.md §8): the materialised standings follow settlement, corrections, voids,
// bonus points and outright winners once the refresh ran; ranks tie 1, 2, 2, 4; a player sees the top and
// their own row wherever they stand; boards page; league standings rank members by the league's rankBy.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BoardDto,
  LeagueStandingsDto,
  MyLeagueRanksDto,
  MyRankDto,
} from '#core/contract/leaderboards.ts';
import { BOTS } from '#core/game/bots.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import { ledgerEntries } from '#server/db/schema.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { setOutrightWinner } from '#server/modules/settlement/outright-winner.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { call } from '../account/account-test-app.ts';
import { buildPlayTestApp, createPlayer, ok, type PlayTestApp, type Signed } from '../picks/play-test-app.ts';
import { addEvent, addPick, setResult, type TestEvent } from '../settlement/fixtures.ts';

const kickOff = new Date('2026-11-18T15:00:00.000Z');
let testApp: PlayTestApp;
const db = () => testApp.app.db;
let resultStamp = kickOff.getTime() + 3 * 3_600_000;
const nextStamp = () => new Date((resultStamp += 60_000));

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  testApp.clock.set('2026-11-18T20:00:00.000Z');
});
afterAll(async () => {
  await testApp?.close();
});

async function refresh() {
  const run = await refreshStandings(db(), testApp.clock.now());
  expect(run.skipped).toBe(false);
}

/** Settles the event as the job does, in a transaction of its own. */
async function settle(event: TestEvent) {
  await db().transaction((tx) => settleEvent(tx, event.id, testApp.clock.now()));
}

async function finish(
  event: TestEvent,
  score: [number, number],
  status: 'completed' | 'cancelled' = 'completed',
) {
  await setResult(db(), event, { status, score, resultUpdatedAt: nextStamp() });
  await settle(event);
}

function board(player: Signed, query: string): Promise<BoardDto> {
  return call(testApp.app, 'GET', `/api/leaderboards/v1/Board?${query}`, { token: player.tokens }).then(
    ok<BoardDto>,
  );
}

describe('a board', () => {
  it('ranks by boosted, then correct, then total; equal rows share a rank (1, 2, 2, 4)', async () => {
    // A day of its own: the Daily board is not used by weekly picks, so use a Monthly board of a year of its own.
    const at = new Date('2031-03-05T15:00:00.000Z');
    testApp.clock.set(new Date(at.getTime() + 6 * 3_600_000).toISOString());
    const players = await Promise.all([0, 1, 2, 3, 4].map(() => createPlayer(testApp.app)));
    const [a, b, c, d, e] = players as [Signed, Signed, Signed, Signed, Signed];
    const events = await Promise.all([0, 1, 2].map(() => addEvent(db(), { commenceTime: at })));
    const [e1, e2, e3] = events as [TestEvent, TestEvent, TestEvent];
    // a: 40 boosted (20 x2), 1 correct. b, c: 20+20 = 40 boosted...
    await addPick(db(), {
      userId: a.user.id,
      event: e1,
      outcome: 'Home FC',
      probability: 0.25,
      multiplier: 2,
      commenceTime: at,
    }); // 40 x2 = 80
    await addPick(db(), {
      userId: b.user.id,
      event: e1,
      outcome: 'Home FC',
      probability: 0.25,
      commenceTime: at,
    }); // 40
    await addPick(db(), {
      userId: b.user.id,
      event: e2,
      outcome: 'Home FC',
      probability: 0.5,
      commenceTime: at,
    }); // 20
    await addPick(db(), {
      userId: c.user.id,
      event: e1,
      outcome: 'Home FC',
      probability: 0.25,
      commenceTime: at,
    }); // 40
    await addPick(db(), {
      userId: c.user.id,
      event: e2,
      outcome: 'Home FC',
      probability: 0.5,
      commenceTime: at,
    }); // 20
    await addPick(db(), {
      userId: d.user.id,
      event: e1,
      outcome: 'Home FC',
      probability: 0.25,
      commenceTime: at,
    }); // 40
    await addPick(db(), {
      userId: d.user.id,
      event: e3,
      outcome: 'Home FC',
      probability: 0.5,
      commenceTime: at,
    }); // lost
    await addPick(db(), {
      userId: e.user.id,
      event: e3,
      outcome: 'Home FC',
      probability: 0.5,
      commenceTime: at,
    }); // lost
    for (const event of events) await finish(event, event === e3 ? [0, 1] : [2, 0]);
    await refresh();
    const page = await board(e, 'period=2&periodKey=2031-03');
    expect(page.rows.map((row) => [row.userId, row.rank, row.boosted, row.correct, row.total])).toEqual([
      [a.user.id, 1, 80, 1, 40],
      ...[b, c]
        .map((p) => [p.user.id, 2, 60, 2, 60])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
      [d.user.id, 4, 40, 1, 40],
      [e.user.id, 5, 0, 0, 0],
    ]);
    expect(page.board).toEqual({
      period: 2,
      periodKey: '2031-03',
      scope: 'global',
      scopeKey: '',
      players: 5,
    });
    expect(page.me).toMatchObject({ userId: e.user.id, rank: 5 });
    // Paging: page 2 of size 2 starts with the tied c/b row at rank 2.
    const second = await board(e, 'period=2&periodKey=2031-03&page=2&pageSize=2');
    expect(second.rows.map((row) => row.rank)).toEqual([2, 4]);
    const third = await board(a, 'period=2&periodKey=2031-03&page=3&pageSize=2');
    expect(third.rows.map((row) => row.rank)).toEqual([5]);
    expect(third.me).toMatchObject({ userId: a.user.id, rank: 1 });
  });

  it('shows my row and rank when I stand outside the page, and null when I have no row', async () => {
    const at = new Date('2032-06-09T15:00:00.000Z');
    testApp.clock.set(new Date(at.getTime() + 6 * 3_600_000).toISOString());
    const event = await addEvent(db(), { commenceTime: at });
    const winners = await Promise.all([0, 1, 2].map(() => createPlayer(testApp.app)));
    const loser = await createPlayer(testApp.app);
    const outsider = await createPlayer(testApp.app);
    for (const player of winners)
      await addPick(db(), { userId: player.user.id, event, outcome: 'Home FC', commenceTime: at });
    await addPick(db(), { userId: loser.user.id, event, outcome: 'Away FC', commenceTime: at });
    await finish(event, [1, 0]);
    await refresh();
    const top = await board(loser, 'period=3&periodKey=2032&pageSize=2');
    expect(top.rows).toHaveLength(2);
    expect(top.me).toMatchObject({ userId: loser.user.id, rank: 4, boosted: 0, correct: 0 });
    expect((await board(outsider, 'period=3&periodKey=2032')).me).toBeNull();
  });

  it('has every period and scope a weekly pick counts in, and refuses what needs a key', async () => {
    const at = new Date('2033-02-14T15:00:00.000Z');
    testApp.clock.set(new Date(at.getTime() + 6 * 3_600_000).toISOString());
    const event = await addEvent(db(), { commenceTime: at });
    const player = await createPlayer(testApp.app);
    await addPick(db(), {
      userId: player.user.id,
      event,
      outcome: 'Home FC',
      probability: 0.5,
      commenceTime: at,
    });
    await finish(event, [1, 0]);
    await refresh();
    const gw = gameweekOf(at);
    const expected = { boosted: 20, total: 20, correct: 1, rank: 1 };
    for (const scope of [
      'scope=global',
      'scope=sport&scopeKey=Football',
      'scope=competition&scopeKey=soccer_epl',
    ]) {
      for (const period of [
        `period=1&periodKey=${gw}`,
        `period=4&periodKey=${gw}`,
        'period=2&periodKey=2033-02',
        'period=3&periodKey=2033',
      ]) {
        const page = await board(player, `${period}&${scope}`);
        expect(page.me, `${period}&${scope}`).toMatchObject(expected);
      }
      expect((await board(player, `period=0&periodKey=2033-02-14&${scope}`)).me).toBeNull();
    }
    // (Season boards: the outright test; these fixture picks carry no season.)
    const refused = await call(testApp.app, 'GET', '/api/leaderboards/v1/Board?period=1&scope=sport', {
      token: player.tokens,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'boardNeedsScopeKey' });
    const season2 = await call(testApp.app, 'GET', '/api/leaderboards/v1/Board?period=5', {
      token: player.tokens,
    });
    expect(season2.json()).toMatchObject({ code: 'seasonBoardPerCompetition' });
  });
});

describe('the refresh', () => {
  it('follows a correction, a refunding void, a bonus and an outright winner', async () => {
    const at = new Date('2034-04-12T15:00:00.000Z');
    testApp.clock.set(new Date(at.getTime() + 6 * 3_600_000).toISOString());
    const gw = gameweekOf(at);
    const player = await createPlayer(testApp.app);
    const me = () => board(player, `period=4&periodKey=${gw}`).then((page) => page.me);
    const first = await addEvent(db(), { commenceTime: at });
    const second = await addEvent(db(), { commenceTime: at });
    await addPick(db(), {
      userId: player.user.id,
      event: first,
      outcome: 'Home FC',
      probability: 0.5,
      multiplier: 3,
      commenceTime: at,
    });
    await addPick(db(), {
      userId: player.user.id,
      event: second,
      outcome: 'Home FC',
      probability: 0.25,
      commenceTime: at,
    });
    await finish(first, [1, 0]);
    await finish(second, [1, 0]);
    await refresh();
    expect(await me()).toMatchObject({ boosted: 60 + 40, total: 20 + 40, correct: 2 });
    // A correction: the first match ends 0-1.
    await finish(first, [0, 1]);
    expect(await me()).toMatchObject({ boosted: 100, correct: 2 });
    await refresh();
    expect(await me()).toMatchObject({ boosted: 40, total: 40, correct: 1 });
    // A cancellation voids and refunds: final, a later result does not bring it back.
    await finish(second, [1, 0], 'cancelled');
    await refresh();
    expect(await me()).toMatchObject({ boosted: 0, total: 0, correct: 0 });
    await finish(second, [2, 0]);
    await refresh();
    expect(await me()).toMatchObject({ boosted: 0, correct: 0 });
    // A bonus (as credit redemption writes it, through the picks module's ledger store).
    const { recordBonusEntry } = await import('#server/modules/picks/ledger-store.ts');
    await db().transaction((tx) =>
      recordBonusEntry(
        tx,
        {
          userId: player.user.id,
          creditId: crypto.randomUUID(),
          gameweek: gw,
          competitionKey: null,
          value: 15,
        },
        at,
      ),
    );
    await refresh();
    expect(await me()).toMatchObject({ boosted: 15, total: 0 });
    expect(
      await db()
        .select()
        .from(ledgerEntries)
        .where(sql`user_id = ${player.user.id} and kind = 'bonus'`),
    ).toHaveLength(1);
  });

  it('counts an outright winner on the Season and Yearly boards', async () => {
    const at = new Date('2035-04-10T12:00:00.000Z');
    testApp.clock.set(new Date(at.getTime() + 6 * 3_600_000).toISOString());
    const outright = await addEvent(db(), { commenceTime: at, runners: ['Ann', 'Bob'] });
    const player = await createPlayer(testApp.app);
    await addPick(db(), {
      userId: player.user.id,
      event: outright,
      marketKey: 'outrights',
      outcome: 'Ann',
      probability: 0.1,
      commenceTime: at,
    });
    await setOutrightWinner(db(), outright.id, 'Ann', testApp.clock.now());
    await refresh();
    const yearly = await board(
      player,
      `period=3&periodKey=2035&scope=competition&scopeKey=${outright.competitionKey}`,
    );
    expect(yearly.me).toMatchObject({ boosted: 100, total: 100, correct: 1 });
    const weekly = await board(player, `period=1&periodKey=${gameweekOf(at)}`);
    expect(weekly.me).toBeNull();
  });

  it('runs with the jobs: the dev clock leaves the boards current', async () => {
    const at = new Date('2036-05-14T15:00:00.000Z');
    testApp.clock.set(new Date(at.getTime() + 6 * 3_600_000).toISOString());
    const event = await addEvent(db(), { commenceTime: at });
    const player = await createPlayer(testApp.app);
    await addPick(db(), {
      userId: player.user.id,
      event,
      outcome: 'Home FC',
      probability: 0.5,
      commenceTime: at,
    });
    await setResult(db(), event, { status: 'completed', score: [1, 0], resultUpdatedAt: nextStamp() });
    await testApp.app.jobs.runNow();
    const rank = await call(
      testApp.app,
      'GET',
      `/api/leaderboards/v1/MyRank?period=4&periodKey=${gameweekOf(at)}`,
      { token: player.tokens },
    ).then(ok<MyRankDto>);
    expect(rank.me).toMatchObject({ rank: 1, boosted: 20 });
  });
});

describe('league standings', () => {
  async function league(owner: Signed, body: object): Promise<string> {
    const response = await call(testApp.app, 'POST', '/api/leagues/v1/Leagues', {
      token: owner.tokens,
      body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('ranks the members by the league rankBy, members (and the two bots) only', async () => {
    const at = new Date('2037-09-09T15:00:00.000Z');
    testApp.clock.set(new Date(at.getTime() + 6 * 3_600_000).toISOString());
    const gw = gameweekOf(at);
    const owner = await createPlayer(testApp.app);
    const boosted = await createPlayer(testApp.app);
    const plain = await createPlayer(testApp.app);
    const stranger = await createPlayer(testApp.app);
    const e1 = await addEvent(db(), { commenceTime: at });
    const e2 = await addEvent(db(), { commenceTime: at });
    await addPick(db(), {
      userId: boosted.user.id,
      event: e1,
      outcome: 'Home FC',
      probability: 0.5,
      multiplier: 3,
      commenceTime: at,
    }); // 20 / 60
    await addPick(db(), {
      userId: plain.user.id,
      event: e1,
      outcome: 'Home FC',
      probability: 0.25,
      commenceTime: at,
    }); // 40 / 40
    await addPick(db(), {
      userId: stranger.user.id,
      event: e2,
      outcome: 'Home FC',
      probability: 0.1,
      commenceTime: at,
    });
    await finish(e1, [1, 0]);
    await finish(e2, [1, 0]);
    await refresh();
    const byBoosted = await league(owner, {
      name: `By boosted ${randomBytes(3).toString('hex')}`,
      visibility: 0,
      scope: { kind: 'all' },
    });
    const byTotal = await league(owner, {
      name: `By total ${randomBytes(3).toString('hex')}`,
      visibility: 0,
      scope: { kind: 'sport', sportId: 'Football' },
      rankBy: 'total',
    });
    for (const id of [byBoosted, byTotal]) {
      for (const member of [boosted, plain]) {
        const joined = await call(testApp.app, 'POST', `/api/leagues/v1/Leagues/${id}/Join`, {
          token: member.tokens,
          body: {},
        });
        expect(joined.statusCode, joined.body).toBe(200);
      }
    }
    const standings = (id: string, player: Signed) =>
      call(testApp.app, 'GET', `/api/leaderboards/v1/Leagues/${id}?period=4&periodKey=${gw}`, {
        token: player.tokens,
      });
    const first = ok<LeagueStandingsDto>(await standings(byBoosted, owner));
    // The benchmark bots played nothing this week: they stand at 0, after the owner at 0, with the owner's rank.
    const bots = [
      [BOTS[0]?.userId, 3],
      [BOTS[1]?.userId, 3],
    ];
    expect(first.rows.map((row) => [row.userId, row.rank])).toEqual([
      [boosted.user.id, 1],
      [plain.user.id, 2],
      [owner.user.id, 3],
      ...bots,
    ]);
    const second = ok<LeagueStandingsDto>(await standings(byTotal, plain));
    expect(second.board).toMatchObject({ scope: 'sport', scopeKey: 'Football' });
    expect(second.rows.map((row) => [row.userId, row.rank])).toEqual([
      [plain.user.id, 1],
      [boosted.user.id, 2],
      [owner.user.id, 3],
      ...bots,
    ]);
    const refused = await standings(byBoosted, stranger);
    expect(refused.statusCode).toBe(403);

    // The same ranks in one call for all of a player's leagues (the leagues home), this gameweek's.
    const myRanks = (player: Signed) =>
      call(testApp.app, 'GET', '/api/leaderboards/v1/MyLeagueRanks', { token: player.tokens })
        .then(ok<MyLeagueRanksDto>)
        .then(({ gameweek, ranks }) => ({
          gameweek,
          ranks: Object.fromEntries(ranks.map((entry) => [entry.leagueId, [entry.rank, entry.members]])),
        }));
    expect(await myRanks(boosted)).toEqual({
      gameweek: gw,
      ranks: { [byBoosted]: [1, 3], [byTotal]: [2, 3] },
    });
    expect(await myRanks(plain)).toEqual({ gameweek: gw, ranks: { [byBoosted]: [2, 3], [byTotal]: [1, 3] } });
    expect(await myRanks(owner)).toEqual({ gameweek: gw, ranks: { [byBoosted]: [3, 3], [byTotal]: [3, 3] } });
    expect(await myRanks(stranger)).toEqual({ gameweek: gw, ranks: {} });
  });
});
