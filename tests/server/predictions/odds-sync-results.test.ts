// The scores sync against the demo feed: a postponement keeps the event's picks and locks it, a final
// score and its later correction each stamp result_updated_at (so settlement reruns) and reset nothing else.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionByKey, type MatchCompetition } from '#server/feeds/demo/competitions.ts';
import { fixtureModel } from '#server/feeds/demo/fixture-model.ts';
import { fixturesBetween, type Fixture } from '#server/feeds/demo/fixtures.ts';
import { matchResult, postponementNotice, type MatchResult } from '#server/feeds/demo/results.ts';
import { ratingBook } from '#server/feeds/demo/strengths.ts';
import { events, markets, outcomes, predictions, users } from '#server/db/schema.ts';
import { isLocked } from '#core/game/lock.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { syncer, testClock } from './sync-helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SEED = 'longshot';
const ratings = ratingBook(SEED);
const searched = ['baseball_mlb', 'basketball_nba', 'icehockey_nhl', 'soccer_efl_champ'];
const start = Date.parse('2026-11-18T12:00:00.000Z');
const clock = testClock(new Date(start).toISOString());
let testApp: TestApp;
let sync: ReturnType<typeof syncer>;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  sync = syncer(testApp.app, clock);
});

afterAll(async () => {
  await testApp?.close();
});

const iso = (ms: number) => new Date(ms).toISOString();

/** The first demo fixture kicking off after `fromMs` that passes the test. */
function firstFixture(fromMs: number, test: (fixture: Fixture) => boolean): Fixture {
  const found = searched
    .flatMap((key) =>
      fixturesBetween(SEED, competitionByKey(key) as MatchCompetition, fromMs, fromMs + 30 * DAY),
    )
    .filter(test)
    .sort((a, b) => a.commenceMs - b.commenceMs)[0];
  if (!found) throw new Error('the demo feed has no such fixture in the month searched');
  return found;
}

async function eventRow(id: string) {
  const [row] = await testApp.app.db.select().from(events).where(eq(events.id, id));
  if (!row) throw new Error(`event ${id} is not stored`);
  return row;
}

function pricesOf(eventId: string) {
  return testApp.app.db
    .select({ key: markets.key, name: outcomes.name, probability: outcomes.probability })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(eq(markets.eventId, eventId))
    .orderBy(markets.key, outcomes.name);
}

async function pickOn(eventId: string) {
  const event = await eventRow(eventId);
  const [user] = await testApp.app.db
    .insert(users)
    .values({ userName: `player-${eventId.slice(0, 8)}`, role: 'Player', securityStamp: 'stamp' })
    .returning({ id: users.id });
  if (!user || !event.homeTeam) throw new Error('no player or no home team');
  const [prediction] = await testApp.app.db
    .insert(predictions)
    .values({
      userId: user.id,
      eventId,
      competitionKey: event.competitionKey,
      game: 'weekly',
      gameweek: event.gameweek,
      seasonId: event.seasonId,
      marketKey: 'h2h',
      outcomeName: event.homeTeam,
      probability: 0.5,
      points: 20,
    })
    .returning();
  if (!prediction) throw new Error('no prediction');
  return prediction;
}

describe('a postponed event', () => {
  const fixture = firstFixture(start + DAY, (f) => postponementNotice(f) !== null);
  const notice = postponementNotice(fixture) as number;

  it('is stored as the feed lists it before the notice', async () => {
    clock.set(iso(notice - 2 * HOUR));
    expect(await sync.odds([fixture.competition.key])).toMatchObject({ failed: [] });
    expect(await eventRow(fixture.id)).toMatchObject({ status: 'scheduled', resultUpdatedAt: null });
    expect((await pricesOf(fixture.id)).length).toBeGreaterThan(0);
  });

  it('turns postponed at the notice: locked, its picks kept, its kick-off and gameweek as they were', async () => {
    const before = await eventRow(fixture.id);
    const pick = await pickOn(fixture.id);
    const prices = await pricesOf(fixture.id);
    clock.set(iso(notice + MINUTE));

    expect(await sync.scores([fixture.competition.key])).toMatchObject({ failed: [] });

    const after = await eventRow(fixture.id);
    expect(after).toMatchObject({
      status: 'postponed',
      commenceTime: before.commenceTime,
      gameweek: before.gameweek,
      seasonId: before.seasonId,
      scores: null,
      // Locked by its status: settlement has something to look at.
      resultUpdatedAt: clock.now(),
      settledAt: null,
    });
    expect(isLocked(after, clock.now())).toBe(true);
    const [kept] = await testApp.app.db.select().from(predictions).where(eq(predictions.id, pick.id));
    expect(kept).toEqual(pick);

    // The odds feed no longer lists it; nothing about it changes.
    await sync.odds([fixture.competition.key]);
    expect(await pricesOf(fixture.id)).toEqual(prices);
    expect(await eventRow(fixture.id)).toEqual(after);
  });

  it('stays postponed, and unstamped, while nothing new is said', async () => {
    const postponed = await eventRow(fixture.id);
    clock.set(iso(fixture.commenceMs + 3 * HOUR));
    await sync.scores([fixture.competition.key]);
    expect(await eventRow(fixture.id)).toEqual(postponed);
  });
});

describe('a final score and its correction', () => {
  const fixture = firstFixture(start + 20 * DAY, (f) => {
    return postponementNotice(f) === null && matchResult(f, fixtureModel(f, ratings)).correction !== null;
  });
  const result: MatchResult = matchResult(fixture, fixtureModel(fixture, ratings));
  const correction = result.correction as NonNullable<MatchResult['correction']>;
  const key = fixture.competition.key;

  it('goes live at kick-off and completed at the final whistle, each stamping result_updated_at', async () => {
    clock.set(iso(fixture.commenceMs - HOUR));
    await sync.odds([key]);
    expect(await eventRow(fixture.id)).toMatchObject({ status: 'scheduled', resultUpdatedAt: null });

    clock.set(iso(fixture.commenceMs + 5 * MINUTE));
    await sync.scores([key]);
    expect(await eventRow(fixture.id)).toMatchObject({ status: 'live', resultUpdatedAt: clock.now() });

    clock.set(iso(result.endMs + MINUTE));
    await sync.scores([key]);
    const final = await eventRow(fixture.id);
    expect(final).toMatchObject({ status: 'completed', resultUpdatedAt: clock.now() });
    expect(final.scores?.map((score) => [score.name, Number(score.score)]).sort()).toEqual(
      [
        [fixture.homeTeam, result.score.home],
        [fixture.awayTeam, result.score.away],
      ].sort(),
    );
  });

  it('takes the correction, stamping result_updated_at after the settlement and resetting nothing', async () => {
    // Settlement ran on the first final score (it marks the result it settled).
    const final = await eventRow(fixture.id);
    await testApp.app.db
      .update(events)
      .set({ settledAt: final.resultUpdatedAt, winner: null })
      .where(eq(events.id, fixture.id));
    // Nothing new yet: nothing stamped.
    clock.set(iso(correction.atMs - MINUTE));
    await sync.scores([key]);
    expect((await eventRow(fixture.id)).resultUpdatedAt).toEqual(final.resultUpdatedAt);

    clock.set(iso(correction.atMs + 2 * MINUTE));
    await sync.scores([key]);

    const corrected = await eventRow(fixture.id);
    expect(corrected.scores?.map((score) => [score.name, Number(score.score)]).sort()).toEqual(
      [
        [fixture.homeTeam, correction.score.home],
        [fixture.awayTeam, correction.score.away],
      ].sort(),
    );
    expect(corrected).toEqual({
      ...final,
      scores: corrected.scores,
      resultUpdatedAt: clock.now(),
      settledAt: final.resultUpdatedAt,
      updatedAt: clock.now(),
    });
    expect(Number(corrected.settledAt)).toBeLessThan(Number(corrected.resultUpdatedAt));
  });
});
