// The results desk's routes (docs/admin.md): an administrator corrects a started match's result, every pick
// on it is settled again with its ledger, the audit log keeps the result before and after, and the scores
// feed leaves the corrected result alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, competitions, events } from '#server/db/schema.ts';
import { storeOdds, storeScores } from '#server/modules/odds-sync/event-store.ts';
import { call, createPlayer, type Signed } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { quietLog, testClock } from '../predictions/sync-helpers.ts';
import {
  addEvent,
  addPick,
  addPlayer,
  finishAndSettle,
  ledgerRows,
  pickState,
  type TestEvent,
} from './fixtures.ts';

// Wednesday of 2026-W47; the match kicked off on the Tuesday.
const kickOff = new Date('2026-11-17T19:00:00.000Z');
const clock = testClock('2026-11-18T20:00:00.000Z');

let testApp: TestApp;
let admin: Signed;
let shadow: Signed;
let player: Signed;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  admin = await createPlayer(testApp.app, { role: 'Administrator' });
  shadow = await createPlayer(testApp.app, { role: 'ShadowAdministrator' });
  player = await createPlayer(testApp.app, { role: 'Player' });
});

afterAll(async () => {
  await testApp?.close();
});

const resultUrl = (eventId: string) => `/api/predictions/v1/admin/Events/${eventId}/Result`;

function putResult(eventId: string, body: unknown, token: Signed | null = admin) {
  return call(testApp.app, 'PUT', resultUrl(eventId), {
    ...(token ? { token: token.tokens } : {}),
    body,
    headers: { origin: 'http://localhost:3000' },
  });
}

/** A finished 2-1 match with a pick on each h2h result: Home 0.4 (25 pts), Away 0.25 (40), Draw 0.3 (33). */
async function settledMatch(): Promise<{ event: TestEvent; home: string; away: string; draw: string }> {
  const event = await addEvent(db(), { commenceTime: kickOff, status: 'live' });
  const pickOn = async (outcome: string, probability: number) =>
    (
      await addPick(db(), {
        userId: await addPlayer(db()),
        event,
        outcome,
        probability,
        commenceTime: kickOff,
      })
    ).id;
  const home = await pickOn('Home FC', 0.4);
  const away = await pickOn('Away FC', 0.25);
  const draw = await pickOn('Draw', 0.3);
  await finishAndSettle(db(), event, [2, 1], new Date('2026-11-17T21:00:00.000Z'), clock.now());
  return { event, home, away, draw };
}

async function eventRow(id: string) {
  const [row] = await db().select().from(events).where(eq(events.id, id));
  if (!row) throw new Error(`no event ${id}`);
  return row;
}

describe('PUT admin/Events/{eventId}/Result', () => {
  it('corrects a final score: a wrong pick becomes correct and scores, a correct one loses its points', async () => {
    const { event, home, away, draw } = await settledMatch();
    expect(await pickState(db(), home)).toMatchObject({ result: 'won', basePoints: 25 });
    expect(await pickState(db(), away)).toMatchObject({ result: 'lost', basePoints: 0 });

    const response = await putResult(event.id, { home: 1, away: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ eventId: event.id, settled: 0, corrected: 2 });

    expect(await pickState(db(), away)).toMatchObject({ result: 'won', basePoints: 40 });
    expect(await pickState(db(), home)).toMatchObject({ result: 'lost', basePoints: 0 });
    // The Draw pick was wrong and stays wrong: no new ledger line.
    expect(await pickState(db(), draw)).toMatchObject({ result: 'lost', basePoints: 0 });
    expect((await ledgerRows(db(), away)).at(-1)).toMatchObject({
      kind: 'corrected',
      base: 40,
      detail: { result: { kind: 'won' }, previous: { kind: 'lost' } },
    });
    expect((await ledgerRows(db(), home)).at(-1)).toMatchObject({
      kind: 'corrected',
      base: -25,
      detail: { result: { kind: 'lost' }, previous: { kind: 'won' } },
    });

    const row = await eventRow(event.id);
    expect(row).toMatchObject({
      status: 'completed',
      resultCorrectedAt: clock.now(),
      resultUpdatedAt: clock.now(),
      settledAt: clock.now(),
      voidReason: null,
    });
    expect(row.scores).toEqual([
      { name: 'Home FC', score: '1' },
      { name: 'Away FC', score: '3' },
    ]);

    // The same result again, on a clock that has not moved: settled again, nothing changes.
    expect((await putResult(event.id, { home: 1, away: 3 })).json()).toEqual({
      eventId: event.id,
      settled: 0,
      corrected: 0,
    });
    expect((await eventRow(event.id)).resultUpdatedAt?.getTime()).toBe(clock.now().getTime() + 1);
  });

  it('writes the audit row with the result before and after', async () => {
    const { event } = await settledMatch();
    await putResult(event.id, { home: 0, away: 0 });
    const rows = await db().select().from(adminAudit).where(eq(adminAudit.action, 'correctResult'));
    expect(rows.find((row) => (row.detail as { eventId?: string }).eventId === event.id)).toMatchObject({
      actorId: admin.user.id,
      targetId: null,
      at: clock.now(),
      detail: {
        eventId: event.id,
        before: { status: 'completed', home: 2, away: 1, voidReason: null },
        after: { status: 'completed', home: 0, away: 0, voidReason: null },
      },
    });
  });

  it('declares a match void: every pick scores 0 and counts as neither correct nor wrong', async () => {
    const { event, home, away } = await settledMatch();
    const response = await putResult(event.id, { void: 'abandoned' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ eventId: event.id, settled: 0, corrected: 3 });
    expect(await pickState(db(), home)).toMatchObject({
      result: 'void',
      resultReason: 'abandoned',
      basePoints: 0,
    });
    expect(await pickState(db(), away)).toMatchObject({ result: 'void', basePoints: 0 });
    expect((await ledgerRows(db(), home)).at(-1)).toMatchObject({ kind: 'corrected', base: -25 });
    expect(await eventRow(event.id)).toMatchObject({ status: 'cancelled', voidReason: 'abandoned' });

    const postponed = await addEvent(db(), { commenceTime: kickOff, status: 'live' });
    const pick = await addPick(db(), {
      userId: await addPlayer(db()),
      event: postponed,
      outcome: 'Draw',
      commenceTime: kickOff,
    });
    expect((await putResult(postponed.id, { void: 'postponed' })).json()).toEqual({
      eventId: postponed.id,
      settled: 1,
      corrected: 0,
    });
    expect(await pickState(db(), pick.id)).toMatchObject({ result: 'void', resultReason: 'postponed' });
    expect(await eventRow(postponed.id)).toMatchObject({ status: 'postponed', voidReason: 'postponed' });
  });

  it('refuses no event, an outright, a match not started and a bad body', async () => {
    const missing = await putResult('no-such-event', { home: 1, away: 0 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'unknownEvent' });

    const outright = await addEvent(db(), { commenceTime: kickOff, runners: ['Ann', 'Bea'], status: 'live' });
    const refused = await putResult(outright.id, { home: 1, away: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'resultOfOutright',
      message: `Event ${outright.id} is an outright competition: enter its winner on the outrights desk.`,
    });

    const later = await addEvent(db(), { commenceTime: new Date('2026-11-20T19:00:00.000Z') });
    const early = await putResult(later.id, { void: 'cancelled' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'matchNotStarted',
      message: `Event ${later.id} has not started: it has no result to correct.`,
    });

    const { event } = await settledMatch();
    for (const body of [
      { home: -1, away: 0 },
      { home: 1.5, away: 0 },
      { home: 1 },
      { void: 'rained' },
      { home: 1, away: 0, void: 'cancelled' },
      {},
    ]) {
      expect((await putResult(event.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await eventRow(event.id)).toMatchObject({ resultCorrectedAt: null, status: 'completed' });
    expect(await eventRow(later.id)).toMatchObject({ resultCorrectedAt: null, status: 'scheduled' });
  });

  it('is for administrators only', async () => {
    const { event } = await settledMatch();
    expect((await putResult(event.id, { home: 0, away: 1 }, null)).statusCode).toBe(401);
    expect((await putResult(event.id, { home: 0, away: 1 }, player)).statusCode).toBe(403);
    expect((await putResult(event.id, { home: 0, away: 1 }, shadow)).statusCode).toBe(403);
    expect((await eventRow(event.id)).resultCorrectedAt).toBeNull();
  });
});

describe('the scores feed after a correction', () => {
  it('keeps the corrected scores and status', async () => {
    const { event, away } = await settledMatch();
    await putResult(event.id, { home: 1, away: 3 });
    const before = await eventRow(event.id);
    const [competition] = await db()
      .select()
      .from(competitions)
      .where(eq(competitions.key, event.competitionKey));
    if (!competition) throw new Error('no competition');
    clock.advance(60_000);
    const changed = await db().transaction((tx) =>
      storeScores({ tx, competition, now: clock.now(), log: quietLog }, [
        {
          id: event.id,
          sportKey: event.competitionKey,
          commenceTime: kickOff.toISOString(),
          homeTeam: event.homeTeam,
          awayTeam: event.awayTeam,
          status: 'completed',
          scores: [
            { name: 'Home FC', score: '2' },
            { name: 'Away FC', score: '1' },
          ],
          lastUpdate: clock.now().toISOString(),
        },
      ]),
    );
    expect(changed).toBe(0);
    expect(await eventRow(event.id)).toEqual(before);
    expect(await pickState(db(), away)).toMatchObject({ result: 'won', basePoints: 40 });
  });
});

describe('the odds feed after a correction', () => {
  it('no longer moves the kick-off of a match declared postponed', async () => {
    const event = await addEvent(db(), { commenceTime: kickOff, status: 'live' });
    await putResult(event.id, { void: 'postponed' });
    const before = await eventRow(event.id);
    const [competition] = await db()
      .select()
      .from(competitions)
      .where(eq(competitions.key, event.competitionKey));
    if (!competition) throw new Error('no competition');
    await db().transaction((tx) =>
      storeOdds({ tx, competition, now: clock.now(), log: quietLog }, [
        {
          id: event.id,
          sportKey: event.competitionKey,
          commenceTime: '2026-12-01T19:00:00.000Z',
          homeTeam: event.homeTeam,
          awayTeam: event.awayTeam,
          bookmakers: [],
        },
      ]),
    );
    expect(await eventRow(event.id)).toEqual(before);
  });
});

describe('GET admin/Events', () => {
  const list = (query: string, token: Signed | null) =>
    call(
      testApp.app,
      'GET',
      `/api/predictions/v1/admin/Events${query}`,
      token ? { token: token.tokens } : {},
    );

  it("lists the gameweek's started matches with their results, to both administrator roles", async () => {
    const { event } = await settledMatch();
    await putResult(event.id, { home: 1, away: 3 });
    const notStarted = await addEvent(db(), { commenceTime: new Date('2026-11-21T15:00:00.000Z') });
    const otherWeek = await addEvent(db(), {
      commenceTime: new Date('2026-11-10T15:00:00.000Z'),
      status: 'completed',
    });
    for (const reader of [admin, shadow]) {
      const response = await list('', reader);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ gameweek: string; truncated: boolean; events: { eventId: string }[] }>();
      expect(body.gameweek).toBe('2026-W47');
      expect(body.truncated).toBe(false);
      const ids = body.events.map((row) => row.eventId);
      expect(ids).not.toContain(notStarted.id);
      expect(ids).not.toContain(otherWeek.id);
      expect(body.events.find((row) => row.eventId === event.id)).toEqual({
        eventId: event.id,
        competitionKey: 'soccer_epl',
        competition: 'EPL',
        homeTeam: 'Home FC',
        awayTeam: 'Away FC',
        commenceTime: kickOff.toISOString(),
        status: 'completed',
        home: 1,
        away: 3,
        voidReason: null,
        correctedAt: clock.now().toISOString(),
      });
    }
    const earlier = (await list('?gameweek=2026-W46', admin)).json<{ events: { eventId: string }[] }>();
    expect(earlier.events.map((row) => row.eventId)).toContain(otherWeek.id);
    const elsewhere = (await list('?competition=basketball_nba', admin)).json<{ events: unknown[] }>();
    expect(elsewhere.events).toEqual([]);
    expect((await list('?gameweek=W47', admin)).statusCode).toBe(400);
  });

  it('is refused to players and guests', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', player)).statusCode).toBe(403);
  });
});
