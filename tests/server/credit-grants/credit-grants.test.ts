// Credits given by hand: an administrator's grant (docs/game-rules.md §5.6) and the development grant the e2e run uses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '#server/db/schema.ts';
import { call, createGuest, createPlayer, fakeClock } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('POST account/v1/admin/credits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fakeClock() });
  });
  afterAll(() => testApp.close());

  it('gives a player the credits an administrator names', async () => {
    const { app } = testApp;
    const admin = await createPlayer(app, { role: 'Administrator' });
    const player = await createPlayer(app);
    const response = await call(app, 'POST', 'admin/credits', {
      token: admin.tokens,
      body: { userId: player.user.id, typeId: 2, count: 2, competition: 'soccer_epl' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await app.db.select().from(credits).where(eq(credits.userId, player.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.typeId === 2 && row.value === 2 && row.source === 'admin')).toBe(true);
    expect(rows.every((row) => row.competitionKey === 'soccer_epl')).toBe(true);
  });

  it('refuses players, unknown players and competitions, and bad bodies', async () => {
    const { app } = testApp;
    const admin = await createPlayer(app, { role: 'Administrator' });
    const player = await createPlayer(app);
    const asPlayer = await call(app, 'POST', 'admin/credits', {
      token: player.tokens,
      body: { userId: player.user.id, typeId: 3 },
    });
    expect(asPlayer.statusCode).toBe(403);
    const cases = [
      [{ userId: '00000000-0000-4000-8000-000000000000', typeId: 3 }, 404],
      [{ userId: player.user.id, typeId: 3, competition: 'no_such_league' }, 400],
      [{ userId: player.user.id, typeId: 4 }, 400],
      [{ userId: player.user.id, typeId: 3, count: 1000 }, 400],
      [{ userId: player.user.id, typeId: 3, expiresAt: '2020-01-01T00:00:00Z' }, 400],
      [{ userId: 'not-an-id', typeId: 3 }, 400],
    ] as const;
    for (const [body, status] of cases) {
      const response = await call(app, 'POST', 'admin/credits', { token: admin.tokens, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(await app.db.select().from(credits).where(eq(credits.userId, player.user.id))).toEqual([]);
  });
});

describe('POST dev/credits', () => {
  it('gives the caller credits when the clock may be moved, and does not exist otherwise', async () => {
    const devApp = await buildTestApp({ clock: fakeClock(), config: { clockControl: true } });
    const plainApp = await buildTestApp({ clock: fakeClock() });
    try {
      const guest = await createGuest(devApp.app);
      const granted = await call(devApp.app, 'POST', '/api/dev/credits', {
        token: guest.tokens,
        body: { typeId: 3, count: 1 },
      });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json()).toMatchObject({ granted: [{ typeId: 3, value: 1 }] });
      const anonymous = await call(devApp.app, 'POST', '/api/dev/credits', { body: { typeId: 3 } });
      expect(anonymous.statusCode).toBe(401);

      const other = await createGuest(plainApp.app);
      const missing = await call(plainApp.app, 'POST', '/api/dev/credits', {
        token: other.tokens,
        body: { typeId: 3 },
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await devApp.close();
      await plainApp.close();
    }
  });
});
