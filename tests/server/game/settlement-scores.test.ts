// Reading a finished event's scores (docs/architecture.md §10, docs/game-rules.md §2): the leading number
// of each team's text, decimals included; without a readable score, or without a totals line, a pick
// waits.
import { describe, expect, it } from 'vitest';
import { settlePick } from '#core/game/settlement.ts';
import { lost, voided, won } from '#core/game/types.ts';
import { finishedMatch } from './fixtures.ts';

const gameweek = '2026-W47' as const;
const totals = (outcome: string, point?: number) => ({ market: 'totals' as const, outcome, point, gameweek });
const noScore = { kind: 'pending', why: 'no-score' };

describe('settlePick reads', () => {
  it('a decimal score whole: 2.25 + 1 is exactly a 3.25 line', () => {
    expect(settlePick(totals('Over', 3.25), finishedMatch('2.25', '1'))).toEqual(voided('push'));
    expect(settlePick(totals('Over', 3.4), finishedMatch('2.5', '1'))).toEqual(won);
    expect(settlePick(totals('Over', 3.6), finishedMatch('2.5', '1'))).toEqual(lost);
  });

  it('only a number the score starts with (spaces allowed)', () => {
    expect(settlePick(totals('Over', 2.5), finishedMatch(' 2', '1'))).toEqual(won);
    expect(settlePick(totals('Over', 2.5), finishedMatch('n/a 2', '1'))).toEqual(noScore);
  });
});

describe('settlePick waits', () => {
  it('for a finished event that has no scores yet', () => {
    expect(settlePick(totals('Over', 2.5), finishedMatch('2', '1', { scores: null }))).toEqual(noScore);
  });

  it('for a totals pick that has no line', () => {
    expect(settlePick(totals('Over'), finishedMatch('2', '1'))).toEqual(noScore);
  });
});
