// The edges of a gameweek id (docs/game-rules.md §3.1): a four-digit ISO year, a week that exists in it,
// and the error each refusal gives.
import { describe, expect, it } from 'vitest';
import {
  formatGameweekId,
  gameweekOf,
  gameweekRange,
  parseGameweekId,
  type GameweekId,
} from '#core/game/gameweek.ts';

describe('formatGameweekId', () => {
  it('spells the years 1000 to 9999', () => {
    expect(formatGameweekId(1000, 1)).toBe('1000-W01');
    expect(formatGameweekId(9999, 52)).toBe('9999-W52');
  });

  it.each([[999], [10000], [2026.5], [Number.NaN]])('has no id for the year %s', (year) => {
    expect(() => formatGameweekId(year, 1)).toThrow(new RangeError(`No gameweek id for year ${year}`));
  });

  it.each([
    [2026, 0],
    [2026, 1.5],
    [2025, 53],
  ])('has no id for %s week %s', (year, week) => {
    expect(() => formatGameweekId(year, week)).toThrow(new RangeError(`${year} has no ISO week ${week}`));
  });
});

describe('parseGameweekId', () => {
  it('reads the first four-digit year and refuses one before it', () => {
    expect(parseGameweekId('1000-W01')).toEqual({ year: 1000, week: 1 });
    expect(parseGameweekId('0999-W01')).toBeNull();
  });
});

describe('the refusals say what was wrong', () => {
  it('an invalid instant', () => {
    expect(() => gameweekOf(new Date('nonsense'))).toThrow(
      new RangeError('gameweekOf needs a valid instant'),
    );
  });

  it('an id of a week that does not exist', () => {
    expect(() => gameweekRange('2025-W53' as GameweekId)).toThrow(
      new RangeError('Not a gameweek id: 2025-W53'),
    );
  });
});
