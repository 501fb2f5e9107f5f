import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGameweekId,
  gameweekOf,
  gameweekOfEvent,
  gameweekRange,
  isGameweekId,
  nextGameweek,
  parseGameweekId,
  previousGameweek,
  weeksInIsoYear,
  type GameweekId,
} from '#core/game/gameweek.ts';

const at = (iso: string) => new Date(iso);
const WEEK_MS = 7 * 86_400_000;

describe('gameweekOf', () => {
  it('names the ISO week: Monday 00:00 UTC up to the next Monday', () => {
    expect(gameweekOf(at('2026-11-16T00:00:00Z'))).toBe('2026-W47'); // Monday
    expect(gameweekOf(at('2026-11-22T23:59:59.999Z'))).toBe('2026-W47'); // Sunday
    expect(gameweekOf(at('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(gameweekOf(at('2026-11-15T23:59:59.999Z'))).toBe('2026-W46');
  });

  it('reads the instant in UTC, not in the kick-off’s local zone', () => {
    // 00:30 on Monday in Paris is still Sunday 23:30 UTC.
    expect(gameweekOf(at('2026-11-23T00:30:00+01:00'))).toBe('2026-W47');
    // 19:00 on Sunday in New York is already Monday 00:00 UTC.
    expect(gameweekOf(at('2026-11-22T19:00:00-05:00'))).toBe('2026-W48');
  });

  it('names the weeks around 1 January by their ISO year', () => {
    // 2026 starts on a Thursday, so it has 53 weeks; W53 runs Mon 28 Dec 2026 to Mon 4 Jan 2027.
    expect(gameweekOf(at('2026-12-28T00:00:00Z'))).toBe('2026-W53');
    expect(gameweekOf(at('2026-12-31T23:59:59.999Z'))).toBe('2026-W53');
    expect(gameweekOf(at('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(gameweekOf(at('2027-01-03T23:59:59.999Z'))).toBe('2026-W53');
    expect(gameweekOf(at('2027-01-04T00:00:00Z'))).toBe('2027-W01');
    // And the other way: Mon 29 Dec 2025 is in 2026-W01; Mon 30 Dec 2024 in 2025-W01.
    expect(gameweekOf(at('2025-12-29T00:00:00Z'))).toBe('2026-W01');
    expect(gameweekOf(at('2024-12-29T23:59:59Z'))).toBe('2024-W52');
    expect(gameweekOf(at('2024-12-30T00:00:00Z'))).toBe('2025-W01');
  });

  it('refuses an invalid date', () => {
    expect(() => gameweekOf(new Date('nonsense'))).toThrow(RangeError);
  });

  it('puts an event in the gameweek of its kick-off', () => {
    expect(gameweekOfEvent({ commenceTime: '2027-01-01T15:00:00Z' })).toBe('2026-W53');
  });
});

describe('gameweekRange', () => {
  it('spans exactly seven days across the year end', () => {
    expect(gameweekRange('2026-W53')).toEqual({
      start: at('2026-12-28T00:00:00Z'),
      end: at('2027-01-04T00:00:00Z'),
    });
    expect(gameweekRange('2025-W01')).toEqual({
      start: at('2024-12-30T00:00:00Z'),
      end: at('2025-01-06T00:00:00Z'),
    });
  });

  it('is untouched by daylight saving changes (the week is in UTC)', () => {
    // Europe moves its clocks on Sun 29 Mar 2026 01:00 UTC; the US on Sun 8 Mar 2026.
    const spring = gameweekRange('2026-W13');
    expect(spring).toEqual({ start: at('2026-03-23T00:00:00Z'), end: at('2026-03-30T00:00:00Z') });
    expect(spring.end.getTime() - spring.start.getTime()).toBe(WEEK_MS);
    // 01:30 London summer time on Monday 30 March is Monday 00:30 UTC: the next gameweek.
    expect(gameweekOf(at('2026-03-30T01:30:00+01:00'))).toBe('2026-W14');
    // 00:30 London summer time on Monday 30 March is still Sunday 23:30 UTC.
    expect(gameweekOf(at('2026-03-30T00:30:00+01:00'))).toBe('2026-W13');
    const autumn = gameweekRange('2026-W43'); // clocks go back Sun 25 Oct 2026
    expect(autumn).toEqual({ start: at('2026-10-19T00:00:00Z'), end: at('2026-10-26T00:00:00Z') });
    expect(gameweekRange('2026-W10').end.getTime() - gameweekRange('2026-W10').start.getTime()).toBe(WEEK_MS);
  });

  it('refuses an id of a week that does not exist', () => {
    expect(() => gameweekRange('2025-W53' as GameweekId)).toThrow(RangeError);
    expect(() => gameweekRange('2026-W00' as GameweekId)).toThrow(RangeError);
  });
});

describe('gameweek ids', () => {
  it('are stable, zero-padded and validated', () => {
    expect(formatGameweekId(2026, 7)).toBe('2026-W07');
    expect(parseGameweekId('2026-W07')).toEqual({ year: 2026, week: 7 });
    expect(isGameweekId('2026-W53')).toBe(true);
    expect(isGameweekId('2025-W53')).toBe(false);
    expect(isGameweekId('2026-W7')).toBe(false);
    expect(isGameweekId('2026-w07')).toBe(false);
  });

  it('refuse an id with anything before or after it', () => {
    for (const id of [
      'x2026-W47',
      ' 2026-W47',
      '12026-W47',
      '2026-W47x',
      '2026-W47 ',
      '2026-W471',
      '2026-W47\n',
    ]) {
      expect(isGameweekId(id)).toBe(false);
      expect(parseGameweekId(id)).toBeNull();
    }
    expect(() => gameweekRange('2026-W47x' as GameweekId)).toThrow(RangeError);
    expect(isGameweekId('2026-W47')).toBe(true);
    expect(() => formatGameweekId(2025, 53)).toThrow(RangeError);
  });

  it('step over the year end', () => {
    expect(nextGameweek('2026-W52')).toBe('2026-W53');
    expect(nextGameweek('2026-W53')).toBe('2027-W01');
    expect(previousGameweek('2027-W01')).toBe('2026-W53');
    expect(nextGameweek('2025-W52')).toBe('2026-W01');
  });

  it('know which years have 53 weeks', () => {
    expect([2015, 2019, 2020, 2024, 2025, 2026, 2032].map(weeksInIsoYear)).toEqual([
      53, 52, 53, 52, 52, 53, 53,
    ]);
  });
});

/**
 * An independent ISO week: the week's Thursday decides the year, and the week number is the Thursday's
 * day of the year, counted in sevens.
 */
function isoWeekOracle(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const ordinal = (thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000;
  return `${year}-W${String(Math.floor(ordinal / 7) + 1).padStart(2, '0')}`;
}

describe('gameweek properties', () => {
  const instants = fc.date({
    min: at('1971-01-01T00:00:00Z'),
    max: at('2999-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('agree with an independent ISO week computation, and contain their instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const id = gameweekOf(instant);
        expect(id).toBe(isoWeekOracle(instant));
        const { start, end } = gameweekRange(id);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime()).toBeLessThan(end.getTime());
        expect(end.getTime() - start.getTime()).toBe(WEEK_MS);
        expect(start.getUTCDay()).toBe(1);
        expect(start.toISOString().endsWith('T00:00:00.000Z')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('sort in time order and step back and forth', () => {
    fc.assert(
      fc.property(instants, instants, (a, b) => {
        const [idA, idB] = [gameweekOf(a), gameweekOf(b)];
        if (a.getTime() < b.getTime()) expect(idA <= idB).toBe(true);
        expect(previousGameweek(nextGameweek(idA))).toBe(idA);
        expect(gameweekRange(nextGameweek(idA)).start).toEqual(gameweekRange(idA).end);
      }),
    );
  });
});
