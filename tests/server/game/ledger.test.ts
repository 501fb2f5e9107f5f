import { describe, expect, it } from 'vitest';
import {
  boardTotals,
  bonusEntry,
  multiplierEntry,
  pickStanding,
  savedEntry,
  settlementEntry,
  type LedgerEntry,
} from '#core/game/ledger.ts';
import { lost, voided, won, type PickResult } from '#core/game/types.ts';

/** Appends the settlement entry, as the settlement job would. */
function settle(entries: LedgerEntry[], pickId: string, result: PickResult): LedgerEntry | null {
  const entry = settlementEntry(entries, pickId, result);
  if (entry) entries.push(entry);
  return entry;
}

describe('a pick’s ledger', () => {
  it('freezes probability and points at save, and again at a change', () => {
    const entries = [savedEntry('p1', { outcome: 'Draw', probability: 0.294, kind: 'match' })];
    expect(entries[0]).toEqual({
      kind: 'saved',
      pickId: 'p1',
      outcome: 'Draw',
      probability: 0.294,
      points: 34,
      base: 0,
      boosted: 0,
    });
    entries.push(savedEntry('p1', { outcome: 'Arsenal', probability: 0.5, kind: 'match' }));
    expect(pickStanding(entries, 'p1')).toMatchObject({
      outcome: 'Arsenal',
      points: 20,
      multiplier: 1,
      result: null,
    });
  });

  it('settles a win with its multiplier, and nothing twice', () => {
    const entries = [
      savedEntry('p1', { outcome: 'Draw', probability: 0.294, kind: 'match' }),
      multiplierEntry('p1', 2),
    ];
    expect(settle(entries, 'p1', won)).toEqual({
      kind: 'settled',
      pickId: 'p1',
      result: won,
      base: 34,
      boosted: 68,
    });
    expect(settle(entries, 'p1', won)).toBeNull();
    expect(boardTotals(entries)).toEqual({ total: 34, boosted: 68, correct: 1 });
  });

  it('settles an undone multiplier at x1', () => {
    const entries = [
      savedEntry('p1', { outcome: 'Draw', probability: 0.25, kind: 'match' }),
      multiplierEntry('p1', 2),
      multiplierEntry('p1', 1),
    ];
    expect(settle(entries, 'p1', won)).toMatchObject({ base: 40, boosted: 40 });
  });

  it('re-settles a corrected result by the difference, keeping the history', () => {
    // Saved at p = 0.2 (50 points) with a x2 Multiplier; settled won (+50 / +100), corrected to lost
    // (-50 / -100), corrected again to a push (0 / 0: already at zero, but the reason is new).
    const entries = [
      savedEntry('p1', { outcome: 'Over', probability: 0.2, kind: 'match' }),
      multiplierEntry('p1', 2),
    ];
    settle(entries, 'p1', won);
    expect(settle(entries, 'p1', lost)).toEqual({
      kind: 'corrected',
      pickId: 'p1',
      result: lost,
      previous: won,
      base: -50,
      boosted: -100,
    });
    expect(boardTotals(entries)).toEqual({ total: 0, boosted: 0, correct: 0 });
    expect(settle(entries, 'p1', voided('push'))).toMatchObject({ kind: 'corrected', base: 0, boosted: 0 });
    expect(settle(entries, 'p1', won)).toMatchObject({ kind: 'corrected', base: 50, boosted: 100 });
    expect(entries.map((e) => e.kind)).toEqual([
      'saved',
      'multiplier',
      'settled',
      'corrected',
      'corrected',
      'corrected',
    ]);
    expect(boardTotals(entries)).toEqual({ total: 50, boosted: 100, correct: 1 });
  });

  it('voids a pick to zero; a cancelled or postponed void is final', () => {
    const entries = [savedEntry('p1', { outcome: 'Arsenal', probability: 0.5, kind: 'match' })];
    expect(settle(entries, 'p1', voided('postponed'))).toEqual({
      kind: 'void',
      pickId: 'p1',
      result: voided('postponed'),
      base: 0,
      boosted: 0,
    });
    expect(settle(entries, 'p1', won)).toBeNull();
    expect(boardTotals(entries)).toEqual({ total: 0, boosted: 0, correct: 0 });
  });

  it('records a correction from one void reason to another, though no points move', () => {
    // A totals line hit exactly (push), then the feed says the match never took place (cancelled).
    const entries = [savedEntry('p1', { outcome: 'Over', probability: 0.5, kind: 'match' })];
    settle(entries, 'p1', voided('push'));
    expect(settle(entries, 'p1', voided('push'))).toBeNull();
    expect(settle(entries, 'p1', voided('cancelled'))).toEqual({
      kind: 'corrected',
      pickId: 'p1',
      result: voided('cancelled'),
      previous: voided('push'),
      base: 0,
      boosted: 0,
    });
    expect(pickStanding(entries, 'p1')?.result).toEqual(voided('cancelled'));
  });

  it('refuses to settle a pick that was never saved', () => {
    expect(() => settlementEntry([], 'ghost', won)).toThrow('ghost');
  });

  it('has no standing for a pick with entries but no save, and refuses to settle it', () => {
    const entries = [
      multiplierEntry('p1', 2),
      savedEntry('p2', { outcome: 'Draw', probability: 0.25, kind: 'match' }),
    ];
    expect(pickStanding(entries, 'p1')).toBeNull();
    expect(() => settlementEntry(entries, 'p1', won)).toThrow('Pick p1 has no saved entry');
  });

  it('settling again on the same result still moves a pick whose worth changed since to its score', () => {
    // Ledgers written by hand: the lock keeps a settled pick's points and Multiplier as they were, but the
    // entries are deltas towards the pick's score, so a change of worth is caught up with.
    const multiplied = [savedEntry('p1', { outcome: 'Over', probability: 0.2, kind: 'match' })]; // 50
    settle(multiplied, 'p1', won); // +50 / +50
    multiplied.push(multiplierEntry('p1', 2));
    expect(settle(multiplied, 'p1', won)).toEqual({
      kind: 'corrected',
      pickId: 'p1',
      result: won,
      previous: won,
      base: 0,
      boosted: 50,
    });
    // Saved at 20 points x2 and won (+20 / +40), then 40 points x1: the total moves, the boosted score not.
    const resaved = [
      savedEntry('p1', { outcome: 'Over', probability: 0.5, kind: 'match' }),
      multiplierEntry('p1', 2),
    ];
    settle(resaved, 'p1', won);
    resaved.push(
      savedEntry('p1', { outcome: 'Over', probability: 0.25, kind: 'match' }),
      multiplierEntry('p1', 1),
    );
    expect(settle(resaved, 'p1', won)).toMatchObject({ kind: 'corrected', base: 20, boosted: 0 });
  });
});

describe('a board', () => {
  it('is the sum of its ledgers, plus bonus points in the boosted score', () => {
    const entries: LedgerEntry[] = [
      savedEntry('p1', { outcome: 'Arsenal', probability: 0.5, kind: 'match' }), // 20
      savedEntry('p2', { outcome: 'Draw', probability: 0.25, kind: 'match' }), // 40
      multiplierEntry('p2', 2),
      savedEntry('p3', { outcome: 'Under', probability: 0.45, kind: 'match' }), // 22
      savedEntry('o1', { outcome: 'Scheffler', probability: 0.02, kind: 'outright' }), // 300
      bonusEntry('c9', 25, null),
    ];
    expect(entries.at(-1)).toEqual({
      kind: 'bonus',
      creditId: 'c9',
      competitionId: null,
      base: 0,
      boosted: 25,
    });
    settle(entries, 'p1', won);
    settle(entries, 'p2', won);
    settle(entries, 'p3', lost);
    settle(entries, 'o1', won);
    // total 20 + 40 + 0 + 300 = 360; boosted 20 + 80 + 0 + 300 + 25 = 425.
    expect(boardTotals(entries)).toEqual({ total: 360, boosted: 425, correct: 3 });
  });
});
