// For any sequence of slip saves (adds, changes, removals, whole new slips, retries), credit redemptions
// and undos, and clock ticks that lock events, played through the HTTP API against one database: after
// every step (results settled through the settlement module included) no player holds more slot-holding picks than their allowance, every prediction's running
// sums equal the sum of its ledger rows, the week summary equals the week's ledger sums, the gameweek
// credit caps hold, nothing answers 5xx, and a refused request changes nothing.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickSelection } from '#core/contract/play.ts';
import { credits, events, ledgerEntries, predictions } from '#server/db/schema.ts';
import { withinAllowance } from '#core/game/allowance.ts';
import { CREDIT_TYPE_IDS } from '#core/game/credits.ts';
import { CREDITS_PER_GAMEWEEK } from '#core/game/rules.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { creditsRedeemedFor } from '#server/modules/credits/index.ts';
import { allowanceOf, weeklyPicks } from '#server/modules/picks/week-store.ts';
import {
  buildPlayTestApp,
  createGuest,
  GAMEWEEK,
  grant,
  insertEvent,
  ok,
  playApi,
  START,
  type MyWeekDto,
  type PlayTestApp,
  type Signed,
} from './play-test-app.ts';
import { ledgerRows, pickState } from '../settlement/fixtures.ts';

/**
 * A result for an event that has kicked off, settled through the settlement module: 0 a home win, 1 a draw,
 * 2 an away win. A second result for the same event is a correction. Events not yet started are left alone
 * (the feed reports no result before kick-off).
 */
const settleHook = async (app: FastifyInstance, eventId: string, winner: number, now: Date) => {
  const [event] = await app.db.select().from(events).where(eq(events.id, eventId));
  if (!event || event.commenceTime.getTime() > now.getTime()) return;
  const [home, away] = winner === 0 ? ['2', '1'] : winner === 1 ? ['1', '1'] : ['0', '3'];
  await app.db
    .update(events)
    .set({
      status: 'completed',
      scores: [
        { name: event.homeTeam ?? 'Home', score: home },
        { name: event.awayTeam ?? 'Away', score: away },
      ],
      resultUpdatedAt: now,
    })
    .where(eq(events.id, eventId));
  await app.db.transaction((tx) => settleEvent(tx, eventId, now));
};

const COMPETITIONS = ['soccer_epl', 'basketball_nba'] as const;
/** Kick-offs 1 to 20 hours after the start, so ticks lock some of them (bearers last 24 hours). */
const KICK_OFF_HOURS = [1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20];

interface TestEvent {
  id: string;
  outcomes: string[];
}

type Command =
  | { type: 'add'; event: number; outcome: number }
  | { type: 'change'; pick: number; outcome: number; totals: boolean }
  | { type: 'remove'; pick: number }
  | { type: 'slip'; picks: { event: number; outcome: number }[] }
  | { type: 'retry' }
  | { type: 'redeemExtra'; competition: number | null }
  | { type: 'revokeExtra'; competition: number | null }
  | { type: 'multiply'; pick: number }
  | { type: 'undoMultiplier'; pick: number }
  | { type: 'bonus' }
  | { type: 'tick'; minutes: number }
  | { type: 'result'; event: number; winner: number };

const eventIndex = fc.nat({ max: KICK_OFF_HOURS.length * COMPETITIONS.length - 1 });
const outcome = fc.nat({ max: 2 });
const pickIndex = fc.nat({ max: 6 });
const competition = fc.option(fc.nat({ max: COMPETITIONS.length - 1 }), { nil: null });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ type: fc.constant('add' as const), event: eventIndex, outcome }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('change' as const),
      pick: pickIndex,
      outcome,
      totals: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('remove' as const), pick: pickIndex }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('slip' as const),
      picks: fc.array(fc.record({ event: eventIndex, outcome }), { maxLength: 8 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'retry' as const }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('redeemExtra' as const), competition }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('revokeExtra' as const), competition }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('multiply' as const), pick: pickIndex }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('undoMultiplier' as const), pick: pickIndex }) },
  { weight: 1, arbitrary: fc.constant({ type: 'bonus' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('tick' as const), minutes: fc.integer({ min: 10, max: 240 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('result' as const), event: eventIndex, winner: outcome }),
  },
);

const creditGrants = fc.record({
  extras: fc.array(competition, { maxLength: 4 }),
  multipliers: fc.nat({ max: 3 }),
  bonuses: fc.nat({ max: 2 }),
});

let testApp: PlayTestApp;
let api: ReturnType<typeof playApi>;
const testEvents: TestEvent[] = [];

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  api = playApi(testApp.app);
  for (const competitionKey of COMPETITIONS) {
    for (const hours of KICK_OFF_HOURS) {
      const commenceTime = new Date(new Date(START).getTime() + hours * 3_600_000).toISOString();
      const id = await insertEvent(testApp.app, {
        competitionKey,
        commenceTime,
        homeTeam: `Home ${competitionKey} ${hours}`,
        awayTeam: `Away ${competitionKey} ${hours}`,
        h2h: [0.45, 0.3, 0.25],
      });
      testEvents.push({
        id,
        outcomes: [`Home ${competitionKey} ${hours}`, 'Draw', `Away ${competitionKey} ${hours}`],
      });
    }
  }
});

afterAll(async () => {
  await testApp?.close();
});

function selection(event: number, outcomeIndex: number): PickSelection {
  const chosen = testEvents[event] as TestEvent;
  return { eventId: chosen.id, marketKey: 'h2h', outcome: chosen.outcomes[outcomeIndex] as string };
}

async function currentSlip(player: Signed): Promise<PickSelection[]> {
  const week = ok<MyWeekDto>(await api.getWeek(player.tokens));
  return week.picks.map((pick) => ({
    eventId: pick.eventId,
    marketKey: pick.marketKey as PickSelection['marketKey'],
    outcome: pick.outcome,
  }));
}

async function livePickIds(player: Signed): Promise<string[]> {
  return ok<MyWeekDto>(await api.getWeek(player.tokens)).picks.map((pick) => pick.id);
}

/** Everything a refused request must leave as it was. */
async function snapshot(userId: string): Promise<string> {
  const db = testApp.app.db;
  const rows = await Promise.all([
    db.select().from(predictions).where(eq(predictions.userId, userId)),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    db.select().from(credits).where(eq(credits.userId, userId)),
  ]);
  return JSON.stringify(rows.map((list) => list.map((row) => JSON.stringify(row)).sort()));
}

async function checkInvariants(player: Signed): Promise<void> {
  const db = testApp.app.db;
  const userId = player.user.id;
  const week = ok<MyWeekDto>(await api.getWeek(player.tokens, GAMEWEEK));
  const { summary } = week;
  expect(summary.predictions).toBeLessThanOrEqual(summary.maxPredictions);

  // The allowance with scoped extra slots, as the rules engine counts it.
  const live = await weeklyPicks(db, userId, GAMEWEEK);
  const redeemed = await creditsRedeemedFor(db, userId, GAMEWEEK);
  expect(withinAllowance(allowanceOf(live, redeemed))).toBe(true);
  for (const type of ['BonusPoints', 'Multiplier', 'ExtraPrediction'] as const) {
    const count = redeemed.filter((credit) => credit.typeId === CREDIT_TYPE_IDS[type]).length;
    expect(count).toBeLessThanOrEqual(CREDITS_PER_GAMEWEEK[type]);
  }

  // Every prediction's points and multiplier are its ledger's (stored entries and settlement's).
  const rows = await db.select().from(predictions).where(eq(predictions.userId, userId));
  const ledger = (await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))).filter(
    (entry) => entry.predictionId === null,
  );
  for (const row of rows) {
    const own = await ledgerRows(db, row.id);
    ledger.push(...own);
    const state = await pickState(db, row.id);
    expect(state.basePoints).toBe(own.reduce((sum, entry) => sum + entry.base, 0));
    expect(state.boostedPoints).toBe(own.reduce((sum, entry) => sum + entry.boosted, 0));
    const factors = own.filter((entry) => entry.kind === 'multiplier').map((entry) => entry.detail.factor);
    expect(row.multiplier).toBe(factors.at(-1) ?? 1);
    const multiplierCredits = await db
      .select()
      .from(credits)
      .where(and(eq(credits.userId, userId), eq(credits.redeemedPredictionId, row.id)));
    // A multiplied prediction is live and holds exactly the credit that multiplies it.
    expect(multiplierCredits.filter((credit) => credit.redeemedAt !== null)).toHaveLength(
      row.multiplier === 1 ? 0 : 1,
    );
    if (row.multiplier !== 1) expect(row.removedAt).toBeNull();
  }

  // The summary is the sum of the week's ledger: weekly picks and bonuses.
  const weekly = new Set(rows.filter((row) => row.game === 'weekly').map((row) => row.id));
  const weekEntries = ledger.filter(
    (entry) => entry.gameweek === GAMEWEEK && (entry.predictionId === null || weekly.has(entry.predictionId)),
  );
  expect(summary.totalScore).toBe(weekEntries.reduce((sum, entry) => sum + entry.base, 0));
  expect(summary.boostedScore).toBe(weekEntries.reduce((sum, entry) => sum + entry.boosted, 0));
  expect(summary.bonusPoints).toBe(
    weekEntries.filter((entry) => entry.kind === 'bonus').reduce((sum, entry) => sum + entry.boosted, 0),
  );
  // And every pick shown is live, with its ledger.
  expect(week.picks.map((pick) => pick.id).sort()).toEqual(live.map((pick) => pick.prediction.id).sort());
  for (const pick of week.picks) {
    expect(pick.basePoints).toBe(pick.ledger.reduce((sum, entry) => sum + entry.base, 0));
    expect(pick.boostedPoints).toBe(pick.ledger.reduce((sum, entry) => sum + entry.boosted, 0));
  }
}

/** One selection of the slip changed: another h2h outcome, or Over/Under on the event's totals. */
function changedSelection(current: PickSelection, outcomeIndex: number, totals: boolean): PickSelection {
  if (totals)
    return { eventId: current.eventId, marketKey: 'totals', outcome: outcomeIndex % 2 ? 'Over' : 'Under' };
  return selection(
    testEvents.findIndex((event) => event.id === current.eventId),
    outcomeIndex,
  );
}

/** The slip a save command sends, from the slip saved now; null: the command saves nothing. */
function slipFor(step: Command, slip: PickSelection[], last: PickSelection[] | null): PickSelection[] | null {
  switch (step.type) {
    case 'add':
      return [...slip, selection(step.event, step.outcome)];
    case 'change':
      return slip.length === 0
        ? null
        : slip.map((current, i) =>
            i === step.pick % slip.length ? changedSelection(current, step.outcome, step.totals) : current,
          );
    case 'remove':
      return slip.length === 0 ? null : slip.filter((_, i) => i !== step.pick % slip.length);
    case 'slip':
      return step.picks.map((pick) => selection(pick.event, pick.outcome));
    case 'retry':
      return last;
    default:
      return null;
  }
}

type Answer = Awaited<ReturnType<typeof api.getWeek>> | null;

async function run(
  player: Signed,
  step: Command,
  lastSlip: { value: PickSelection[] | null },
): Promise<Answer> {
  const pickAt = async (index: number) => {
    const ids = await livePickIds(player);
    return ids.length === 0 ? undefined : ids[index % ids.length];
  };
  const scope = (index: number | null) => (index === null ? {} : { competition: COMPETITIONS[index] });
  switch (step.type) {
    case 'add':
    case 'change':
    case 'remove':
    case 'slip':
    case 'retry': {
      const slip = slipFor(step, await currentSlip(player), lastSlip.value);
      if (!slip) return null;
      lastSlip.value = slip;
      return api.putWeek(player.tokens, slip);
    }
    case 'redeemExtra':
      return api.redeem(player.tokens, { typeId: 3, ...scope(step.competition) });
    case 'revokeExtra':
      return api.revoke(player.tokens, { typeId: 3, ...scope(step.competition) });
    case 'multiply': {
      const id = await pickAt(step.pick);
      return id ? api.redeem(player.tokens, { typeId: 2, predictionId: id }) : null;
    }
    case 'undoMultiplier': {
      const id = await pickAt(step.pick);
      return id ? api.revoke(player.tokens, { typeId: 2, predictionId: id }) : null;
    }
    case 'bonus':
      return api.redeem(player.tokens, { typeId: 1 });
    case 'tick': {
      // Bearers last a day: the clock stops at the Thursday morning (every event has locked by then).
      const latest = new Date(START).getTime() + 22 * 3_600_000;
      const next = Math.min(latest, testApp.clock.now().getTime() + step.minutes * 60_000);
      testApp.clock.set(new Date(next).toISOString());
      return null;
    }
    case 'result':
      await settleHook(
        testApp.app,
        (testEvents[step.event] as TestEvent).id,
        step.winner,
        testApp.clock.now(),
      );
      return null;
  }
}

describe('the weekly game through the API', () => {
  it('keeps the allowance, the ledgers and the week summary consistent after every step', async () => {
    await fc.assert(
      fc.asyncProperty(
        creditGrants,
        fc.array(command, { minLength: 1, maxLength: 14 }),
        async (given, steps) => {
          testApp.clock.set(START);
          const player = await createGuest(testApp.app);
          for (const key of given.extras) {
            await grant(testApp.app, player.user.id, 3, {
              competitionKey: key === null ? null : COMPETITIONS[key],
            });
          }
          if (given.multipliers) await grant(testApp.app, player.user.id, 2, { count: given.multipliers });
          if (given.bonuses) await grant(testApp.app, player.user.id, 1, { count: given.bonuses });
          const lastSlip: { value: PickSelection[] | null } = { value: null };
          for (const step of steps) {
            const before = await snapshot(player.user.id);
            const response = await run(player, step, lastSlip);
            if (response) {
              expect([200, 400], `${step.type}: ${response.body}`).toContain(response.statusCode);
              if (response.statusCode === 400) expect(await snapshot(player.user.id)).toBe(before);
            }
            await checkInvariants(player);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
