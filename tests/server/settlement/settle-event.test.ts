import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, predictions } from '#server/db/schema.ts';
import type { PickResult } from '#core/game/types.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  addEvent,
  addPick,
  addPlayer,
  ledgerCount,
  ledgerRows,
  pickState,
  setResult,
  type EventSpec,
} from './fixtures.ts';

const HOUR = 3_600_000;
// Wednesday of 2026-W47 (Monday 16 November to Monday 23 November).
const kickOff = new Date('2026-11-18T15:00:00.000Z');
const finished = new Date('2026-11-18T17:00:00.000Z');
const now = new Date('2026-11-18T20:00:00.000Z');

let testApp: TestApp;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function settle(eventId: string, at = now) {
  return db().transaction((tx) => settleEvent(tx, eventId, at));
}

async function finishedEvent(spec: Partial<EventSpec> = {}) {
  return addEvent(db(), {
    commenceTime: kickOff,
    status: 'completed',
    score: [2, 1],
    resultUpdatedAt: finished,
    ...spec,
  });
}

async function pickOn(event: Awaited<ReturnType<typeof addEvent>>, outcome: string, extra = {}) {
  return addPick(db(), { userId: await addPlayer(db()), event, outcome, commenceTime: kickOff, ...extra });
}

async function resultOf(id: string): Promise<PickResult | null> {
  const row = await pickState(db(), id);
  if (!row.result) return null;
  return row.result === 'void'
    ? ({ kind: 'void', reason: row.resultReason } as PickResult)
    : { kind: row.result };
}

describe('settleEvent', () => {
  it('pays a correct pick its frozen points (x its multiplier when boosted) and a wrong one nothing', async () => {
    const event = await finishedEvent();
    const home = await pickOn(event, 'Home FC', { probability: 0.25, multiplier: 2 });
    const draw = await pickOn(event, 'Draw');
    const away = await pickOn(event, 'Away FC');
    const over = await pickOn(event, 'Over', { marketKey: 'totals', line: 2.5, probability: 0.5 });

    expect(await settle(event.id)).toEqual({ eventId: event.id, settled: 4, corrected: 0, pending: 0 });

    expect(await pickState(db(), home.id)).toMatchObject({
      result: 'won',
      resultReason: null,
      basePoints: 40,
      boostedPoints: 80,
    });
    for (const lost of [draw, away]) {
      expect(await pickState(db(), lost.id)).toMatchObject({
        result: 'lost',
        basePoints: 0,
        boostedPoints: 0,
      });
    }
    expect(await pickState(db(), over.id)).toMatchObject({
      result: 'won',
      basePoints: 20,
      boostedPoints: 20,
    });
    const [saved, multiplier, settled] = await ledgerRows(db(), home.id);
    expect([saved?.kind, multiplier?.kind]).toEqual(['saved', 'multiplier']);
    expect(settled).toMatchObject({
      kind: 'settled',
      base: 40,
      boosted: 80,
      gameweek: '2026-W47',
      competitionKey: 'soccer_epl',
      scoredAt: kickOff,
      createdAt: now,
      creditId: null,
      detail: { pickId: home.id, result: { kind: 'won' } },
    });
    const lostEntry = (await ledgerRows(db(), draw.id)).at(-1);
    expect(lostEntry).toMatchObject({
      kind: 'settled',
      base: 0,
      boosted: 0,
      detail: { result: { kind: 'lost' } },
    });
    // Settled for the result it saw: the feed's time of that result.
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row?.settledAt).toEqual(finished);
  });

  it('gives a level football score to the draw, and voids it where the market has no draw', async () => {
    const football = await finishedEvent({ score: [1, 1] });
    const draw = await pickOn(football, 'Draw');
    const home = await pickOn(football, 'Home FC');
    const basketball = await finishedEvent({
      competitionKey: 'basketball_nba',
      draw: false,
      score: [101, 101],
    });
    const nbaHome = await pickOn(basketball, 'Home FC');
    await settle(football.id);
    await settle(basketball.id);
    expect(await resultOf(draw.id)).toEqual({ kind: 'won' });
    expect(await resultOf(home.id)).toEqual({ kind: 'lost' });
    expect(await resultOf(nbaHome.id)).toEqual({ kind: 'void', reason: 'tie-without-draw' });
    expect((await ledgerRows(db(), nbaHome.id)).at(-1)).toMatchObject({
      kind: 'void',
      base: 0,
      detail: { result: { kind: 'void', reason: 'tie-without-draw' } },
    });
  });

  it('voids a totals pick whose line the score hits exactly (a push)', async () => {
    const event = await finishedEvent({ totalsLine: 3 });
    const over = await pickOn(event, 'Over', { marketKey: 'totals', line: 3 });
    const under = await pickOn(event, 'Under', { marketKey: 'totals', line: 3 });
    await settle(event.id);
    expect(await resultOf(over.id)).toEqual({ kind: 'void', reason: 'push' });
    expect(await resultOf(under.id)).toEqual({ kind: 'void', reason: 'push' });
  });

  it('voids every pick on a cancelled event, and a later result does not bring them back', async () => {
    const event = await finishedEvent({ status: 'cancelled', score: null });
    const home = await pickOn(event, 'Home FC');
    expect(await settle(event.id)).toMatchObject({ settled: 1, corrected: 0 });
    expect(await resultOf(home.id)).toEqual({ kind: 'void', reason: 'cancelled' });
    // The refunded slot may have been spent again: that void is final (scoring.voidRefunds).
    await setResult(db(), event, {
      status: 'completed',
      score: [2, 0],
      resultUpdatedAt: new Date(now.getTime() + HOUR),
    });
    expect(await settle(event.id, new Date(now.getTime() + 2 * HOUR))).toMatchObject({
      settled: 0,
      corrected: 0,
    });
    expect(await resultOf(home.id)).toEqual({ kind: 'void', reason: 'cancelled' });
  });

  it('voids picks of an event postponed out of their gameweek, and waits while it may still be played in it', async () => {
    const movedOut = await finishedEvent({ status: 'postponed', score: null });
    const moved = await pickOn(movedOut, 'Home FC');
    await setResult(db(), movedOut, {
      status: 'postponed',
      commenceTime: new Date('2026-11-25T15:00:00.000Z'),
      resultUpdatedAt: finished,
    });
    await settle(movedOut.id);
    expect(await resultOf(moved.id)).toEqual({ kind: 'void', reason: 'postponed' });

    const noNewDate = await finishedEvent({ status: 'postponed', score: null });
    const waiting = await pickOn(noNewDate, 'Away FC');
    expect(await settle(noNewDate.id)).toMatchObject({ settled: 0, pending: 1 });
    expect(await resultOf(waiting.id)).toBeNull();
    const [row] = await db().select().from(events).where(eq(events.id, noNewDate.id));
    expect(row?.settledAt).toBeNull();
    // Once its gameweek is over without the match, it was postponed out of it.
    expect(await settle(noNewDate.id, new Date('2026-11-23T00:00:00.000Z'))).toMatchObject({ settled: 1 });
    expect(await resultOf(waiting.id)).toEqual({ kind: 'void', reason: 'postponed' });
  });

  it('leaves picks pending while the event has no final score', async () => {
    const event = await finishedEvent({ score: null });
    const pick = await pickOn(event, 'Home FC');
    expect(await settle(event.id)).toMatchObject({ settled: 0, pending: 1 });
    expect(await ledgerRows(db(), pick.id)).toHaveLength(1);
  });

  it('re-settles every pick on a corrected result with a corrected entry', async () => {
    const event = await finishedEvent({ score: [2, 1], totalsLine: 3 });
    const home = await pickOn(event, 'Home FC', { probability: 0.5, multiplier: 2 });
    const away = await pickOn(event, 'Away FC', { probability: 0.25 });
    const draw = await pickOn(event, 'Draw');
    const over = await pickOn(event, 'Over', { marketKey: 'totals', line: 3, probability: 0.5 });
    await settle(event.id);
    expect(await resultOf(over.id)).toEqual({ kind: 'void', reason: 'push' });

    const correctedAt = new Date(finished.getTime() + HOUR);
    await setResult(db(), event, { score: [1, 3], resultUpdatedAt: correctedAt });
    const later = new Date(now.getTime() + HOUR);
    // Home: won -> lost; away: lost -> won; over: push -> won (a push was played: not final); draw stays lost.
    expect(await settle(event.id, later)).toEqual({
      eventId: event.id,
      settled: 0,
      corrected: 3,
      pending: 0,
    });

    expect(await pickState(db(), home.id)).toMatchObject({
      result: 'lost',
      basePoints: 0,
      boostedPoints: 0,
    });
    expect((await ledgerRows(db(), home.id)).at(-1)).toMatchObject({
      kind: 'corrected',
      base: -20,
      boosted: -40,
      createdAt: later,
      scoredAt: kickOff,
      detail: { pickId: home.id, result: { kind: 'lost' }, previous: { kind: 'won' } },
    });
    expect(await pickState(db(), away.id)).toMatchObject({
      result: 'won',
      basePoints: 40,
      boostedPoints: 40,
    });
    expect((await ledgerRows(db(), over.id)).at(-1)).toMatchObject({
      kind: 'corrected',
      base: 20,
      detail: { result: { kind: 'won' }, previous: { kind: 'void', reason: 'push' } },
    });
    expect(await ledgerRows(db(), draw.id)).toHaveLength(2);
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row?.settledAt).toEqual(correctedAt);
  });

  it('writes nothing when run again, and nothing for removed picks', async () => {
    const event = await finishedEvent();
    await pickOn(event, 'Home FC');
    const removed = await pickOn(event, 'Away FC');
    await db().update(predictions).set({ removedAt: kickOff }).where(eq(predictions.id, removed.id));
    expect(await settle(event.id)).toMatchObject({ settled: 1 });
    const before = await ledgerCount(db());
    expect(await settle(event.id)).toMatchObject({ settled: 0, corrected: 0 });
    expect(await settle(event.id, new Date(now.getTime() + HOUR))).toMatchObject({
      settled: 0,
      corrected: 0,
    });
    expect(await ledgerCount(db())).toBe(before);
    expect(await resultOf(removed.id)).toBeNull();
  });

  it('settles once when two settlements of one event run at the same time', async () => {
    const event = await finishedEvent();
    const picks = await Promise.all(['Home FC', 'Draw', 'Away FC'].map((outcome) => pickOn(event, outcome)));
    const before = await ledgerCount(db());
    const [first, second] = await Promise.all([settle(event.id), settle(event.id)]);
    expect((first?.settled ?? 0) + (second?.settled ?? 0)).toBe(3);
    expect(await ledgerCount(db())).toBe(before + 3);
    for (const pick of picks) expect(await ledgerRows(db(), pick.id)).toHaveLength(2);
  });

  it('refuses an event that does not exist', async () => {
    await expect(settle('no-such-event')).rejects.toThrow('No event no-such-event to settle');
  });
});
