// PUT/DELETE api/predictions/v1/MyOutrightPicks/{eventId} (docs/game-rules.md §4.6): one pick per player per outright
// season, changeable until its lock, frozen at the outright price (cap 300), outside the weekly allowance.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PickDto } from '#core/contract/play.ts';
import { seasons } from '#server/db/schema.ts';
import { pointsFor } from '#core/game/scoring.ts';
import {
  buildPlayTestApp,
  createGuest,
  h2h,
  homeTeamOf,
  insertEvent,
  ledgerRows,
  ok,
  playApi,
  predictionRows,
  refused,
  setProbability,
  START,
  type MyWeekDto,
  type PlayTestApp,
  type Signed,
} from './play-test-app.ts';

let testApp: PlayTestApp;
let api: ReturnType<typeof playApi>;
let player: Signed;

const LOCK = '2026-11-19T06:00:00.000Z';
const runners = { Celtics: 0.2, Lakers: 0.1, Knicks: 0.02, Pistons: null };

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  api = playApi(testApp.app);
  await testApp.app.db.insert(seasons).values([
    {
      id: 'basketball_nba_championship_winner:2026-27',
      competitionKey: 'basketball_nba_championship_winner',
      label: '2026-27',
      startsAt: new Date('2026-10-20T00:00:00.000Z'),
      endsAt: new Date('2027-06-30T00:00:00.000Z'),
    },
    {
      id: 'basketball_nba_championship_winner:2025-26',
      competitionKey: 'basketball_nba_championship_winner',
      label: '2025-26',
      startsAt: new Date('2025-10-20T00:00:00.000Z'),
      endsAt: new Date('2026-06-30T00:00:00.000Z'),
      archivedAt: new Date('2026-07-01T00:00:00.000Z'),
    },
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  testApp.clock.set(START);
  player = await createGuest(testApp.app);
});

function outright(extra: { lockTime?: string | null; seasonId?: string } = {}) {
  return insertEvent(testApp.app, {
    competitionKey: 'basketball_nba_championship_winner',
    commenceTime: '2027-06-01T00:00:00.000Z',
    lockTime: extra.lockTime === undefined ? LOCK : extra.lockTime,
    seasonId: extra.seasonId ?? 'basketball_nba_championship_winner:2026-27',
    outrights: runners,
  });
}

describe('MyOutrightPicks', () => {
  it('saves one pick at the outright price, outside the weekly allowance', async () => {
    const eventId = await outright();
    const pick = ok<PickDto>(await api.putOutright(player.tokens, eventId, 'Knicks'));
    expect(pick).toMatchObject({
      eventId,
      competitionKey: 'basketball_nba_championship_winner',
      marketKey: 'outrights',
      line: null,
      outcome: 'Knicks',
      probability: 0.02,
      points: 300,
      multiplier: 1,
      locked: false,
    });
    expect(pointsFor(0.02, 'match')).toBe(100);
    expect(pick.ledger).toEqual([
      { kind: 'saved', at: START, base: 0, boosted: 0, outcome: 'Knicks', probability: 0.02, points: 300 },
    ]);
    const [row] = await predictionRows(testApp.app, player.user.id);
    expect(row).toMatchObject({ game: 'outright', gameweek: '2027-W22' });

    // The weekly game still has all five slots.
    const slip = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await insertEvent(testApp.app);
      slip.push(h2h(id, await homeTeamOf(testApp.app, id)));
    }
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, slip));
    expect(week.summary.predictions).toBe(5);
    expect(week.picks.map((weekly) => weekly.eventId)).not.toContain(eventId);
  });

  it('changes the pick at the new price; the same pick again writes nothing', async () => {
    const eventId = await outright();
    const first = ok<PickDto>(await api.putOutright(player.tokens, eventId, 'Celtics'));
    await setProbability(testApp.app, eventId, 'outrights', 'Lakers', 0.125);
    const changed = ok<PickDto>(await api.putOutright(player.tokens, eventId, 'Lakers'));
    expect(changed.id).toBe(first.id);
    expect(changed).toMatchObject({ outcome: 'Lakers', probability: 0.125, points: 80 });
    expect(changed.ledger.map((entry) => entry.outcome)).toEqual(['Celtics', 'Lakers']);
    const before = await ledgerRows(testApp.app, player.user.id);
    expect(ok<PickDto>(await api.putOutright(player.tokens, eventId, 'Lakers'))).toEqual(changed);
    expect(await ledgerRows(testApp.app, player.user.id)).toEqual(before);
  });

  it('freezes at the lock time, not the kick-off', async () => {
    const eventId = await outright();
    ok(await api.putOutright(player.tokens, eventId, 'Celtics'));
    testApp.clock.set(LOCK);
    expect(refused(await api.putOutright(player.tokens, eventId, 'Lakers'))).toMatch(
      /has locked: outright picks can no longer be changed\.$/,
    );
    expect(refused(await api.deleteOutright(player.tokens, eventId))).toBe(
      'This outright has locked: its pick can no longer be removed.',
    );
    // Without a lock time the kick-off locks it.
    const unlockedUntilKickOff = await outright({ lockTime: null });
    ok(await api.putOutright(player.tokens, unlockedUntilKickOff, 'Knicks'));
  });

  it('removes the pick before the lock; removing nothing is harmless', async () => {
    const eventId = await outright();
    ok(await api.putOutright(player.tokens, eventId, 'Celtics'));
    const removed = await api.deleteOutright(player.tokens, eventId);
    expect(removed.statusCode).toBe(204);
    expect((await api.deleteOutright(player.tokens, eventId)).statusCode).toBe(204);
    const rows = await predictionRows(testApp.app, player.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.removedAt).not.toBeNull();
    const again = ok<PickDto>(await api.putOutright(player.tokens, eventId, 'Knicks'));
    expect(again.id).not.toBe(rows[0]?.id);
  });

  it('refuses what cannot be picked', async () => {
    const eventId = await outright();
    expect(refused(await api.putOutright(player.tokens, eventId, 'Pistons'))).toMatch(
      /it has no price yet\.$/,
    );
    expect(refused(await api.putOutright(player.tokens, eventId, 'Bulls'))).toMatch(/is not an outcome/);
    const match = await insertEvent(testApp.app);
    expect(refused(await api.putOutright(player.tokens, match, 'Draw'))).toMatch(
      /is not an outright competition\.$/,
    );
    expect(refused(await api.putOutright(player.tokens, 'nothing', 'X'))).toBe('There is no event nothing.');
    const archived = await outright({ seasonId: 'basketball_nba_championship_winner:2025-26' });
    expect(refused(await api.putOutright(player.tokens, archived, 'Celtics'))).toMatch(
      /is archived: it is read-only\.$/,
    );
    const bad = await api.putOutright(player.tokens, eventId, '');
    expect(bad.statusCode).toBe(400);
    expect((await api.putOutright('nope', eventId, 'Celtics')).statusCode).toBe(401);
  });

  it('keeps one pick per player even when two saves race', async () => {
    const eventId = await outright();
    const [a, b] = await Promise.all([
      api.putOutright(player.tokens, eventId, 'Celtics'),
      api.putOutright(player.tokens, eventId, 'Lakers'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const live = (await predictionRows(testApp.app, player.user.id)).filter((row) => !row.removedAt);
    expect(live).toHaveLength(1);
    const other = await createGuest(testApp.app);
    ok(await api.putOutright(other.tokens, eventId, 'Celtics'));
  });
});
