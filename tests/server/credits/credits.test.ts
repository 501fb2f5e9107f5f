// api/account/v1/myCredits, redeem and revoke (docs/game-rules.md §5): ExtraPrediction, Multiplier and BonusPoints,
// the gameweek caps, requestId idempotency, the competition filter, and redemptions racing saves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { credits } from '#server/db/schema.ts';
import { won } from '#core/game/types.ts';
import { grantCredits } from '#server/modules/credits/grant.ts';
import { recordDecisions } from '#server/modules/settlement/settlement-store.ts';
import {
  buildPlayTestApp,
  createGuest,
  grant,
  h2h,
  homeTeamOf,
  insertEvent,
  livePredictionRows,
  ok,
  playApi,
  refused,
  START,
  TOO_MANY,
  type CreditActionDto,
  type MyCreditsDto,
  type MyWeekDto,
  type PlayTestApp,
  type Signed,
} from '../picks/play-test-app.ts';

let testApp: PlayTestApp;
let api: ReturnType<typeof playApi>;
let player: Signed;

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  api = playApi(testApp.app);
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  testApp.clock.set(START);
  player = await createGuest(testApp.app);
});

async function homeWins(count: number, competitionKey = 'soccer_epl', commenceTime?: string) {
  const selections = [];
  for (let i = 0; i < count; i += 1) {
    const id = await insertEvent(testApp.app, { competitionKey, ...(commenceTime ? { commenceTime } : {}) });
    selections.push(h2h(id, await homeTeamOf(testApp.app, id)));
  }
  return selections;
}

const EXTRA = 3 as const;
const MULTIPLIER = 2 as const;
const BONUS = 1 as const;

describe('ExtraPrediction', () => {
  it('refuses with no credit, then adds a sixth slot', async () => {
    expect(refused(await api.redeem(player.tokens, { typeId: EXTRA }))).toBe('No credits available');
    const slip = await homeWins(6);
    ok(await api.putWeek(player.tokens, slip.slice(0, 5)));
    expect(refused(await api.putWeek(player.tokens, slip))).toBe(TOO_MANY(5));

    await grant(testApp.app, player.user.id, EXTRA);
    const redeemed = ok<CreditActionDto>(await api.redeem(player.tokens, { typeId: EXTRA }));
    expect(redeemed.message).toBe('Extra prediction credit redeemed');
    expect(redeemed.credit).toMatchObject({ typeId: EXTRA, redeemedGameweek: '2026-W47' });
    expect(redeemed.week).toMatchObject({ predictions: 5, maxPredictions: 6, credits: 0 });

    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, slip));
    expect(week.summary).toMatchObject({ predictions: 6, maxPredictions: 6 });
  });

  it('is revoked only while its slot is unused', async () => {
    await grant(testApp.app, player.user.id, EXTRA);
    ok(await api.redeem(player.tokens, { typeId: EXTRA }));
    const slip = await homeWins(6);
    ok(await api.putWeek(player.tokens, slip));
    const inUse = refused(await api.revoke(player.tokens, { typeId: EXTRA }));
    expect(inUse).toBe('The extra prediction is in use: remove a prediction first to revoke it.');

    ok(await api.putWeek(player.tokens, slip.slice(0, 5)));
    const revoked = ok<CreditActionDto>(await api.revoke(player.tokens, { typeId: EXTRA }));
    expect(revoked.message).toBe('Extra prediction credit revoked');
    expect(revoked.credit.redeemedGameweek).toBeNull();
    expect(revoked.week).toMatchObject({ predictions: 5, maxPredictions: 5, credits: 1 });
    expect(refused(await api.revoke(player.tokens, { typeId: EXTRA }))).toBe(
      'No extra prediction credit is redeemed this gameweek.',
    );
  });

  it('caps redemptions at two a gameweek', async () => {
    await grant(testApp.app, player.user.id, EXTRA, { count: 3 });
    ok(await api.redeem(player.tokens, { typeId: EXTRA }));
    ok(await api.redeem(player.tokens, { typeId: EXTRA }));
    expect(refused(await api.redeem(player.tokens, { typeId: EXTRA }))).toBe(
      'Up to 2 extra prediction credits can be redeemed each gameweek.',
    );
    const mine = ok<MyCreditsDto>(await api.myCredits(player.tokens));
    expect(mine.available).toHaveLength(1);
    expect(mine.redeemedThisWeek).toHaveLength(2);
    expect(mine.remainingThisWeek).toEqual({ 1: 1, 2: 2, 3: 0 });
  });

  it('a scoped credit adds a slot for its competition only', async () => {
    await grant(testApp.app, player.user.id, EXTRA, { competitionKey: 'basketball_nba' });
    ok(await api.redeem(player.tokens, { typeId: EXTRA, competition: 'basketball_nba' }));
    const football = await homeWins(6);
    expect(refused(await api.putWeek(player.tokens, football))).toBe(TOO_MANY(6));
    const [nba] = await homeWins(1, 'basketball_nba');
    if (!nba) throw new Error('no selection');
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, [...football.slice(0, 5), nba]));
    expect(week.summary).toMatchObject({ predictions: 6, maxPredictions: 6 });
  });

  it("a scoped slot's pick may come first in a slip of six new picks", async () => {
    await grant(testApp.app, player.user.id, EXTRA, { competitionKey: 'basketball_nba' });
    ok(await api.redeem(player.tokens, { typeId: EXTRA, competition: 'basketball_nba' }));
    const [nba] = await homeWins(1, 'basketball_nba');
    if (!nba) throw new Error('no selection');
    // Each new pick counts against the week as the save checks the next: its competition included.
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, [nba, ...(await homeWins(5))]));
    expect(week.summary).toMatchObject({ predictions: 6, maxPredictions: 6 });
  });

  it('returns the first redemption to a retried request instead of redeeming again', async () => {
    await grant(testApp.app, player.user.id, EXTRA, { count: 2 });
    const first = ok<CreditActionDto>(await api.redeem(player.tokens, { typeId: EXTRA, requestId: 'req-1' }));
    const retried = await Promise.all([
      api.redeem(player.tokens, { typeId: EXTRA, requestId: 'req-1' }),
      api.redeem(player.tokens, { typeId: EXTRA, requestId: 'req-1' }),
    ]);
    for (const response of retried) expect(ok<CreditActionDto>(response)).toEqual(first);
    const mine = ok<MyCreditsDto>(await api.myCredits(player.tokens));
    expect(mine.redeemedThisWeek.map((credit) => credit.id)).toEqual([first.credit.id]);
    expect(mine.available).toHaveLength(1);
  });

  it('races a save fairly: a revoke and a sixth pick at once never both win', async () => {
    await grant(testApp.app, player.user.id, EXTRA);
    ok(await api.redeem(player.tokens, { typeId: EXTRA }));
    const slip = await homeWins(6);
    ok(await api.putWeek(player.tokens, slip.slice(0, 5)));
    const [save, revoke] = await Promise.all([
      api.putWeek(player.tokens, slip),
      api.revoke(player.tokens, { typeId: EXTRA }),
    ]);
    expect([save.statusCode, revoke.statusCode].sort()).toEqual([200, 400]);
    const week = ok<MyWeekDto>(await api.getWeek(player.tokens));
    expect(week.summary.predictions).toBeLessThanOrEqual(week.summary.maxPredictions);
    expect(await livePredictionRows(testApp.app, player.user.id)).toHaveLength(week.summary.predictions);
  });

  it('concurrent redemptions keep to the gameweek cap', async () => {
    await grant(testApp.app, player.user.id, EXTRA, { count: 4 });
    const responses = await Promise.all([1, 2, 3, 4].map(() => api.redeem(player.tokens, { typeId: EXTRA })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 400, 400]);
    expect(ok<MyWeekDto>(await api.getWeek(player.tokens)).summary.maxPredictions).toBe(7);
  });
});

describe('Multiplier', () => {
  it('multiplies one unlocked prediction, once, and boosts its score when it wins', async () => {
    const [selection] = await homeWins(1);
    if (!selection) throw new Error('no selection');
    const [pick] = ok<MyWeekDto>(await api.putWeek(player.tokens, [selection])).picks;
    if (!pick) throw new Error('no pick');
    expect(refused(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: pick.id }))).toBe(
      'No credits available',
    );
    await grant(testApp.app, player.user.id, MULTIPLIER, { count: 2 });
    const redeemed = ok<CreditActionDto>(
      await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: pick.id }),
    );
    expect(redeemed.message).toBe('Multiplier credit redeemed');
    expect(redeemed.credit.redeemedPredictionId).toBe(pick.id);
    expect(refused(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: pick.id }))).toBe(
      'This prediction already has a multiplier.',
    );
    const multiplied = ok<MyWeekDto>(await api.getWeek(player.tokens)).picks[0];
    expect(multiplied?.multiplier).toBe(2);
    expect(multiplied?.ledger.at(-1)).toMatchObject({ kind: 'multiplier', factor: 2, base: 0, boosted: 0 });

    // Settle it as won, as the settlement module does: the boosted score doubles, the total does not.
    const [row] = await livePredictionRows(testApp.app, player.user.id);
    if (!row) throw new Error('no row');
    const group = {
      marketKey: row.marketKey,
      line: row.line,
      outcome: row.outcomeName,
      gameweek: row.gameweek,
    };
    await recordDecisions(
      testApp.app.db,
      row.eventId,
      [{ group, result: won }],
      row.createdAt,
      row.createdAt,
    );
    const week = ok<MyWeekDto>(await api.getWeek(player.tokens));
    expect(week.summary).toMatchObject({ totalScore: 20, boostedScore: 40, bonusPoints: 0 });
    expect(week.picks[0]).toMatchObject({ result: 'won', basePoints: 20, boostedPoints: 40 });
  });

  it("refuses another player's prediction, and one removed from the week, as no such prediction", async () => {
    const [mine, theirs] = await homeWins(2);
    if (!mine || !theirs) throw new Error('no selections');
    const other = await createGuest(testApp.app);
    const [otherPick] = ok<MyWeekDto>(await api.putWeek(other.tokens, [theirs])).picks;
    const [myPick] = ok<MyWeekDto>(await api.putWeek(player.tokens, [mine])).picks;
    if (!otherPick || !myPick) throw new Error('no picks');
    await grant(testApp.app, player.user.id, MULTIPLIER, { count: 2 });
    expect(refused(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: otherPick.id }))).toBe(
      'You have no such prediction.',
    );
    ok(await api.putWeek(player.tokens, []));
    expect(refused(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: myPick.id }))).toBe(
      'You have no such prediction.',
    );
    expect(ok<MyCreditsDto>(await api.myCredits(player.tokens)).remainingThisWeek[MULTIPLIER]).toBe(2);
  });

  it('is undone until the prediction locks, and gives the credit back when the pick is removed', async () => {
    const [first, second] = await homeWins(2, 'soccer_epl', '2026-11-19T06:00:00.000Z');
    if (!first || !second) throw new Error('no selections');
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, [first, second]));
    const [a, b] = week.picks;
    if (!a || !b) throw new Error('no picks');
    await grant(testApp.app, player.user.id, MULTIPLIER, { count: 2 });
    ok(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: a.id }));
    const undone = ok<CreditActionDto>(
      await api.revoke(player.tokens, { typeId: MULTIPLIER, predictionId: a.id }),
    );
    expect(undone.message).toBe('Multiplier credit revoked');
    expect(undone.week.credits).toBe(2);
    expect(ok<MyWeekDto>(await api.getWeek(player.tokens)).picks[0]?.multiplier).toBe(1);

    // Removing a multiplied pick gives its credit back.
    ok(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: a.id }));
    const fewer = ok<MyWeekDto>(await api.putWeek(player.tokens, [second]));
    expect(fewer.summary.credits).toBe(2);
    expect(ok<MyCreditsDto>(await api.myCredits(player.tokens)).remainingThisWeek[MULTIPLIER]).toBe(2);

    ok(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: b.id }));
    testApp.clock.set('2026-11-19T06:00:00.000Z');
    expect(refused(await api.revoke(player.tokens, { typeId: MULTIPLIER, predictionId: b.id }))).toBe(
      'This prediction has locked: its multiplier can no longer be undone.',
    );
    const other = await createGuest(testApp.app);
    expect(refused(await api.redeem(other.tokens, { typeId: MULTIPLIER, predictionId: b.id }))).toBe(
      'You have no such prediction.',
    );
    await grant(testApp.app, other.user.id, MULTIPLIER);
    expect(refused(await api.redeem(player.tokens, { typeId: MULTIPLIER }))).toBe(
      'Choose the prediction to use the multiplier on.',
    );
  });

  it('refuses a locked prediction', async () => {
    const [selection] = await homeWins(1, 'soccer_epl', '2026-11-19T06:00:00.000Z');
    if (!selection) throw new Error('no selection');
    const [pick] = ok<MyWeekDto>(await api.putWeek(player.tokens, [selection])).picks;
    await grant(testApp.app, player.user.id, MULTIPLIER);
    testApp.clock.set('2026-11-19T06:00:00.000Z');
    expect(refused(await api.redeem(player.tokens, { typeId: MULTIPLIER, predictionId: pick?.id }))).toBe(
      'This prediction has locked: credits can no longer be used on it.',
    );
  });
});

describe('BonusPoints', () => {
  it("adds its value to the week's boosted score, once a gameweek, with no undo", async () => {
    await grant(testApp.app, player.user.id, BONUS, { count: 2 });
    const redeemed = ok<CreditActionDto>(await api.redeem(player.tokens, { typeId: BONUS }));
    expect(redeemed.message).toBe('Bonus points credit redeemed');
    expect(redeemed.week).toMatchObject({ totalScore: 0, boostedScore: 25, bonusPoints: 25, credits: 1 });
    expect(refused(await api.redeem(player.tokens, { typeId: BONUS }))).toBe(
      'Up to 1 bonus points credits can be redeemed each gameweek.',
    );
    expect(refused(await api.revoke(player.tokens, { typeId: BONUS }))).toBe(
      'Bonus points cannot be undone once redeemed.',
    );
    expect(ok<MyWeekDto>(await api.getWeek(player.tokens)).summary.boostedScore).toBe(25);
  });

  it('a scoped one needs a pick in its competition this week', async () => {
    await grant(testApp.app, player.user.id, BONUS, { competitionKey: 'soccer_epl', value: 40 });
    expect(refused(await api.redeem(player.tokens, { typeId: BONUS }))).toBe('No credits available');
    ok(await api.putWeek(player.tokens, await homeWins(1)));
    const redeemed = ok<CreditActionDto>(await api.redeem(player.tokens, { typeId: BONUS }));
    expect(redeemed.week).toMatchObject({ boostedScore: 40, bonusPoints: 40 });
  });
});

describe('GET myCredits', () => {
  it('lists usable credits, filtered by competition, without expired ones', async () => {
    const id = player.user.id;
    await grant(testApp.app, id, MULTIPLIER);
    await grant(testApp.app, id, EXTRA, { competitionKey: 'soccer_epl' });
    await grant(testApp.app, id, BONUS, { competitionKey: 'basketball_nba' });
    await grant(testApp.app, id, EXTRA, { expiresAt: new Date('2026-11-18T11:00:00.000Z') });
    await grant(testApp.app, id, EXTRA, { expiresAt: new Date('2026-11-20T00:00:00.000Z') });

    const all = ok<MyCreditsDto>(await api.myCredits(player.tokens));
    expect(all.available).toHaveLength(4);
    expect(all.redeemedThisWeek).toEqual([]);
    expect(all.remainingThisWeek).toEqual({ 1: 1, 2: 2, 3: 2 });
    const epl = ok<MyCreditsDto>(await api.myCredits(player.tokens, 'soccer_epl'));
    expect(epl.available.map((credit) => [credit.typeId, credit.competitionKey]).sort()).toEqual([
      [2, null],
      [3, null],
      [3, 'soccer_epl'],
    ]);
    const multiplier = all.available.find((credit) => credit.typeId === 2);
    expect(multiplier).toEqual({
      id: expect.any(String),
      typeId: 2,
      value: 2,
      competitionKey: null,
      expiresAt: null,
      source: 'admin',
      redeemedGameweek: null,
      redeemedPredictionId: null,
    });
    expect(ok<MyWeekDto>(await api.getWeek(player.tokens)).summary.credits).toBe(4);

    testApp.clock.set('2026-11-20T00:00:00.000Z');
    // A day and a half later: a new bearer (they last a day).
    player.tokens = await testApp.app.sessions.issue(player.user.id);
    expect(ok<MyCreditsDto>(await api.myCredits(player.tokens)).available).toHaveLength(3);
  });

  it('refuses an unknown competition and answers 401 without a session', async () => {
    expect(refused(await api.myCredits(player.tokens, 'soccer_nowhere'))).toBe(
      "There is no competition 'soccer_nowhere'.",
    );
    expect((await api.myCredits('not-a-token')).statusCode).toBe(401);
    expect((await api.redeem('not-a-token', { typeId: EXTRA })).statusCode).toBe(401);
    const bad = await api.redeem(player.tokens, { typeId: 7 as never });
    expect(bad.statusCode).toBe(400);
  });
});

describe('grantCredits', () => {
  it('grants once per grant key', async () => {
    const userId = player.user.id;
    const grantOnce = () =>
      grantCredits(
        testApp.app.db,
        {
          userId,
          typeId: MULTIPLIER,
          count: 2,
          source: 'premium-gameweek',
          grantKey: 'premium:2026-W47:Multiplier',
        },
        new Date(START),
      );
    expect(await grantOnce()).toHaveLength(2);
    expect(await grantOnce()).toEqual([]);
    const rows = await testApp.app.db.select().from(credits).where(eq(credits.userId, userId));
    expect(rows.map((row) => row.grantKey).sort()).toEqual([
      'premium:2026-W47:Multiplier:1',
      'premium:2026-W47:Multiplier:2',
    ]);
    expect(rows.every((row) => row.value === 2 && row.source === 'premium-gameweek')).toBe(true);
    await expect(
      grantCredits(testApp.app.db, { userId, typeId: BONUS, count: 0, source: 'admin' }, new Date(START)),
    ).rejects.toThrow(/count must be a positive integer/);
  });
});
