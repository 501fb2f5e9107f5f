// The boards sum what the picks module derives: over random seasons (picks, multipliers, bonus points,
// results, corrections and voids), every player's row on each Gameweek and Yearly board equals the sums of
// their picks' points as picks/pick-standing.ts derives them, plus their bonus points.
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStatus } from '#core/contract/predictions.ts';
import { gameweekOf } from '#core/game/gameweek.ts';
import { predictions } from '#server/db/schema.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { recordBonusEntry } from '#server/modules/picks/ledger-store.ts';
import { decisionsOf, groupDecisionsColumn, pickSettlement } from '#server/modules/picks/pick-standing.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { addEvent, addPick, addPlayer, setResult, type TestEvent } from '../settlement/fixtures.ts';

let testApp: TestApp;
const db = () => testApp.app.db;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const resultArb = fc.oneof(
  fc.record({ status: fc.constant<EventStatus>('completed'), score: fc.tuple(fc.nat(3), fc.nat(3)) }),
  fc.record({ status: fc.constant<EventStatus>('cancelled'), score: fc.constant(null) }),
);
const seasonArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  events: fc.array(
    fc.record({ week: fc.nat(2), results: fc.array(resultArb, { minLength: 1, maxLength: 3 }) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
  picks: fc.array(
    fc.record({
      player: fc.nat(3),
      event: fc.nat(3),
      outcome: fc.constantFrom('Home FC', 'Draw', 'Away FC'),
      probability: fc.constantFrom(0.1, 0.25, 0.4, 0.5, 0.8),
      multiplier: fc.constantFrom(1, 1, 2, 3),
    }),
    { maxLength: 12 },
  ),
  bonuses: fc.array(
    fc.record({ player: fc.nat(3), week: fc.nat(2), value: fc.integer({ min: 1, max: 30 }) }),
    {
      maxLength: 3,
    },
  ),
});

let year = 2040;

describe('the standings agree with the derived points', () => {
  it('over random seasons with corrections and voids', async () => {
    await fc.assert(
      fc.asyncProperty(seasonArb, async (season) => {
        year += 1;
        const start = new Date(`${year}-03-02T15:00:00.000Z`);
        const weekAt = (week: number) => new Date(start.getTime() + week * 7 * 86_400_000);
        const players: string[] = [];
        for (let i = 0; i < season.players; i += 1) players.push(await addPlayer(db()));
        const events: { event: TestEvent; at: Date }[] = [];
        for (const spec of season.events) {
          const at = weekAt(spec.week);
          events.push({ event: await addEvent(db(), { commenceTime: at }), at });
        }
        const taken = new Set<string>();
        for (const pick of season.picks) {
          const userId = players[pick.player % players.length] as string;
          const target = events[pick.event % events.length];
          if (!target || taken.has(`${userId}|${target.event.id}`)) continue;
          taken.add(`${userId}|${target.event.id}`);
          await addPick(db(), {
            userId,
            event: target.event,
            outcome: pick.outcome,
            probability: pick.probability,
            multiplier: pick.multiplier,
            commenceTime: target.at,
          });
        }
        const bonusByBoard = new Map<string, number>();
        for (const bonus of season.bonuses) {
          const userId = players[bonus.player % players.length] as string;
          const at = weekAt(bonus.week);
          await db().transaction((tx) =>
            recordBonusEntry(
              tx,
              {
                userId,
                creditId: crypto.randomUUID(),
                gameweek: gameweekOf(at),
                competitionKey: null,
                value: bonus.value,
              },
              at,
            ),
          );
          for (const key of [`${userId}|4|${gameweekOf(at)}`, `${userId}|3|${year}`])
            bonusByBoard.set(key, (bonusByBoard.get(key) ?? 0) + bonus.value);
        }
        let stamp = weekAt(3).getTime();
        for (const [index, spec] of season.events.entries()) {
          const target = events[index];
          if (!target) continue;
          for (const result of spec.results) {
            stamp += 60_000;
            await setResult(db(), target.event, {
              status: result.status,
              score: result.score,
              resultUpdatedAt: new Date(stamp),
            });
            await db().transaction((tx) => settleEvent(tx, target.event.id, new Date(stamp)));
            // Refresh between some results too: a refresh mid-season and a correction after it.
            if (result.status === 'completed') await refreshStandings(db(), new Date(stamp));
          }
        }
        await refreshStandings(db(), new Date(stamp));

        // What pick-standing derives, summed per board.
        const expected = new Map<string, { boosted: number; total: number; correct: number }>();
        const rows = await db()
          .select({ prediction: predictions, decisions: groupDecisionsColumn })
          .from(predictions)
          .where(inArray(predictions.userId, players));
        for (const { prediction, decisions } of rows) {
          const settled = pickSettlement(prediction, decisionsOf(decisions));
          const last = settled.lines.at(-1);
          if (!last) continue;
          for (const key of [
            `${prediction.userId}|4|${prediction.gameweek}`,
            `${prediction.userId}|3|${year}`,
          ]) {
            const sums = expected.get(key) ?? { boosted: 0, total: 0, correct: 0 };
            sums.boosted += settled.boosted;
            sums.total += settled.base;
            sums.correct += settled.result?.kind === 'won' ? 1 : 0;
            expected.set(key, sums);
          }
        }
        for (const [key, value] of bonusByBoard) {
          const sums = expected.get(key) ?? { boosted: 0, total: 0, correct: 0 };
          sums.boosted += value;
          expected.set(key, sums);
        }
        const { rows: actualRows } = await db().execute<{
          user_id: string;
          period: number;
          period_key: string;
          boosted: number;
          total: number;
          correct: number;
        }>(
          sql`
            select s.user_id, b.period, b.period_key, s.boosted, s.total, s.correct
            from standings s join boards b on b.id = s.board_id
            where b.scope = 0 and b.period in (3, 4)
              and s.user_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(players)}::jsonb))`,
        );
        const actual = new Map(
          actualRows.map((row) => [
            `${row.user_id}|${row.period}|${row.period_key}`,
            { boosted: row.boosted, total: row.total, correct: row.correct },
          ]),
        );
        expect(actual).toEqual(expected);
      }),
      { numRuns: 12 },
    );
  });
});
