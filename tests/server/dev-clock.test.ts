// api/dev/clock: with CLOCK_CONTROL on, moving the clock runs the jobs (sync, settlement, ...) before it
// answers, so a finished demo match is settled by the time the next request comes.
import { and, asc, eq, gt, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '#core/contract/auth.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { totpCode, totpStep } from '#server/identity/totp.ts';
import { competitions, events, jobRuns, predictions } from '#server/db/schema.ts';
import { call, createPlayer } from './account/account-test-app.ts';
import { createUser, post, signIn } from './auth/helpers.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './helpers/build-test-app.ts';
import { testClock } from './predictions/sync-helpers.ts';
import { addPick, addPlayer, pickState } from './settlement/fixtures.ts';

const HOUR = 3_600_000;
// The EFL Championship alone keeps the syncs short: six demo matches kick off at 19:45 that Wednesday.
const competition = 'soccer_efl_champ';
const start = '2026-11-18T12:00:00.000Z';
const advanceUrl = '/api/dev/clock/advance';
const origin = { origin: 'http://localhost:3000' };

describe('api/dev/clock with CLOCK_CONTROL on', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedReferenceData(database.handle.db);
    await database.handle.db
      .update(competitions)
      .set({ isActive: false })
      .where(ne(competitions.key, competition));
    testApp = await buildTestApp({ database, clock: testClock(start), config: { clockControl: true } });
  });

  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  const advance = (ms: unknown) => call(testApp.app, 'POST', advanceUrl, { body: { ms }, headers: origin });

  it('moves the clock ahead, runs the jobs, and a finished match comes back settled', async () => {
    const db = testApp.app.db;
    // A first, small move: the jobs sync this week's odds.
    const first = await advance(60_000);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ now: '2026-11-18T12:01:00.000Z', offsetMs: 60_000 });
    const soon = await db
      .select({
        id: events.id,
        competitionKey: events.competitionKey,
        commenceTime: events.commenceTime,
        homeTeam: events.homeTeam,
      })
      .from(events)
      .where(
        and(
          gt(events.commenceTime, new Date('2026-11-18T12:01:00.000Z')),
          lt(events.commenceTime, new Date('2026-11-19T00:00:00.000Z')),
          isNotNull(events.homeTeam),
        ),
      )
      .orderBy(asc(events.commenceTime))
      .limit(5);
    expect(soon.length).toBeGreaterThan(0);
    const picks = [];
    for (const event of soon) {
      const homeTeam = event.homeTeam ?? 'a team';
      picks.push(
        await addPick(db, {
          userId: await addPlayer(db),
          event: {
            id: event.id,
            competitionKey: event.competitionKey,
            homeTeam,
            awayTeam: '',
          },
          outcome: homeTeam,
          commenceTime: event.commenceTime,
        }),
      );
    }

    const moved = await advance(14 * HOUR);
    expect(moved.json()).toEqual({ now: '2026-11-19T02:01:00.000Z', offsetMs: 60_000 + 14 * HOUR });
    expect((await call(testApp.app, 'GET', '/api/dev/clock')).json()).toMatchObject({
      offsetMs: 60_000 + 14 * HOUR,
    });

    const rows = await db
      .select({ id: predictions.id, status: events.status, settledAt: events.settledAt })
      .from(predictions)
      .innerJoin(events, eq(events.id, predictions.eventId))
      .where(
        inArray(
          predictions.id,
          picks.map((pick) => pick.id),
        ),
      );
    const completed = rows.filter((row) => row.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const row of completed) {
      expect((await pickState(db, row.id)).result).not.toBeNull();
      expect(row.settledAt).not.toBeNull();
    }
    // The rollover ran too: this gameweek is claimed.
    const claims = await db.select().from(jobRuns).where(eq(jobRuns.job, 'gameweek-rollover'));
    expect(claims.map((claim) => claim.runKey)).toContain('2026-W47');
  });

  it('moves forward only, at most a year at a time', async () => {
    for (const ms of [-1, 0, 1.5, 367 * 24 * HOUR, 'soon']) {
      expect((await advance(ms)).statusCode).toBe(400);
    }
  });
});

describe('api/dev/clock with CLOCK_CONTROL off', () => {
  it('is not there', async () => {
    const testApp = await buildTestApp({ clock: testClock(start) });
    try {
      const response = await call(testApp.app, 'POST', advanceUrl, { body: { ms: 1000 }, headers: origin });
      expect(response.statusCode).toBe(404);
      expect((await call(testApp.app, 'GET', '/api/dev/clock')).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('the development routes (clock, credits, outbox)', () => {
  let testApp: TestApp;
  let bearer: string;
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: testClock(start),
      config: { clockControl: true, devOutbox: true },
    });
    bearer = (await createPlayer(testApp.app)).tokens.bearerToken;
  });
  afterAll(() => testApp?.close());

  const devRoutes = [
    { method: 'GET', url: '/api/dev/clock' },
    { method: 'POST', url: '/api/dev/clock/advance', body: { ms: 1000 } },
    { method: 'POST', url: '/api/dev/credits', body: { typeId: 1 } },
    { method: 'GET', url: '/api/dev/outbox' },
    { method: 'GET', url: '/api/dev/outbox/page' },
  ] as const;

  const request = (
    route: (typeof devRoutes)[number],
    remoteAddress: string,
    headers: Record<string, string> = {},
    app = testApp.app,
  ) =>
    app.inject({
      method: route.method,
      url: route.url,
      remoteAddress,
      headers: {
        ...origin,
        'x-requested-with': 'XMLHttpRequest',
        authorization: `Bearer ${bearer}`,
        ...('body' in route ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...('body' in route ? { payload: JSON.stringify(route.body) } : {}),
    });

  // Not the clock's move, which runs every job (minutes on a loaded machine): the first describe moves it.
  const reads = devRoutes.filter((route) => route.url !== advanceUrl);

  it.each(reads)('$method $url answers a client on this machine', async (route) => {
    expect((await request(route, '127.0.0.1')).statusCode).toBe(200);
  });

  it('counts every loopback address as this machine', async () => {
    for (const address of ['127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await request(devRoutes[0], address)).statusCode).toBe(200);
    }
  });

  it.each(devRoutes)(
    '$method $url is not there for a client elsewhere, whatever it claims',
    async (route) => {
      for (const address of ['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', '2001:db8::1']) {
        const response = await request(route, address, { 'x-forwarded-for': '127.0.0.1' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'routeNotFound' });
      }
    },
  );

  it('behind a trusted proxy on this machine, answers only when the proxy reports a local client', async () => {
    const proxied = await buildTestApp({
      clock: testClock(start),
      config: { clockControl: true, trustProxy: true },
    });
    try {
      const clock = devRoutes[0];
      const remote = await request(clock, '127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }, proxied.app);
      expect(remote.statusCode).toBe(404);
      const local = await request(clock, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }, proxied.app);
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('the moved clock', () => {
  it('keeps its offset across a restart on the same data', async () => {
    const database = await openTestDatabase();
    try {
      const first = await buildTestApp({ database, clock: testClock(start), config: { clockControl: true } });
      try {
        expect(
          (await call(first.app, 'POST', advanceUrl, { body: { ms: 90 * 60_000 }, headers: origin }))
            .statusCode,
        ).toBe(200);
      } finally {
        await first.close();
      }
      const restarted = await buildTestApp({
        database,
        clock: testClock(start),
        config: { clockControl: true },
      });
      try {
        expect((await call(restarted.app, 'GET', '/api/dev/clock')).json()).toEqual({
          now: '2026-11-18T13:30:00.000Z',
          offsetMs: 90 * 60_000,
        });
        expect(restarted.app.clock.now().toISOString()).toBe('2026-11-18T13:30:00.000Z');
      } finally {
        await restarted.close();
      }
    } finally {
      await database.close();
    }
    // Two boots and a clock move that runs every job: minutes on a loaded 2-core machine, not seconds.
  }, 120_000);

  it("leaves two-factor codes on the world's time: an authenticator app still signs in", async () => {
    const testApp = await buildTestApp({ clock: testClock(start), config: { clockControl: true } });
    try {
      const { app } = testApp;
      const user = await createUser(app, { twoFactor: true });
      expect(
        (await call(app, 'POST', advanceUrl, { body: { ms: 2 * HOUR }, headers: origin })).statusCode,
      ).toBe(200);
      const key = user.row.authenticatorKey ?? '';
      const tfa = async (when: Date) => {
        const first = await signIn(app, user.email, user.password);
        expect(first.status).toBe(2);
        const response = await post(app, '/api/auth/v1/basic/signIn/tfa', {
          code: totpCode(key, totpStep(when)),
          tfaToken: first.tfaToken,
          loginId: user.row.id,
        });
        return response.json<SignInResponse>().status;
      };
      // A code for the game's time (two hours ahead) is no authenticator's; the phone's code is.
      expect(await tfa(app.clock.now())).toBe(3);
      expect(await tfa(new Date(start))).toBe(0);
    } finally {
      await testApp.close();
    }
  }, 120_000);
});
