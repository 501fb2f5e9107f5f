// The bulk settlement (one SQL statement per event) must write, for every pick, exactly the entry the rules
// engine's settlementEntry gives it from the pick's own ledger, and leave the prediction row where
// pickStanding puts it: on random events, picks, multipliers and earlier results (a correction's history).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStatus } from '../../../server/contract/predictions.ts';
import { events } from '../../../server/db/schema.ts';
import { gameweekOf, previousGameweek } from '../../../server/game/gameweek.ts';
import { pickStanding, settlementEntry, type LedgerEntry } from '../../../server/game/ledger.ts';
import { voided, type PickResult, type VoidReason } from '../../../server/game/types.ts';
import { recordPickEntry, toLedgerEntry } from '../../../server/modules/picks/ledger-store.ts';
import { outcomeResult } from '../../../server/modules/settlement/outcome-result.ts';
import { settleEvent } from '../../../server/modules/settlement/settle-event.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { addEvent, addPick, addPlayer, ledgerOf, ledgerRows, predictionRow } from './fixtures.ts';

const kickOff = new Date('2026-11-18T15:00:00.000Z');
const now = new Date('2026-11-19T09:00:00.000Z');
const thisWeek = gameweekOf(kickOff);

let testApp: TestApp;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const voidReasons: VoidReason[] = ['cancelled', 'abandoned', 'postponed', 'push', 'tie-without-draw'];
const resultArb: fc.Arbitrary<PickResult> = fc.oneof(
  fc.constant<PickResult>({ kind: 'won' }),
  fc.constant<PickResult>({ kind: 'lost' }),
  fc.constantFrom(...voidReasons).map(voided),
);

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
  /** A result the pick was settled on before (the event's earlier result). */
  earlier: fc.option(resultArb, { nil: null }),
});

const scenarioArb = fc.record({
  status: fc.constantFrom<EventStatus>(
    'completed',
    'completed',
    'completed',
    'cancelled',
    'postponed',
    'live',
  ),
  score: fc.option(fc.tuple(fc.nat(4), fc.nat(4)), { nil: null }),
  draw: fc.boolean(),
  picks: fc.array(pickArb, { minLength: 1, maxLength: 8 }),
});

type Expected = { id: string; entries: LedgerEntry[]; entry: LedgerEntry | null };

describe('bulk settlement', () => {
  it('agrees with settlementEntry pick by pick', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const event = await addEvent(db(), {
          commenceTime: kickOff,
          status: scenario.status,
          score: scenario.score,
          draw: scenario.draw,
          resultUpdatedAt: kickOff,
        });
        const [eventRow] = await db().select().from(events).where(eq(events.id, event.id));
        if (!eventRow) throw new Error('no event row');
        const settling = { ...eventRow, hasDraw: scenario.draw };
        const expected: Expected[] = [];
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
          if (spec.earlier) {
            const entry = settlementEntry(await ledgerOf(db(), pick.id), pick.id, spec.earlier);
            if (entry && entry.kind !== 'bonus') await recordPickEntry(db(), pick, entry, kickOff, kickOff);
          }
          const entries = await ledgerOf(db(), pick.id);
          const result = outcomeResult(
            {
              marketKey: spec.choice.marketKey,
              line: spec.choice.line,
              outcome: spec.choice.outcome,
              gameweek: pick.gameweek,
            },
            settling,
            now,
          );
          const entry = result.kind === 'pending' ? null : settlementEntry(entries, pick.id, result);
          expected.push({ id: pick.id, entries, entry });
        }

        await db().transaction((tx) => settleEvent(tx, event.id, now));

        for (const { id, entries, entry } of expected) {
          const rows = await ledgerRows(db(), id);
          const written = rows.slice(entries.length);
          expect(written.map(toLedgerEntry)).toEqual(entry ? [entry] : []);
          for (const row of written) {
            expect(row).toMatchObject({ scoredAt: kickOff, createdAt: now, competitionKey: 'soccer_epl' });
          }
          const standing = pickStanding(entry ? [...entries, entry] : entries, id);
          const prediction = await predictionRow(db(), id);
          expect({
            result: prediction?.result ?? null,
            reason: prediction?.resultReason ?? null,
            base: prediction?.basePoints,
            boosted: prediction?.boostedPoints,
          }).toEqual({
            result: standing?.result?.kind ?? null,
            reason: standing?.result?.kind === 'void' ? standing.result.reason : null,
            base: standing?.base,
            boosted: standing?.boosted,
          });
        }
      }),
      { numRuns: 30 },
    );
  });
});
