// Settlement decides each outcome group once and stores the decision; every pick's ledger then follows from
// its group's decisions (picks/pick-standing.ts). Over random picks, multipliers, gameweeks and sequences of
// results (corrections, cancellations, postponements, results going back to pending), each pick's ledger
// must be exactly what the rules engine's settlementEntry gives it, result after result.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStatus } from '#core/contract/predictions.ts';
import { events } from '#server/db/schema.ts';
import { gameweekOf, previousGameweek } from '#core/game/gameweek.ts';
import { settlementEntry, type LedgerEntry } from '#core/game/ledger.ts';
import { toLedgerEntry } from '#server/modules/picks/ledger-store.ts';
import { outcomeResult } from '#server/modules/settlement/outcome-result.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { addEvent, addPick, addPlayer, ledgerOf, ledgerRows, pickState, setResult } from './fixtures.ts';

const HOUR = 3_600_000;
const kickOff = new Date('2026-11-18T15:00:00.000Z');
const thisWeek = gameweekOf(kickOff);

let testApp: TestApp;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const pickArb = fc.record({
  choice: fc.constantFrom(
    { marketKey: 'h2h' as const, outcome: 'Home FC', line: null },
    { marketKey: 'h2h' as const, outcome: 'Draw', line: null },
    { marketKey: 'h2h' as const, outcome: 'Away FC', line: null },
    { marketKey: 'totals' as const, outcome: 'Over', line: 2.5 },
    { marketKey: 'totals' as const, outcome: 'Under', line: 3 },
  ),
  probability: fc.double({ min: 0.02, max: 1, noNaN: true }),
  multiplier: fc.constantFrom(1, 1, 2, 3),
  /** Saved in an earlier gameweek: the event has since moved out of it. */
  earlierWeek: fc.boolean(),
});

/** One result the feed reports for the event, in order: the first, then corrections. */
const resultArb = fc.record({
  status: fc.constantFrom<EventStatus>(
    'completed',
    'completed',
    'completed',
    'cancelled',
    'postponed',
    'live',
  ),
  score: fc.option(fc.tuple(fc.nat(4), fc.nat(4)), { nil: null }),
});

const scenarioArb = fc.record({
  draw: fc.boolean(),
  picks: fc.array(pickArb, { minLength: 1, maxLength: 8 }),
  results: fc.array(resultArb, { minLength: 1, maxLength: 3 }),
});

describe('settlement by outcome', () => {
  it('gives every pick the entries settlementEntry gives it, result after result', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const event = await addEvent(db(), {
          commenceTime: kickOff,
          status: 'scheduled',
          score: null,
          draw: scenario.draw,
          resultUpdatedAt: kickOff,
        });
        const picks = [];
        for (const spec of scenario.picks) {
          const pick = await addPick(db(), {
            userId: await addPlayer(db()),
            event,
            marketKey: spec.choice.marketKey,
            outcome: spec.choice.outcome,
            line: spec.choice.line,
            probability: spec.probability,
            multiplier: spec.multiplier,
            gameweek: spec.earlierWeek ? previousGameweek(thisWeek) : thisWeek,
            commenceTime: kickOff,
          });
          picks.push({ pick, entries: (await ledgerOf(db(), pick.id)) as LedgerEntry[] });
        }

        for (const [step, result] of scenario.results.entries()) {
          const decidedAt = new Date(kickOff.getTime() + (step + 2) * HOUR);
          await setResult(db(), event, {
            status: result.status,
            score: result.score,
            resultUpdatedAt: new Date(decidedAt.getTime() - HOUR),
          });
          const [eventRow] = await db().select().from(events).where(eq(events.id, event.id));
          if (!eventRow) throw new Error('no event row');
          await db().transaction((tx) => settleEvent(tx, event.id, decidedAt));

          for (const expected of picks) {
            const { pick } = expected;
            const settlement = outcomeResult(
              {
                marketKey: pick.marketKey,
                line: pick.line,
                outcome: pick.outcomeName,
                gameweek: pick.gameweek,
              },
              { ...eventRow, hasDraw: scenario.draw },
              decidedAt,
            );
            const entry =
              settlement.kind === 'pending' ? null : settlementEntry(expected.entries, pick.id, settlement);
            if (entry) expected.entries.push(entry);
            const rows = await ledgerRows(db(), pick.id);
            expect(rows.map(toLedgerEntry)).toEqual(expected.entries);
            if (entry) expect(rows.at(-1)).toMatchObject({ scoredAt: kickOff, createdAt: decidedAt });
          }
        }

        for (const { pick, entries } of picks) {
          const state = await pickState(db(), pick.id);
          expect([state.basePoints, state.boostedPoints]).toEqual([
            entries.reduce((sum, entry) => sum + entry.base, 0),
            entries.reduce((sum, entry) => sum + entry.boosted, 0),
          ]);
        }
      }),
      { numRuns: 30 },
    );
  });
});
