import { describe, expect, it } from 'vitest';
import { holdsSlot, pointsFor, scorePick, voidRefunds } from '#core/game/scoring.ts';
import { lost, sameResult, voided, won } from '#core/game/types.ts';

describe('pointsFor', () => {
  it('is ten times the fair decimal odds, rounded (docs/game-rules.md §2.3 examples)', () => {
    expect(pointsFor(0.5, 'match')).toBe(20);
    expect(pointsFor(0.2, 'match')).toBe(50);
    expect(pointsFor(0.294, 'match')).toBe(34); // 10 / 0.294 = 34.01: "worth 34 pts"
    expect(pointsFor(168 / 337, 'match')).toBe(20); // 20.06
    expect(pointsFor(85 / 337, 'match')).toBe(40); // 39.65
  });

  it('rounds halves up', () => {
    expect(pointsFor(10 / 34.5, 'match')).toBe(35);
    expect(pointsFor(10 / 34.49, 'match')).toBe(34);
  });

  it('never gives a match pick fewer than 10 or more than 100', () => {
    expect(pointsFor(1, 'match')).toBe(10);
    expect(pointsFor(0.95, 'match')).toBe(11); // 10.53
    expect(pointsFor(0.1, 'match')).toBe(100);
    expect(pointsFor(0.05, 'match')).toBe(100); // 200, capped
  });

  it('caps outrights at 300', () => {
    expect(pointsFor(0.05, 'outright')).toBe(200);
    expect(pointsFor(0.02, 'outright')).toBe(300); // 500, capped
    expect(pointsFor(0.9, 'outright')).toBe(11);
  });

  it('refuses what is not a probability', () => {
    for (const p of [0, -0.1, 1.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => pointsFor(p, 'match')).toThrow(RangeError);
    }
  });
});

describe('scorePick', () => {
  it('gives the frozen points when correct, times the multiplier in the boosted score', () => {
    expect(scorePick({ points: 34, multiplier: 1 }, won)).toEqual({ base: 34, boosted: 34, correct: true });
    expect(scorePick({ points: 34, multiplier: 2 }, won)).toEqual({ base: 34, boosted: 68, correct: true });
  });

  it('gives nothing when wrong', () => {
    expect(scorePick({ points: 34, multiplier: 2 }, lost)).toEqual({ base: 0, boosted: 0, correct: false });
  });

  it('gives nothing for a void, which is neither correct nor wrong', () => {
    expect(scorePick({ points: 34, multiplier: 2 }, voided('push'))).toEqual({
      base: 0,
      boosted: 0,
      correct: null,
    });
  });
});

describe('void and the allowance', () => {
  it('refunds the slot when the event did not take place for the gameweek', () => {
    expect(voidRefunds('cancelled')).toBe(true);
    expect(voidRefunds('abandoned')).toBe(true);
    expect(voidRefunds('postponed')).toBe(true);
  });

  it('keeps the slot when the event was played (a push, a level score without a draw)', () => {
    expect(voidRefunds('push')).toBe(false);
    expect(voidRefunds('tie-without-draw')).toBe(false);
  });

  it('says which picks hold a slot', () => {
    expect(holdsSlot(null)).toBe(true);
    expect(holdsSlot(won)).toBe(true);
    expect(holdsSlot(lost)).toBe(true);
    expect(holdsSlot(voided('push'))).toBe(true);
    expect(holdsSlot(voided('postponed'))).toBe(false);
  });
});

describe('sameResult', () => {
  it('tells void reasons apart: a push corrected to cancelled is a new result', () => {
    expect(sameResult(voided('push'), voided('push'))).toBe(true);
    expect(sameResult(voided('push'), voided('cancelled'))).toBe(false);
    expect(sameResult(voided('tie-without-draw'), voided('postponed'))).toBe(false);
    expect(sameResult(won, won)).toBe(true);
    expect(sameResult(won, lost)).toBe(false);
    expect(sameResult(lost, voided('push'))).toBe(false);
    expect(sameResult(voided('push'), lost)).toBe(false);
  });
});
