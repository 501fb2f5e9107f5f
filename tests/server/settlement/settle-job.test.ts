import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { events } from '#server/db/schema.ts';
import type { JobContext } from '#server/jobs/job.ts';
import { settlementJob } from '#server/modules/settlement/job.ts';
import {
  SETTLEMENT_LOCK,
  settleEvent,
  settleFinishedEvents,
} from '#server/modules/settlement/settle-event.ts';
import { buildTestApp, postgresUrl, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { quietLog, testClock } from '../predictions/sync-helpers.ts';
import {
  addEvent,
  addPick,
  addPlayer,
  ledgerCount,
  ledgerRows,
  pickState,
  setResult,
  type TestEvent,
} from './fixtures.ts';

const HOUR = 3_600_000;
const kickOff = new Date('2026-11-18T15:00:00.000Z');
const finished = new Date('2026-11-18T17:00:00.000Z');
const clock = testClock('2026-11-18T20:00:00.000Z');

let testApp: TestApp;
const db = () => testApp.app.db;
let errors: string[] = [];

function context(): JobContext {
  return {
    db: db(),
    clock,
    config: testConfig(),
    feed: null,
    log: { ...quietLog, error: (_object: unknown, message?: string) => void errors.push(message ?? '') },
  };
}

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});

beforeEach(async () => {
  errors = [];
  // Each test starts with nothing left to settle from the one before.
  await settleFinishedEvents(context());
});

afterAll(async () => {
  await testApp?.close();
});

async function pickOn(event: TestEvent, outcome: string) {
  return addPick(db(), { userId: await addPlayer(db()), event, outcome, commenceTime: kickOff });
}

async function settledAt(eventId: string) {
  const [row] = await db().select({ settledAt: events.settledAt }).from(events).where(eq(events.id, eventId));
  return row?.settledAt;
}

describe('the settlement job', () => {
  it('settles the events with a result they were not settled for, and only those', async () => {
    const done = await addEvent(db(), {
      commenceTime: kickOff,
      status: 'completed',
      score: [0, 2],
      resultUpdatedAt: finished,
    });
    const live = await addEvent(db(), { commenceTime: kickOff, status: 'live', score: [0, 0] });
    const later = await addEvent(db(), { commenceTime: new Date(kickOff.getTime() + 48 * HOUR) });
    const away = await pickOn(done, 'Away FC');
    const onLive = await pickOn(live, 'Home FC');
    const onLater = await pickOn(later, 'Home FC');

    expect(await settleFinishedEvents(context())).toEqual({
      skipped: false,
      events: 1,
      settled: 1,
      corrected: 0,
      pending: 0,
      failed: [],
    });
    expect((await pickState(db(), away.id))?.result).toBe('won');
    expect((await pickState(db(), onLive.id))?.result).toBeNull();
    expect((await pickState(db(), onLater.id))?.result).toBeNull();
    expect(await settledAt(done.id)).toEqual(finished);
    expect(await settledAt(live.id)).toBeNull();

    // Nothing new: no event is looked at again.
    expect(await settleFinishedEvents(context())).toMatchObject({ events: 0, settled: 0 });

    // A corrected score (the scores sync stamps result_updated_at): settled again.
    await setResult(db(), done, { score: [2, 2], resultUpdatedAt: new Date(finished.getTime() + HOUR) });
    expect(await settleFinishedEvents(context())).toMatchObject({ events: 1, corrected: 1 });
    expect((await pickState(db(), away.id))?.result).toBe('lost');
    expect((await ledgerRows(db(), away.id)).map((row) => row.kind)).toEqual([
      'saved',
      'settled',
      'corrected',
    ]);
    expect((await pickState(db(), away.id)).basePoints).toBe(0);
  });

  it('looks again at an event whose picks are still pending, and settles an outright with a winner', async () => {
    const noScore = await addEvent(db(), {
      commenceTime: kickOff,
      status: 'completed',
      score: null,
      resultUpdatedAt: finished,
    });
    const pick = await pickOn(noScore, 'Home FC');
    expect(await settleFinishedEvents(context())).toMatchObject({ events: 1, pending: 1, settled: 0 });
    expect(await settleFinishedEvents(context())).toMatchObject({ events: 1, pending: 1 });
    await setResult(db(), noScore, { score: [1, 0], resultUpdatedAt: finished });
    expect(await settleFinishedEvents(context())).toMatchObject({ events: 1, settled: 1, pending: 0 });
    expect((await pickState(db(), pick.id))?.result).toBe('won');

    const outright = await addEvent(db(), { commenceTime: kickOff, runners: ['Ann', 'Bea'], status: 'live' });
    const ann = await addPick(db(), {
      userId: await addPlayer(db()),
      event: outright,
      marketKey: 'outrights',
      outcome: 'Ann',
      probability: 0.02,
      commenceTime: kickOff,
    });
    expect(await settleFinishedEvents(context())).toMatchObject({ events: 0 });
    await db().update(events).set({ winner: 'Ann' }).where(eq(events.id, outright.id));
    expect(await settleFinishedEvents(context())).toMatchObject({ events: 1, settled: 1 });
    expect(await pickState(db(), ann.id)).toMatchObject({ result: 'won', basePoints: 300 });
  });

  it('logs an event whose settlement fails and goes on with the others', async () => {
    const broken = await addEvent(db(), {
      commenceTime: kickOff,
      status: 'completed',
      score: [1, 0],
      resultUpdatedAt: finished,
    });
    await pickOn(broken, 'Home FC');
    // Not a list of scores: the rules engine cannot read it.
    await db().execute(sql`update events set scores = '{"home": 1}'::jsonb where id = ${broken.id}`);
    const fine = await addEvent(db(), {
      commenceTime: kickOff,
      status: 'cancelled',
      resultUpdatedAt: finished,
    });
    const voided = await pickOn(fine, 'Draw');

    const run = await settleFinishedEvents(context());
    expect(run).toMatchObject({ skipped: false, failed: [broken.id], settled: 1 });
    expect(errors).toEqual(['Settlement failed for an event']);
    expect((await pickState(db(), voided.id))?.resultReason).toBe('cancelled');
    expect(await settledAt(broken.id)).toBeNull();
    await db().execute(sql`update events set scores = null where id = ${broken.id}`);
  });

  it('runs once at a time in a process: a second run meanwhile is skipped', async () => {
    const event = await addEvent(db(), {
      commenceTime: kickOff,
      status: 'completed',
      score: [3, 1],
      resultUpdatedAt: finished,
    });
    await Promise.all(['Home FC', 'Draw', 'Away FC'].map((outcome) => pickOn(event, outcome)));
    const before = await ledgerCount(db());
    const runs = await Promise.all([settlementJob.run(context()), settlementJob.run(context())]);
    expect(runs.filter((run) => (run as { skipped: boolean }).skipped)).toHaveLength(1);
    expect(await ledgerCount(db())).toBe(before + 3);
  });

  it.skipIf(!postgresUrl)('skips while another instance holds the settlement lock (PostgreSQL)', async () => {
    const other = await openDatabase({ databaseUrl: testApp.database.url });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK})`);
        locked();
        await held;
      });
      await isLocked;
      expect(await settleFinishedEvents(context())).toEqual({ skipped: true });
      release();
      await holder;
      expect(await settleFinishedEvents(context())).toMatchObject({ skipped: false });
    } finally {
      await other.close();
    }
  });

  it.skipIf(!postgresUrl)(
    'settles an event once when two connections settle it at the same time (PostgreSQL)',
    async () => {
      const other = await openDatabase({ databaseUrl: testApp.database.url });
      try {
        const event = await addEvent(db(), {
          commenceTime: kickOff,
          status: 'completed',
          score: [0, 0],
          resultUpdatedAt: finished,
        });
        const picks = await Promise.all(
          ['Home FC', 'Draw', 'Away FC'].map((outcome) => pickOn(event, outcome)),
        );
        const now = clock.now();
        const summaries = await Promise.all(
          [db(), other.db, db(), other.db].map((database) =>
            database.transaction((tx) => settleEvent(tx, event.id, now)),
          ),
        );
        expect(summaries.reduce((sum, summary) => sum + summary.settled, 0)).toBe(3);
        for (const pick of picks) expect(await ledgerRows(db(), pick.id)).toHaveLength(2);
      } finally {
        await other.close();
      }
    },
  );
});
