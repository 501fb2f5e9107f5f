// GET/PUT api/predictions/v1/MyWeek: the weekly slip saved whole, frozen prices, the allowance, one pick
// per event, the lock, idempotent retries, and two saves at once on the last slot.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema.ts';
import {
  buildPlayTestApp,
  createGuest,
  createPlayer,
  GAMEWEEK,
  grant,
  h2h,
  homeTeamOf,
  insertEvent,
  ledgerRows,
  livePredictionRows,
  NEXT_WEEK,
  ok,
  over,
  playApi,
  predictionRows,
  refused,
  setProbability,
  START,
  TOO_MANY,
  type MyWeekDto,
  type PlayTestApp,
  type Signed,
} from './play-test-app.ts';

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

/** `count` open events of this gameweek, each picked as a home win. */
async function homeWins(count: number, commenceTime?: string) {
  const selections = [];
  for (let i = 0; i < count; i += 1) {
    const id = await insertEvent(testApp.app, commenceTime ? { commenceTime } : {});
    selections.push(h2h(id, await homeTeamOf(testApp.app, id)));
  }
  return selections;
}

describe('PUT MyWeek', () => {
  it('saves five picks at their frozen price, each with a saved ledger entry', async () => {
    const slip = await homeWins(5);
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, slip));
    expect(week.gameweek).toBe(GAMEWEEK);
    expect(week.startsAt).toBe('2026-11-16T00:00:00.000Z');
    expect(week.endsAt).toBe('2026-11-23T00:00:00.000Z');
    expect(week.summary).toEqual({
      predictions: 5,
      maxPredictions: 5,
      credits: 0,
      totalScore: 0,
      boostedScore: 0,
      bonusPoints: 0,
    });
    // Ordered by kick-off, then event id.
    expect(week.picks.map((pick) => pick.eventId)).toEqual(slip.map((selection) => selection.eventId).sort());
    for (const pick of week.picks) {
      expect(pick).toMatchObject({
        marketKey: 'h2h',
        probability: 0.5,
        points: 20,
        multiplier: 1,
        locked: false,
        result: null,
        basePoints: 0,
        boostedPoints: 0,
      });
      expect(pick.ledger).toEqual([
        {
          kind: 'saved',
          at: START,
          base: 0,
          boosted: 0,
          outcome: pick.outcome,
          probability: 0.5,
          points: 20,
        },
      ]);
    }
    expect(ok<MyWeekDto>(await api.getWeek(player.tokens))).toEqual(week);
    expect(ok<MyWeekDto>(await api.getWeek(player.tokens, GAMEWEEK))).toEqual(week);
    // The rows carry the game's clock, as their ledger does, not the database's.
    const rows = await predictionRows(testApp.app, player.user.id);
    expect(rows.map((row) => new Date(row.createdAt).toISOString())).toEqual(rows.map(() => START));
  });

  it('refuses a sixth pick with the exact message and changes nothing', async () => {
    const slip = await homeWins(6);
    ok(await api.putWeek(player.tokens, slip.slice(0, 5)));
    expect(refused(await api.putWeek(player.tokens, slip))).toBe(TOO_MANY(5));
    const rows = await predictionRows(testApp.app, player.user.id);
    expect(rows).toHaveLength(5);
    // A slip of six from nothing is refused as a whole too.
    const other = await createGuest(testApp.app);
    expect(refused(await api.putWeek(other.tokens, slip))).toBe(TOO_MANY(5));
    expect(await predictionRows(testApp.app, other.user.id)).toEqual([]);
  });

  it('refuses two selections on one event', async () => {
    const [selection] = await homeWins(1);
    if (!selection) throw new Error('no selection');
    const message = refused(await api.putWeek(player.tokens, [selection, over(selection.eventId)]));
    expect(message).toBe('Cannot select - already in list');
  });

  it('refuses a slip naming one event twice, even beside its saved pick', async () => {
    const [selection] = await homeWins(1);
    if (!selection) throw new Error('no selection');
    ok(await api.putWeek(player.tokens, [selection]));
    // The saved pick unchanged beside a change of it, and two changes of it.
    expect(refused(await api.putWeek(player.tokens, [selection, over(selection.eventId)]))).toBe(
      'Cannot select - already in list',
    );
    expect(
      refused(await api.putWeek(player.tokens, [h2h(selection.eventId, 'Draw'), over(selection.eventId)])),
    ).toBe('Cannot select - already in list');
    const rows = await predictionRows(testApp.app, player.user.id);
    expect(rows.map((row) => [row.marketKey, row.outcomeName, row.removedAt])).toEqual([
      ['h2h', selection.outcome, null],
    ]);
  });

  it('refuses an event the player still holds a live pick on from another gameweek', async () => {
    // Picked in 2026-W47; the kick-off then moves to Monday of 2026-W48 (docs/game-rules.md §4.2).
    const [selection] = await homeWins(1);
    if (!selection) throw new Error('no selection');
    ok(await api.putWeek(player.tokens, [selection]));
    await testApp.app.db
      .update(events)
      .set({ commenceTime: new Date(NEXT_WEEK), gameweek: '2026-W48' })
      .where(eq(events.id, selection.eventId));
    testApp.clock.set('2026-11-23T09:00:00.000Z');
    // Days later: the player signs in again.
    const tokens = await testApp.app.sessions.issue(player.user.id);
    expect(refused(await api.putWeek(tokens, [selection], '2026-W48'))).toBe(
      'Cannot select - already in list',
    );
    // Beside a new event of that week too: one held event refuses the slip.
    const [fresh] = await homeWins(1, '2026-11-25T18:00:00.000Z');
    if (!fresh) throw new Error('no selection');
    expect(refused(await api.putWeek(tokens, [fresh, selection], '2026-W48'))).toBe(
      'Cannot select - already in list',
    );
    expect(await livePredictionRows(testApp.app, player.user.id)).toHaveLength(1);
    // Another player, with no pick on it, may take it in its new gameweek.
    const other = await createGuest(testApp.app);
    expect(ok<MyWeekDto>(await api.putWeek(other.tokens, [selection], '2026-W48')).summary.predictions).toBe(
      1,
    );
  });

  it('keeps an unchanged pick at its frozen price and re-freezes a changed one', async () => {
    const [first, second] = await homeWins(2);
    if (!first || !second) throw new Error('no selections');
    ok(await api.putWeek(player.tokens, [first, second]));

    await setProbability(testApp.app, first.eventId, 'h2h', first.outcome, 0.4);
    await setProbability(testApp.app, second.eventId, 'totals', 'Over', 0.3);
    testApp.clock.advance(60_000);
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, [first, over(second.eventId)]));
    const [kept, changed] = week.picks;
    expect(kept).toMatchObject({ outcome: first.outcome, probability: 0.5, points: 20 });
    expect(kept?.ledger).toHaveLength(1);
    expect(changed).toMatchObject({ marketKey: 'totals', line: 2.5, outcome: 'Over', probability: 0.3 });
    expect(changed?.points).toBe(33); // 10 / 0.3 = 33.33 (docs/game-rules.md §2.3)
    expect(changed?.ledger.map((entry) => [entry.kind, entry.outcome, entry.probability])).toEqual([
      ['saved', second.outcome, 0.5],
      ['saved', 'Over', 0.3],
    ]);
    // The change kept its row (and so its slot): still two predictions.
    expect(await predictionRows(testApp.app, player.user.id)).toHaveLength(2);
  });

  it('changes a pick to another outcome of the same market at its price, keeping its row', async () => {
    const [home] = await homeWins(1);
    if (!home) throw new Error('no selection');
    ok(await api.putWeek(player.tokens, [home]));
    testApp.clock.advance(60_000);
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, [h2h(home.eventId, 'Draw')]));
    expect(week.picks).toHaveLength(1);
    expect(week.picks[0]).toMatchObject({ marketKey: 'h2h', outcome: 'Draw', probability: 0.25, points: 40 });
    expect(week.picks[0]?.ledger.map((entry) => [entry.kind, entry.outcome])).toEqual([
      ['saved', home.outcome],
      ['saved', 'Draw'],
    ]);
    const [row] = await livePredictionRows(testApp.app, player.user.id);
    expect(row).toMatchObject({ outcomeName: 'Draw', probability: 0.25, points: 40 });
  });

  it('removes a pick left out of the slip, freeing its slot; the row and its ledger stay', async () => {
    const slip = await homeWins(6);
    ok(await api.putWeek(player.tokens, slip.slice(0, 5)));
    const fewer = ok<MyWeekDto>(await api.putWeek(player.tokens, slip.slice(1, 5)));
    expect(fewer.summary.predictions).toBe(4);
    expect(fewer.picks.map((pick) => pick.eventId)).not.toContain(slip[0]?.eventId);

    const full = ok<MyWeekDto>(await api.putWeek(player.tokens, slip.slice(1, 6)));
    expect(full.summary.predictions).toBe(5);
    const rows = await predictionRows(testApp.app, player.user.id);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.removedAt !== null).map((row) => row.eventId)).toEqual([
      slip[0]?.eventId,
    ]);

    // Picking the removed event again makes a new prediction beside the removed one.
    const again = ok<MyWeekDto>(
      await api.putWeek(player.tokens, [...slip.slice(1, 5), over(slip[0]?.eventId ?? '')]),
    );
    expect(again.summary.predictions).toBe(5);
    expect(await predictionRows(testApp.app, player.user.id)).toHaveLength(7);
  });

  it("answers a save that removes a multiplied pick with the Multiplier held again in the week's summary", async () => {
    const slip = await homeWins(2);
    const [pick] = ok<MyWeekDto>(await api.putWeek(player.tokens, slip.slice(0, 1))).picks;
    await grant(testApp.app, player.user.id, 2); // Multiplier
    ok(await api.redeem(player.tokens, { typeId: 2, predictionId: pick?.id }));
    expect(ok<MyWeekDto>(await api.getWeek(player.tokens)).summary.credits).toBe(0);

    // The removal gives the credit back while the added pick's check has read the credits already.
    const swapped = ok<MyWeekDto>(await api.putWeek(player.tokens, slip.slice(1, 2)));
    expect(swapped.summary.credits).toBe(1);
    expect(swapped.summary).toEqual(ok<MyWeekDto>(await api.getWeek(player.tokens)).summary);
  });

  it('answers a save that only removes a multiplied pick with the Multiplier held again', async () => {
    const slip = await homeWins(2);
    const [pick] = ok<MyWeekDto>(await api.putWeek(player.tokens, slip)).picks;
    await grant(testApp.app, player.user.id, 2); // Multiplier
    ok(await api.redeem(player.tokens, { typeId: 2, predictionId: pick?.id }));

    const fewer = ok<MyWeekDto>(
      await api.putWeek(
        player.tokens,
        slip.filter((s) => s.eventId !== pick?.eventId),
      ),
    );
    expect(fewer.summary).toMatchObject({ predictions: 1, credits: 1 });
    expect(fewer.summary).toEqual(ok<MyWeekDto>(await api.getWeek(player.tokens)).summary);
  });

  it('refuses an outcome without a price', async () => {
    const id = await insertEvent(testApp.app, { h2h: [0.6, null, 0.4] });
    const message = refused(await api.putWeek(player.tokens, [h2h(id, 'Draw')]));
    expect(message).toMatch(/^Draw cannot be picked on .+: it has no price yet\.$/);
    expect(refused(await api.putWeek(player.tokens, [h2h(id, 'Nobody')]))).toMatch(/is not an outcome/);
    expect(refused(await api.putWeek(player.tokens, [h2h('no-such-event', 'X')]))).toBe(
      'There is no event no-such-event.',
    );
  });

  it('accepts only the current gameweek and its events', async () => {
    const [selection] = await homeWins(1);
    const [nextWeek] = await homeWins(1, NEXT_WEEK);
    if (!selection || !nextWeek) throw new Error('no selections');
    expect(refused(await api.putWeek(player.tokens, [selection], '2026-W48'))).toBe(
      'Predictions can be saved for the current gameweek (2026-W47) only.',
    );
    expect(refused(await api.putWeek(player.tokens, [nextWeek]))).toMatch(/is not in gameweek 2026-W47\.$/);
    // A row whose stored gameweek says this week while its kick-off is next week's (the feed never writes
    // one: event-store.ts keeps them together) is still not this week's, and has not started either.
    const disagreeing = await insertEvent(testApp.app, {
      commenceTime: NEXT_WEEK,
      homeTeam: 'Leeds',
      awayTeam: 'Hull',
    });
    await testApp.app.db.update(events).set({ gameweek: '2026-W47' }).where(eq(events.id, disagreeing));
    expect(refused(await api.putWeek(player.tokens, [h2h(disagreeing, 'Leeds')]))).toBe(
      'Leeds v Hull is not in gameweek 2026-W47.',
    );
    // And the other way round: stored as next week's, kicking off this week, it is next week's event.
    const storedLater = await insertEvent(testApp.app, { homeTeam: 'Derby', awayTeam: 'Stoke' });
    await testApp.app.db.update(events).set({ gameweek: '2026-W48' }).where(eq(events.id, storedLater));
    expect(refused(await api.putWeek(player.tokens, [h2h(storedLater, 'Derby')]))).toBe(
      'Derby v Stoke is not in gameweek 2026-W47.',
    );
    const bad = await api.putWeek(player.tokens, [selection], '2026-47');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('expected a gameweek such as 2026-W47');
  });

  it('refuses a gameweek id with anything before or after it', async () => {
    const [selection] = await homeWins(1);
    if (!selection) throw new Error('no selection');
    for (const gameweek of ['x2026-W47', '12026-W47', '2026-W47x', '2026-W471']) {
      for (const response of [
        await api.getWeek(player.tokens, gameweek),
        await api.putWeek(player.tokens, [selection], gameweek),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(
          'expected a gameweek such as 2026-W47',
        );
      }
    }
    expect(await predictionRows(testApp.app, player.user.id)).toEqual([]);
  });

  it('freezes picks at kick-off: no adding or changing; a locked pick left out stays', async () => {
    const early = await insertEvent(testApp.app, {
      commenceTime: '2026-11-18T18:00:00.000Z',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
    });
    const late = await insertEvent(testApp.app);
    const earlyHome = h2h(early, await homeTeamOf(testApp.app, early));
    const lateHome = h2h(late, await homeTeamOf(testApp.app, late));
    ok(await api.putWeek(player.tokens, [earlyHome]));

    testApp.clock.set('2026-11-18T18:00:00.000Z');
    expect(refused(await api.putWeek(player.tokens, [over(early)]))).toBe(
      'Arsenal v Chelsea has started: its prediction can no longer be changed.',
    );
    const week = ok<MyWeekDto>(await api.putWeek(player.tokens, [lateHome]));
    expect(week.picks.map((pick) => [pick.eventId, pick.locked])).toEqual([
      [early, true],
      [late, false],
    ]);
    const other = await createGuest(testApp.app);
    expect(refused(await api.putWeek(other.tokens, [earlyHome]))).toBe(
      'Arsenal v Chelsea has started: it can no longer be picked.',
    );

    // A postponed event is locked whatever the clock says.
    const postponed = await insertEvent(testApp.app, { status: 'postponed' });
    expect(refused(await api.putWeek(other.tokens, [h2h(postponed, 'Draw')]))).toMatch(/has started/);
  });

  it('treats a retried save as the same save: nothing new is written', async () => {
    const slip = await homeWins(3);
    const first = ok<MyWeekDto>(await api.putWeek(player.tokens, slip));
    const ledgerBefore = await ledgerRows(testApp.app, player.user.id);
    testApp.clock.advance(5_000);
    const second = ok<MyWeekDto>(await api.putWeek(player.tokens, slip));
    expect(second).toEqual(first);
    expect(await ledgerRows(testApp.app, player.user.id)).toEqual(ledgerBefore);
  });

  it('lets exactly one of two saves at once take the last slot', async () => {
    const slip = await homeWins(4);
    const [a, b] = await homeWins(2);
    if (!a || !b) throw new Error('no selections');
    ok(await api.putWeek(player.tokens, slip));
    // Each save sends its whole slip: the later one replaces the earlier one's fifth pick (it sees it,
    // since saves of one player run one after the other) rather than adding a sixth beside it.
    const responses = await Promise.all([
      api.putWeek(player.tokens, [...slip, a]),
      api.putWeek(player.tokens, [...slip, b]),
    ]);
    const weeks = responses.map((response) => ok<MyWeekDto>(response));
    const final = ok<MyWeekDto>(await api.getWeek(player.tokens));
    expect(final.summary.predictions).toBe(5);
    const fifth = final.picks
      .map((pick) => pick.eventId)
      .filter((id) => id === a.eventId || id === b.eventId);
    expect(fifth).toHaveLength(1);
    expect(weeks.some((week) => JSON.stringify(week.picks) === JSON.stringify(final.picks))).toBe(true);
    expect((await predictionRows(testApp.app, player.user.id)).filter((row) => !row.removedAt)).toHaveLength(
      5,
    );
  });

  it('never lets many saves at once push the board over the allowance', async () => {
    const events = await homeWins(8);
    const slips = [0, 1, 2, 3].map((offset) => events.slice(offset, offset + 5));
    const responses = await Promise.all(slips.map((selections) => api.putWeek(player.tokens, selections)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const live = (await predictionRows(testApp.app, player.user.id)).filter((row) => !row.removedAt);
    expect(live).toHaveLength(5);
    const final = ok<MyWeekDto>(await api.getWeek(player.tokens));
    expect(
      slips.map((selections) =>
        selections
          .map((selection) => selection.eventId)
          .sort()
          .join(),
      ),
    ).toContain(final.picks.map((pick) => pick.eventId).join());
  });

  it('keeps players apart and answers 401 without a session', async () => {
    const slip = await homeWins(2);
    ok(await api.putWeek(player.tokens, slip));
    const permanent = await createPlayer(testApp.app);
    const theirs = ok<MyWeekDto>(await api.getWeek(permanent.tokens));
    expect(theirs.picks).toEqual([]);
    expect(ok<MyWeekDto>(await api.putWeek(permanent.tokens, slip)).summary.predictions).toBe(2);
    expect((await api.getWeek('not-a-token')).statusCode).toBe(401);
    expect((await api.putWeek('not-a-token', slip)).statusCode).toBe(401);
  });

  it('answers an empty week for another gameweek', async () => {
    const week = ok<MyWeekDto>(await api.getWeek(player.tokens, '2026-W50'));
    expect(week).toMatchObject({
      gameweek: '2026-W50',
      picks: [],
      summary: { predictions: 0, maxPredictions: 5 },
    });
  });
});
