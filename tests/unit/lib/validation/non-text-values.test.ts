// What each rule makes of a value that is not text (a list, an object, a boolean, a bigint): the format
// rules refuse it, the size rules leave it to others (spec §5); the password's rules: password.test.ts.
import { describe, expect, it } from 'vitest';
import {
  alphaDash,
  email,
  leagueCode,
  maxCharacters,
  maxValue,
  minCharacters,
  minValue,
  numeric,
  phone,
  required,
} from '#src/lib/validation/index.ts';
import { english } from '../../english.ts';

describe('the format rules refuse a value that has no text', () => {
  it.each([[{}], [['a@b.io']], [true]])('%j', (value) => {
    expect(english(email(value))).toBe('Invalid email format.');
    expect(english(phone(value))).toBe("Phone number must start with '0' and be 10 or 11 digits long.");
    expect(english(alphaDash(value))).toBe(
      'The input field must only contain alphabetic characters, numbers, dashes or underscores.',
    );
    expect(english(numeric(value))).toBe('The input field must be numeric.');
    expect(english(leagueCode(value))).toBe(
      'The code provided does not match the format for a league joining code.',
    );
  });
});

describe('a number is read as its digits', () => {
  it('a bigint is numeric, and a league code when it has eight digits', () => {
    expect(numeric(12n)).toBeNull();
    expect(leagueCode(12345678n)).toBeNull();
    expect(english(phone(1234567890n))).toBe("Phone number must start with '0' and be 10 or 11 digits long."); // a number has no leading 0
  });
});

describe('the size rules leave a value without text or number to other rules', () => {
  it.each([[{}], [['abc']], [true]])('%j', (value) => {
    for (const rule of [maxCharacters(0), minCharacters(3), maxValue(0), minValue(5)]) {
      expect(rule(value)).toBeNull();
    }
  });
});

describe('required', () => {
  it('counts an object as filled, even one with a length of 0 (only a list can be empty)', () => {
    expect(required({ length: 0 })).toBeNull();
  });
});
