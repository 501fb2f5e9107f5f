import { describe, expect, it } from 'vitest';
import { afterToday, dateAfter, dateBefore, parseDay } from '#src/lib/validation/index.ts';
import { english } from '../../english.ts';

const today = () => new Date(2025, 9, 21, 18, 30); // 21/10/2025, evening

describe('afterToday', () => {
  const rule = afterToday(today);

  it.each([['21/10/2025'], ['22/10/2025'], ['01/01/2026'], ['2025-10-21'], [new Date(2025, 9, 21, 0, 0)]])(
    'accepts today or later: %j',
    (value) => {
      expect(rule(value)).toBeNull();
    },
  );

  it.each([['20/10/2025'], ['01/01/2020'], ['2025-10-20'], [new Date(2025, 9, 20, 23, 59)]])(
    'rejects earlier days: %j',
    (value) => {
      expect(english(rule(value))).toBe('The input field must be today or after');
    },
  );

  it.each([['31/02/2026'], ['2026/01/01'], ['tomorrow'], ['1/1/2026']])(
    'rejects unreadable dates: %j',
    (value) => {
      expect(english(rule(value))).toBe('The input field must be today or after');
    },
  );

  it('lets empty values through', () => {
    expect(rule('')).toBeNull();
    expect(rule(null)).toBeNull();
  });

  it('uses the real clock by default', () => {
    expect(afterToday()(new Date())).toBeNull();
  });
});

describe('dateBefore / dateAfter', () => {
  it('rejects a later date, showing the limit as dd/MM/yyyy', () => {
    const rule = dateBefore(new Date(2025, 11, 31));
    expect(rule('31/12/2025')).toBeNull();
    expect(rule('01/06/2025')).toBeNull();
    expect(english(rule('01/01/2026'))).toBe('Date must be before 31/12/2025.');
  });

  it('rejects an earlier date, showing the limit as dd/MM/yyyy', () => {
    const rule = dateAfter('2025-03-05');
    expect(rule('05/03/2025')).toBeNull();
    expect(rule('06/03/2025')).toBeNull();
    expect(english(rule('04/03/2025'))).toBe('Date must be after 05/03/2025.');
  });

  it.each([['31/02/2025'], ['2025/01/01'], ['soon'], ['1/1/2025'], [42]])(
    'fails an unreadable date against either limit: %j',
    (value) => {
      expect(english(dateBefore(new Date(2025, 11, 31))(value))).toBe('Date must be before 31/12/2025.');
      expect(english(dateAfter('2025-03-05')(value))).toBe('Date must be after 05/03/2025.');
    },
  );

  it('accepts the limit typed as dd/MM/yyyy and refuses an unreadable limit', () => {
    expect(english(dateAfter('05/03/2025')('01/03/2025'))).toBe('Date must be after 05/03/2025.');
    expect(() => dateBefore('soon')).toThrow(/Invalid date limit/);
  });

  it('compares days, not times: any time on the limit day is within it', () => {
    expect(dateBefore(new Date(2025, 11, 31))(new Date(2025, 11, 31, 23, 59))).toBeNull();
    expect(dateAfter(new Date(2025, 2, 5, 18, 0))(new Date(2025, 2, 5, 9, 0))).toBeNull();
  });

  it('reads a typed date with spaces around it', () => {
    expect(dateBefore(new Date(2025, 11, 31))(' 31/12/2025 ')).toBeNull();
    expect(english(dateAfter('2025-03-05')(' 2025-03-04 '))).toBe('Date must be after 05/03/2025.');
  });

  it('lets empty values through', () => {
    expect(dateBefore(new Date())('')).toBeNull();
    expect(dateAfter(new Date())(undefined)).toBeNull();
  });
});

describe('parseDay', () => {
  it('reads strictly', () => {
    expect(parseDay('29/02/2024')?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(parseDay('29/02/2025')).toBeNull();
    expect(parseDay(42)).toBeNull();
  });

  it('gives the start of the day, whatever the time', () => {
    expect(parseDay(new Date(2025, 0, 1, 15, 30))?.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-01-01 00:00:00');
  });
});
