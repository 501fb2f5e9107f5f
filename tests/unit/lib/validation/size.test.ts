import { describe, expect, it } from 'vitest';
import { length, maxCharacters, maxValue, minCharacters, minValue } from '#src/lib/validation/index.ts';
import { english } from '../../english.ts';

describe('maxCharacters', () => {
  const rule = maxCharacters(5);
  it('allows up to the limit', () => {
    expect(rule('abcde')).toBeNull();
    expect(rule('ab')).toBeNull();
    expect(rule('😀😀😀😀😀')).toBeNull(); // code points, not UTF-16 units
  });
  it('rejects more, with the limit in the message', () => {
    expect(english(rule('abcdef'))).toBe('The input field must contain less than 5 characters.');
    expect(english(maxCharacters(50)('x'.repeat(51)))).toBe(
      'The input field must contain less than 50 characters.',
    );
  });
});

describe('minCharacters', () => {
  const rule = minCharacters(3);
  it('allows the limit and more', () => {
    expect(rule('abc')).toBeNull();
    expect(rule('abcd')).toBeNull();
  });
  it('rejects fewer', () => {
    expect(english(rule('ab'))).toBe('The input field must contain at least 3 characters.');
  });
});

describe('length', () => {
  const rule = length(4);
  it('allows exactly the length', () => {
    expect(rule('abcd')).toBeNull();
    expect(rule(1234)).toBeNull();
  });
  it.each([['abc'], ['abcde']])('rejects %j', (value) => {
    expect(english(rule(value))).toBe('The input field must be 4 characters long.');
  });
});

describe('maxValue', () => {
  const rule = maxValue(10);
  it('allows up to the limit', () => {
    expect(rule(10)).toBeNull();
    expect(rule('9.5')).toBeNull();
    expect(rule(-3)).toBeNull();
  });
  it('rejects more', () => {
    expect(english(rule(11))).toBe('The input field must be less than 10.');
    expect(english(rule('10.01'))).toBe('The input field must be less than 10.');
  });
  it('leaves non-numbers to the numeric rule', () => {
    expect(rule('abc')).toBeNull();
    expect(rule('Infinity')).toBeNull();
    expect(rule('NaN')).toBeNull();
  });
});

describe('minValue', () => {
  const rule = minValue(1);
  it('allows the limit and more', () => {
    expect(rule(1)).toBeNull();
    expect(rule('2')).toBeNull();
  });
  it('rejects less', () => {
    expect(english(rule(0))).toBe('The input field must be at least 1.');
    expect(english(rule('-5'))).toBe('The input field must be at least 1.');
  });
  it('allows just above the limit and rejects just below it', () => {
    expect(rule('1.001')).toBeNull();
    expect(english(rule('0.999'))).toBe('The input field must be at least 1.');
  });
  it('leaves non-numbers to the numeric rule', () => {
    expect(rule('-Infinity')).toBeNull();
    expect(rule('NaN')).toBeNull();
  });
});

describe('values a text rule cannot judge (lists, objects) pass, left to other rules', () => {
  it.each([[['a']], [{}]])('%j', (value) => {
    for (const rule of [maxCharacters(0), minCharacters(3), length(2)]) expect(rule(value)).toBeNull();
  });
});

describe('empty values pass', () => {
  it.each([[''], ['   '], [null], [undefined]])('%j', (value) => {
    for (const rule of [maxCharacters(1), minCharacters(3), length(2), maxValue(0), minValue(5)]) {
      expect(rule(value)).toBeNull();
    }
  });
});
