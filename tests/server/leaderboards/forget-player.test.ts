// forgetPlayer: a player's rows leave the boards with their counts in board_scores, so the players below
// move up at once. Deleting an account no longer calls it: the row stays anonymised and so do its
// standings (docs/help-and-policies.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPlayer, refreshStandings } from '#server/modules/leaderboards/index.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { call, createPlayer } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { addEvent, addPick, addPlayer, setResult } from '../settlement/fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('a deleted player', () => {
  it('leaves the boards with their counts', async () => {
    const db = testApp.app.db;
    const at = new Date('2032-06-09T15:00:00.000Z');
    const now = new Date('2032-06-09T20:00:00.000Z');
    const event = await addEvent(db, { commenceTime: at });
    const players: string[] = [];
    for (const multiplier of [3, 2, 1]) {
      const userId = await addPlayer(db);
      players.push(userId);
      await addPick(db, {
        userId,
        event,
        outcome: 'Home FC',
        probability: 0.5,
        multiplier,
        commenceTime: at,
      });
    }
    await setResult(db, event, { status: 'completed', score: [1, 0], resultUpdatedAt: now });
    await db.transaction((tx) => settleEvent(tx, event.id, now));
    await refreshStandings(db, now);
    const scores = () =>
      db.execute<{ boosted: number; players: number; above: number }>(sql`
        select bs.boosted, bs.players, bs.above from board_scores bs join boards b on b.id = bs.board_id
        where b.period = 4 and b.period_key = '2032-W24' and b.scope = 0 order by bs.boosted desc`);
    expect((await scores()).rows).toEqual([
      { boosted: 60, players: 1, above: 0 },
      { boosted: 40, players: 1, above: 1 },
      { boosted: 20, players: 1, above: 2 },
    ]);
    await db.transaction((tx) => forgetPlayer(tx, players[0] as string));
    expect((await scores()).rows).toEqual([
      { boosted: 40, players: 1, above: 0 },
      { boosted: 20, players: 1, above: 1 },
    ]);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from standings where user_id = ${players[0]}`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('a player who deletes their account', () => {
  it('stays on the boards with their points, under "Deleted player"', async () => {
    const { app } = testApp;
    const db = app.db;
    const at = new Date('2032-07-07T15:00:00.000Z');
    const now = new Date('2032-07-07T20:00:00.000Z');
    const event = await addEvent(db, { commenceTime: at });
    const ann = await createPlayer(app);
    await addPick(db, { userId: ann.user.id, event, outcome: 'Home FC', probability: 0.5, commenceTime: at });
    await setResult(db, event, { status: 'completed', score: [1, 0], resultUpdatedAt: now });
    await db.transaction((tx) => settleEvent(tx, event.id, now));
    await refreshStandings(db, now);
    const standingsOf = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from standings where user_id = ${ann.user.id}`,
        )
      ).rows[0]?.n;
    const before = await standingsOf();
    expect(before).toBeGreaterThan(0);

    const deleted = await call(app, 'DELETE', '', { token: ann.tokens, body: { token: ann.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await refreshStandings(db, now);
    expect(await standingsOf()).toBe(before);
    expect((await app.users.findById(ann.user.id))?.displayName).toBe('Deleted player');
  });
});
