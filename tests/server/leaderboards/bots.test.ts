// The benchmark bots (docs/game-rules.md §8.1): at each event's lock The Favourite takes the likeliest h2h
// outcome and The Crowd the one people picked most, on the gameweek's five earliest events; their picks
// settle as people's do; their rows show on the boards and in leagues, labelled, and never win nor take a
// person's rank; two runs at once record each pick once.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDto, LeagueStandingsDto, StandingRowDto } from '#core/contract/leaderboards.ts';
import { BOTS } from '#core/game/bots.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import type { JobContext } from '#server/jobs/job.ts';
import { recordBotPicks } from '#server/modules/leaderboards/bots/record-picks.ts';
import { botPicksJob, standingsJob } from '#server/modules/leaderboards/job.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { call } from '../account/account-test-app.ts';
import {
  buildPlayTestApp,
  createPlayer,
  insertEvent,
  ok,
  type PlayTestApp,
  type Signed,
} from '../picks/play-test-app.ts';
import { addPick, setResult, type TestEvent } from '../settlement/fixtures.ts';

let testApp: PlayTestApp;
const db = () => testApp.app.db;
const [favourite, crowd] = BOTS as [(typeof BOTS)[number], (typeof BOTS)[number]];

beforeAll(async () => {
  testApp = await buildPlayTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

/** The jobs' context (the app's jobs would also run the demo feed's sync, which fills the weeks). */
const context = (): JobContext => ({
  db: db(),
  clock: testApp.clock,
  config: testApp.app.config,
  feed: null,
  log: { info() {}, warn() {}, error() {}, debug() {} },
});

/** The bots' picks job, then settlement of the finished events, then the standings job (as runNow orders them). */
async function runJobs(finished: readonly TestEvent[] = []) {
  await botPicksJob.run(context());
  for (const on of finished) {
    await db().transaction((tx) => settleEvent(tx, on.id, testApp.clock.now()));
  }
  await standingsJob.run(context());
}

/** A fresh session at the test clock's time. */
async function signedIn(player: Signed): Promise<Signed> {
  return { ...player, tokens: await testApp.app.sessions.issue(player.user.id) };
}

const hour = (day: string, h: number) => new Date(`${day}T${String(h).padStart(2, '0')}:00:00.000Z`);

/** An event with these h2h chances (home, draw, away), as the fixtures' pick helpers know it. */
async function event(at: Date, chances: [number, number, number] | null): Promise<TestEvent> {
  const homeTeam = `Home ${randomBytes(3).toString('hex')}`;
  const awayTeam = `Away ${randomBytes(3).toString('hex')}`;
  const id = await insertEvent(testApp.app, {
    commenceTime: at.toISOString(),
    homeTeam,
    awayTeam,
    h2h: chances,
  });
  return { id, competitionKey: 'soccer_epl', homeTeam, awayTeam };
}

async function pick(player: Signed, on: TestEvent, outcome: string, probability: number, at: Date) {
  await addPick(db(), { userId: player.user.id, event: on, outcome, probability, commenceTime: at });
}

async function botPicks(eventIds: readonly string[]) {
  const { rows } = await db().execute<{
    bot: number;
    event_id: string;
    outcome_name: string;
    probability: number;
    points: number;
  }>(sql`
    select bot, event_id, outcome_name, probability, points from bot_picks
    where event_id = any(${sql.param([...eventIds])}::text[]) order by bot, event_id`);
  return rows;
}

let resultStamp = Date.parse('2040-01-01T00:00:00.000Z');
async function finish(on: TestEvent, score: [number, number]) {
  await setResult(db(), on, {
    status: 'completed',
    score,
    resultUpdatedAt: new Date((resultStamp += 60_000)),
  });
}

const summary = (rows: readonly StandingRowDto[]) =>
  rows.map((row) => [row.bot ?? row.userId, row.rank, row.boosted, row.correct, row.total]);

describe('the bots', () => {
  // 2032-W11: Monday 8 to Sunday 14 March 2032; every event kicks off on Tuesday the 9th.
  const day = '2032-03-09';
  const gameweek = gameweekOf(hour(day, 12));
  let early: TestEvent[];
  let unpriced: TestEvent;
  let people: { p1: Signed; p2: Signed; p3: Signed; p4: Signed };

  it('pick at each lock: The Favourite the likeliest, The Crowd the most picked', async () => {
    testApp.clock.set(hour(day, 9).toISOString());
    unpriced = await event(hour(day, 10), null);
    early = [];
    // e0: people favour the away side; e1: nobody picks; e2: people favour the home side, the least likely.
    early.push(await event(hour(day, 12), [0.6, 0.25, 0.15]));
    early.push(await event(hour(day, 13), [0.5, 0.3, 0.2]));
    early.push(await event(hour(day, 14), [0.2, 0.3, 0.5]));
    for (const h of [15, 16, 17]) early.push(await event(hour(day, h), [0.4, 0.3, 0.3]));
    const [e0, e1, e2, , , sixth] = early as [
      TestEvent,
      TestEvent,
      TestEvent,
      TestEvent,
      TestEvent,
      TestEvent,
    ];
    people = {
      p1: await createPlayer(testApp.app),
      p2: await createPlayer(testApp.app),
      p3: await createPlayer(testApp.app),
      p4: await createPlayer(testApp.app),
    };
    await pick(people.p1, e0, e0.awayTeam, 0.15, hour(day, 12));
    await pick(people.p2, e0, e0.awayTeam, 0.15, hour(day, 12));
    await pick(people.p3, e0, e0.homeTeam, 0.6, hour(day, 12));
    await pick(people.p1, e2, 'Draw', 0.3, hour(day, 14));
    await pick(people.p2, e2, e2.homeTeam, 0.2, hour(day, 14));
    await pick(people.p3, e2, e2.awayTeam, 0.5, hour(day, 14));
    await pick(people.p4, e2, e2.homeTeam, 0.2, hour(day, 14));

    // Before the first kick-off: nothing is due.
    await runJobs();
    expect(await botPicks(early.map((e) => e.id))).toEqual([]);

    // e0 has locked: each bot picks it, frozen at the lock's price.
    testApp.clock.set(hour(day, 12).toISOString());
    await runJobs();
    expect(await botPicks(early.map((e) => e.id))).toEqual([
      { bot: favourite.code, event_id: e0.id, outcome_name: e0.homeTeam, probability: 0.6, points: 17 },
      { bot: crowd.code, event_id: e0.id, outcome_name: e0.awayTeam, probability: 0.15, points: 67 },
    ]);

    // Every event has locked: the five earliest priced ones, not the sixth, not the one without h2h odds.
    testApp.clock.set(hour(day, 20).toISOString());
    await runJobs();
    const picks = await botPicks([unpriced.id, ...early.map((e) => e.id)]);
    expect(picks.map((row) => row.event_id)).not.toContain(unpriced.id);
    expect(picks.map((row) => row.event_id)).not.toContain(sixth.id);
    const choice = (bot: number, on: TestEvent) =>
      picks.find((row) => row.bot === bot && row.event_id === on.id)?.outcome_name;
    expect(picks.filter((row) => row.bot === favourite.code)).toHaveLength(5);
    expect(picks.filter((row) => row.bot === crowd.code)).toHaveLength(5);
    // Nobody picked e1: The Crowd takes the likeliest too. e2: home (2 picks) over Draw and away (1 each).
    expect(choice(favourite.code, e1)).toBe(e1.homeTeam);
    expect(choice(crowd.code, e1)).toBe(e1.homeTeam);
    expect(choice(favourite.code, e2)).toBe(e2.awayTeam);
    expect(choice(crowd.code, e2)).toBe(e2.homeTeam);

    // Running again records nothing new.
    expect(await recordBotPicks(db(), testApp.clock.now())).toEqual({ recorded: 0 });
  });

  it('stand on the board, labelled, without taking anyone’s rank', async () => {
    const [e0, e1] = early as [TestEvent, TestEvent];
    // e0: home wins (The Favourite and p3 score 17); e1: home wins, a pick only the bots made (20 each).
    await finish(e0, [2, 0]);
    await finish(e1, [1, 0]);
    // p4 ties The Crowd exactly (20 boosted, 1 correct, 20 total) with a pick on another event.
    const other = await event(hour('2032-03-10', 12), [0.5, 0.3, 0.2]);
    await pick(people.p4, other, other.homeTeam, 0.5, hour('2032-03-10', 12));
    testApp.clock.set(hour('2032-03-10', 20).toISOString());
    await finish(other, [3, 1]);
    await runJobs([e0, e1, other]);

    const board = async (player: Signed, query: string) =>
      call(testApp.app, 'GET', `/api/leaderboards/v1/Board?period=4&periodKey=${gameweek}&${query}`, {
        token: (await signedIn(player)).tokens,
      }).then(ok<BoardDto>);
    const page = await board(people.p4, 'pageSize=50');
    const zeros = [people.p1, people.p2]
      .map((p) => p.user.id)
      .sort()
      .map((id) => [id, 3, 0, 0, 0]);
    // The Favourite stands above everyone, yet p4 leads the people at rank 1; The Crowd ties p4 and stands
    // after them with their rank; p3 is second, as without the bots.
    expect(summary(page.rows)).toEqual([
      ['favourite', 1, 37, 2, 37],
      [people.p4.user.id, 1, 20, 1, 20],
      ['crowd', 1, 20, 1, 20],
      [people.p3.user.id, 2, 17, 1, 17],
      ...zeros,
    ]);
    expect(page.rows[0]).toEqual({
      rank: 1,
      userId: favourite.userId,
      displayName: 'The Favourite',
      boosted: 37,
      total: 37,
      correct: 2,
      bot: 'favourite',
    });
    expect(page.rows.filter((row) => row.bot === null)).toHaveLength(4);
    expect(page.board.players).toBe(4);
    expect(page.me).toMatchObject({ userId: people.p4.user.id, rank: 1, bot: null });

    // Pages of two: the bots stand on the page of the last person at or above them.
    const first = await board(people.p1, 'pageSize=2&page=1');
    expect(summary(first.rows).map((row) => row[0])).toEqual([
      'favourite',
      people.p4.user.id,
      'crowd',
      people.p3.user.id,
    ]);
    const second = await board(people.p1, 'pageSize=2&page=2');
    expect(second.rows.every((row) => row.bot === null)).toBe(true);
    expect(second.rows).toHaveLength(2);
  });

  it('stand in every league, ranked by its rankBy', async () => {
    const owner = await signedIn(people.p3);
    const response = await call(testApp.app, 'POST', '/api/leagues/v1/Leagues', {
      token: owner.tokens,
      body: { name: `Bots ${randomBytes(3).toString('hex')}`, visibility: 0, scope: { kind: 'all' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const leagueId = response.json<{ id: string }>().id;
    const joined = await call(testApp.app, 'POST', `/api/leagues/v1/Leagues/${leagueId}/Join`, {
      token: (await signedIn(people.p1)).tokens,
      body: {},
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const standings = await call(
      testApp.app,
      'GET',
      `/api/leaderboards/v1/Leagues/${leagueId}?period=4&periodKey=${gameweek}`,
      { token: owner.tokens },
    ).then(ok<LeagueStandingsDto>);
    expect(summary(standings.rows)).toEqual([
      ['favourite', 1, 37, 2, 37],
      ['crowd', 1, 20, 1, 20],
      [people.p3.user.id, 1, 17, 1, 17],
      [people.p1.user.id, 2, 0, 0, 0],
    ]);
    expect(standings.rows.find((row) => row.bot === 'crowd')?.displayName).toBe('The Crowd');

    // A gameweek the bots played nothing in: both stand at 0, level with the members and after them.
    const empty = await call(
      testApp.app,
      'GET',
      `/api/leaderboards/v1/Leagues/${leagueId}?period=4&periodKey=2032-W20`,
      { token: owner.tokens },
    ).then(ok<LeagueStandingsDto>);
    expect(empty.rows.map((row) => [row.bot, row.rank])).toEqual([
      [null, 1],
      [null, 1],
      ['favourite', 1],
      ['crowd', 1],
    ]);
  });

  it('record each pick once when two runs go at once', async () => {
    const week = '2032-04-06';
    testApp.clock.set(hour(week, 9).toISOString());
    const events: TestEvent[] = [];
    for (const h of [10, 11, 12, 13, 14, 15]) events.push(await event(hour(week, h), [0.5, 0.3, 0.2]));
    const now = hour(week, 20);
    const runs = await Promise.all([recordBotPicks(db(), now), recordBotPicks(db(), now)]);
    expect(runs[0].recorded + runs[1].recorded).toBe(10);
    const { rows } = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from bot_picks where event_id = any(${sql.param(events.map((e) => e.id))}::text[])`);
    expect(rows[0]?.n).toBe(10);
  });
});
