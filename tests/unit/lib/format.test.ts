import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatCurrency, formatDate, formatDateTime, formatSelectionCounter } from '#src/lib/format.ts';

describe('formatDate / formatDateTime', () => {
  // Built from local parts so the expectation holds in any time zone the tests run in.
  const kickOff = new Date(2025, 9, 21, 14, 5);

  it('formats as dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate(kickOff)).toBe('21/10/2025');
    expect(formatDateTime(kickOff)).toBe('21/10/2025 14:05');
  });

  it('pads single digits and uses a 24-hour clock', () => {
    const early = new Date(2025, 0, 2, 3, 4);
    expect(formatDate(early)).toBe('02/01/2025');
    expect(formatDateTime(early)).toBe('02/01/2025 03:04');
    expect(formatDateTime(new Date(2025, 0, 2, 23, 59))).toBe('02/01/2025 23:59');
  });

  it('shows a server instant in the browser time zone', () => {
    const instant = '2025-10-21T14:05:00Z';
    expect(formatDateTime(instant)).toBe(dayjs(new Date(instant)).format('DD/MM/YYYY HH:mm'));
    expect(formatDate(Date.parse(instant))).toBe(dayjs(new Date(instant)).format('DD/MM/YYYY'));
  });

  it('accepts dayjs values', () => {
    expect(formatDate(dayjs(kickOff))).toBe('21/10/2025');
  });

  it('gives an empty string for no or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('uses the $ symbol and two decimals by default', () => {
    expect(formatCurrency(4.5)).toBe('$4.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(9.999)).toBe('$10.00');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });

  it('takes another symbol and puts the sign first', () => {
    expect(formatCurrency(3, '£')).toBe('£3.00');
    expect(formatCurrency(-5)).toBe('-$5.00');
  });
});

describe('formatSelectionCounter', () => {
  it('shows value/limit', () => {
    expect(formatSelectionCounter(3, 5)).toBe('3/5');
    expect(formatSelectionCounter(0, 5)).toBe('0/5');
  });
});
