// Two API servers on one PostgreSQL and Redis: one is killed (SIGKILL) in the middle of settling, and the
// other settles everything, once. Settlement is one transaction under an advisory lock (settle-event.ts),
// so the killed one's work goes with its connection and the survivor finds all of it still to do; the
// standings follow what was settled, counted once. Real server processes (two-instances.ts); skipped
// without DATABASE_URL and REDIS_URL.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardPeriods, type MyRankDto } from '#core/contract/leaderboards.ts';
import type { MyWeekDto, PickDto } from '#core/contract/play.ts';
import type { EventDto, EventsDto } from '#core/contract/predictions.ts';
import { gameweekOf, gameweekRange, type GameweekId } from '#core/game/gameweek.ts';
import { scorePick } from '#core/game/scoring.ts';
import { settlePick } from '#core/game/settlement.ts';
import { SETTLEMENT_LOCK } from '#server/modules/settlement/settle-event.ts';
import {
  advance,
  bothServersAvailable,
  clockOf,
  isRunning,
  kill,
  ok,
  renewSession,
  signUpGuest,
  startPair,
  waitFor,
  type Guest,
  type Instance,
  type Pair,
} from './two-instances.ts';

const MINUTE = 60_000;
/** The demo feed reports a result at most 4 h 05 after kick-off (server/feeds/demo/sport-models.ts). */
const RESULT_AFTER_KICK_OFF_MS = 4.5 * 60 * MINUTE;

let pair: Pair;
/** The test's transaction that holds the settlement up at the second event. */
let blocker: pg.PoolClient | undefined;
beforeAll(async () => {
  if (bothServersAvailable) pair = await startPair();
}, 180_000);
afterAll(async () => {
  blocker?.release(true);
  await pair?.close();
}, 60_000);

const eventsOf = (instance: Instance) => ok<EventsDto>(instance, 'GET', '/api/predictions/v1/Events');
const h2h = (event: EventDto) => event.markets.find((market) => market.key === 'h2h');

/**
 * Two events of the week, the second kicking off later, that take picks now (kick-off at least 10 minutes
 * away) and have their results before the week ends; undefined when the week has no two left.
 */
function twoEvents(week: EventsDto, now: Date): [EventDto, EventDto] | undefined {
  const weekEnds = gameweekRange(week.gameweek as GameweekId).end.getTime();
  const open = week.events
    .filter((event) => {
      const kickOff = Date.parse(event.commenceTime);
      const outcomes = h2h(event)?.outcomes ?? [];
      return (
        event.status === 'scheduled' &&
        !event.locked &&
        kickOff >= now.getTime() + 10 * MINUTE &&
        kickOff + RESULT_AFTER_KICK_OFF_MS < weekEnds &&
        outcomes.length > 0 &&
        outcomes.every((outcome) => outcome.points !== null)
      );
    })
    .toSorted((a, b) => Date.parse(a.commenceTime) - Date.parse(b.commenceTime));
  const first = open[0];
  const second = open.find((event) => first && event.commenceTime > first.commenceTime);
  return first && second ? [first, second] : undefined;
}

/** The instance whose settlement holds the settlement lock and waits on the test's blocker. */
async function heldUpSettlement(pool: pg.Pool): Promise<string | undefined> {
  const { rows } = await pool.query<{ application_name: string }>(
    `select a.application_name from pg_stat_activity a
     where a.datname = current_database() and a.wait_event_type = 'Lock'
       and a.query like '%standings_dirty_events%'
       and exists (select 1 from pg_locks l join pg_stat_activity holder on holder.pid = l.pid
                   where holder.application_name = a.application_name and l.locktype = 'advisory'
                     and l.granted and l.classid = 0 and l.objid = $1)`,
    [SETTLEMENT_LOCK],
  );
  return rows[0]?.application_name;
}

/** What the rules give the pick on the event's final result. */
function expectedScore(pick: PickDto, event: EventDto) {
  const result = settlePick(
    { market: 'h2h', outcome: pick.outcome, gameweek: gameweekOf(new Date(event.commenceTime)) },
    { ...event, hasDraw: h2h(event)?.outcomes.some((outcome) => outcome.name === 'Draw') ?? false },
  );
  if (result.kind === 'pending') throw new Error(`Event ${event.id} has no result: ${event.status}`);
  return { result: result.kind, ...scorePick(pick, result) };
}

/** Two events of the week that finish within it; the clocks move to the next week first if need be. */
async function chooseEvents({ a, b }: Pair): Promise<{ week: EventsDto; events: [EventDto, EventDto] }> {
  // The instances' first odds sync runs after they start.
  let week = await waitFor('the week’s events', async () => {
    const answer = await eventsOf(a);
    return answer.events.length > 0 ? answer : undefined;
  });
  let now = new Date((await clockOf(a)).now);
  let chosen = twoEvents(week, now);
  if (!chosen) {
    // Too late in the week: both move to the next one's start.
    const ms = gameweekRange(gameweekOf(now)).end.getTime() + MINUTE - now.getTime();
    await Promise.all([advance(a, ms), advance(b, ms)]);
    week = await eventsOf(a);
    now = new Date((await clockOf(a)).now);
    chosen = twoEvents(week, now);
  }
  if (!chosen) throw new Error(`No two events of ${week.gameweek} finish within it`);
  return { week, events: chosen };
}

/** Three players, picking through either instance, on different outcomes: some win, some lose. */
async function makePicks({ a, b }: Pair, week: EventsDto, chosen: EventDto[]): Promise<Guest[]> {
  const players: Guest[] = [];
  for (const [index, instance] of [a, b, a].entries()) {
    const guest = await signUpGuest(instance);
    const selections = chosen.map((event) => {
      const outcomes = h2h(event)?.outcomes ?? [];
      return { eventId: event.id, marketKey: 'h2h', outcome: outcomes[index % outcomes.length]?.name };
    });
    await ok<MyWeekDto>(instance, 'PUT', '/api/predictions/v1/MyWeek', {
      token: guest.token,
      body: { gameweek: week.gameweek, selections },
    });
    players.push(guest);
  }
  return players;
}

/**
 * Moves both clocks `ms` ahead, so that both run their jobs, and answers the instance whose settlement
 * got held up by the blocker, with the other one's jobs still running, if they are.
 */
async function settlementHeldUp(pair: Pair, ms: number) {
  const { a, b, pool } = pair;
  const running = new Map<Instance, Promise<unknown>>();
  const runJobs = (instance: Instance, by: number) => {
    const run = advance(instance, by).catch(() => undefined);
    running.set(instance, run);
    void run.finally(() => {
      if (running.get(instance) === run) running.delete(instance);
    });
  };
  runJobs(a, ms);
  runJobs(b, ms);
  const name = await waitFor(
    'a settlement held up at the second event',
    async () => {
      const heldUp = await heldUpSettlement(pool);
      // Each settled before the results the other wrote had arrived: run A's jobs again.
      if (!heldUp && running.size === 0) runJobs(a, 1);
      return heldUp;
    },
    150_000,
  );
  const victim = name === a.applicationName ? a : b;
  const survivor = victim === a ? b : a;
  return { victim, survivor, survivorJobs: running.get(survivor) };
}

async function countOf(pool: pg.Pool, query: string, values: unknown[] = []): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`select (${query})::text as n`, values);
  return Number(rows[0]?.n);
}

describe.skipIf(!bothServersAvailable)('two API servers, one killed mid-settlement', () => {
  it('lose nothing: the survivor settles every pick once, and the boards count it once', async () => {
    const { pool } = pair;
    const { week, events } = await chooseEvents(pair);
    const [first, second] = events;
    const players = await makePicks(pair, week, events);

    // Hold the settlement up at the second event: its mark for the standings waits on this uncommitted
    // one, after the first event's picks (and every earlier event) were settled in the same transaction.
    blocker = await pool.connect();
    await blocker.query('begin');
    await blocker.query('insert into standings_dirty_events (event_id) values ($1)', [second.id]);
    const now = new Date((await clockOf(pair.a)).now);
    const ms = Date.parse(second.commenceTime) + RESULT_AFTER_KICK_OFF_MS - now.getTime();
    const { victim, survivor, survivorJobs } = await settlementHeldUp(pair, ms);
    // The second event's settlement is only in the victim's open transaction.
    const decided = `select count(*) from outcome_settlements where event_id = $1`;
    expect(await countOf(pool, decided, [second.id])).toBe(0);

    await kill(victim);
    expect(isRunning(victim)).toBe(false);
    // Its connection goes on, finds its client gone and ends, rolling the settlement back.
    await blocker.query('rollback');
    blocker.release();
    blocker = undefined;
    await waitFor('the killed instance’s connections to end', async () => {
      const left = `select count(*) from pg_stat_activity where application_name = $1`;
      return (await countOf(pool, left, [victim.applicationName])) === 0 ? true : undefined;
    });

    // The survivor runs its jobs again: settlement, then the standings.
    await survivorJobs;
    await advance(survivor, 1);
    await waitFor('the standings to take every mark', async () => {
      const marks = `(select count(*) from standings_dirty_events) + (select count(*) from standings_dirty)`;
      return (await countOf(pool, marks)) === 0 ? true : undefined;
    });

    // Every group of picks on the two events was decided exactly once.
    const { rows: groups } = await pool.query<{ event_id: string; outcome_name: string; decisions: number }>(
      `select p.event_id, p.outcome_name, count(s.id)::int as decisions
       from (select distinct event_id, market_key, line, outcome_name, gameweek from predictions
             where event_id = any($1)) p
       left join outcome_settlements s
         on s.event_id = p.event_id and s.market_key = p.market_key and s.line is not distinct from p.line
        and s.outcome_name = p.outcome_name and s.gameweek = p.gameweek
       group by p.event_id, p.outcome_name`,
      [[first.id, second.id]],
    );
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) expect(group).toEqual({ ...group, decisions: 1 });

    // Each player's picks scored as the rules say, once, and their gameweek row the sum of them.
    const finished = new Map((await eventsOf(survivor)).events.map((event) => [event.id, event]));
    for (const player of players) {
      const { token } = await renewSession(survivor, player);
      const path = `/api/predictions/v1/MyWeek?gameweek=${week.gameweek}`;
      const mine = await ok<MyWeekDto>(survivor, 'GET', path, { token });
      expect(mine.picks).toHaveLength(2);
      const sums = { total: 0, boosted: 0, correct: 0 };
      for (const pick of mine.picks) {
        const event = finished.get(pick.eventId);
        if (!event) throw new Error(`Event ${pick.eventId} is not in the week any more`);
        const expected = expectedScore(pick, event);
        const scored = { result: pick.result, base: pick.basePoints, boosted: pick.boostedPoints };
        expect(scored).toEqual({ result: expected.result, base: expected.base, boosted: expected.boosted });
        const settled = pick.ledger.filter((entry) => ['settled', 'void', 'corrected'].includes(entry.kind));
        expect(settled).toHaveLength(1);
        sums.total += expected.base;
        sums.boosted += expected.boosted;
        sums.correct += expected.correct ? 1 : 0;
      }
      const board = `period=${leaderboardPeriods.Gameweek}&periodKey=${week.gameweek}`;
      const { me } = await ok<MyRankDto>(survivor, 'GET', `/api/leaderboards/v1/MyRank?${board}`, { token });
      expect(me && { total: me.total, boosted: me.boosted, correct: me.correct }).toEqual(sums);
    }
  }, 240_000);
});
