// For any sequence of saves, changes, removals, credit redemptions and undos, clock ticks, results,
// voids and corrections in one gameweek, played through the game's pure rules as the server will:
// no player ever holds more picks than the allowance lets them, and every board total equals both the
// sum of its ledgers and a score recomputed from scratch from the picks' final state.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { VoidReason } from '#core/game/types.ts';
import { COMPETITIONS, play, type Command } from './week-model.ts';

const PLAYERS = 2;
const EVENTS = 12;

const player = fc.nat({ max: PLAYERS - 1 });
const event = fc.nat({ max: EVENTS - 1 });
const competition = fc.option(fc.nat({ max: COMPETITIONS.length - 1 }), { nil: null });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({ type: fc.constant('save'), player, event, outcome: fc.nat({ max: 2 }) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('remove'), player, event }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('redeemExtra'), player, competition }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('revokeExtra'), player, extra: fc.nat({ max: 3 }) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('multiply'), player, event }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('undoMultiplier'), player, event }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('bonus'), player }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('tick'), minutes: fc.integer({ min: 1, max: 360 }) }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'nextKickOff' as const }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('result'), event, winner: fc.nat({ max: 2 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('void'),
      event,
      reason: fc.constantFrom<VoidReason>('cancelled', 'abandoned', 'postponed', 'push', 'tie-without-draw'),
    }),
  },
);

const creditsArbitrary = fc.array(
  fc.record({
    type: fc.constantFrom('BonusPoints' as const, 'Multiplier' as const, 'ExtraPrediction' as const),
    competition,
  }),
  { minLength: 2, maxLength: 10 },
);

const world = fc.record({
  kickOffs: fc.array(fc.integer({ min: 6 * 60, max: 3 * 24 * 60 }), { minLength: EVENTS, maxLength: EVENTS }),
  credits: fc.array(creditsArbitrary, { minLength: PLAYERS, maxLength: PLAYERS }),
  commands: fc.array(command, { minLength: 30, maxLength: 150 }),
});

describe('a gameweek played through the rules', () => {
  it('never lets a player exceed the allowance, and every board is the sum of its ledgers', () => {
    fc.assert(
      fc.property(world, ({ kickOffs, credits, commands }) => {
        play(kickOffs, credits, commands);
      }),
      { numRuns: 600 },
    );
  });
});
