import { describe, expect, it } from 'vitest';
import { alphaDash, email, numeric, phone, required } from '#src/lib/validation/index.ts';
import { english } from '../../english.ts';

describe('required', () => {
  it.each([[''], ['   '], [null], [undefined], [[]], [false]])('rejects %j', (value) => {
    expect(english(required(value))).toBe('Required.');
  });

  it.each([['a'], [' x '], [0], [42], [true], [['pick']], [{}]])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('email', () => {
  it.each([['player@example.com'], ['first.last+tag@sub.example.co.uk'], [' a@b.io ']])(
    'accepts %j',
    (value) => {
      expect(email(value)).toBeNull();
    },
  );

  it.each([['player'], ['player@'], ['@example.com'], ['player@example'], ['a b@example.com'], ['a@@b.com']])(
    'rejects %j',
    (value) => {
      expect(english(email(value))).toBe('Invalid email format.');
    },
  );

  // A valid address with something the pattern refuses before or after it.
  it.each([['x y@example.com'], ['@player@example.com'], ['player@example.com x'], ['player@example.com@']])(
    'rejects a valid address with junk around it: %j',
    (value) => {
      expect(english(email(value))).toBe('Invalid email format.');
    },
  );
});

describe('phone', () => {
  it.each([['0123456789'], ['01234567890'], ['07700 900123']])('accepts %j', (value) => {
    expect(phone(value)).toBeNull();
  });

  it.each([
    ['123456789'],
    ['1234567890'],
    ['012345678'],
    ['012345678901'],
    ['0123-456789'],
    ['+44123456789'],
  ])('rejects %j', (value) => {
    expect(english(phone(value))).toBe("Phone number must start with '0' and be 10 or 11 digits long.");
  });

  it.each([['x0123456789'], ['90123456789'], ['0123456789x'], ['+0123456789'], ['01234567890.']])(
    'rejects a valid number with junk before or after it: %j',
    (value) => {
      expect(english(phone(value))).toBe("Phone number must start with '0' and be 10 or 11 digits long.");
    },
  );
});

describe('alphaDash', () => {
  it.each([['abc'], ['A_b-9'], ['Ünïcode'], ['123']])('accepts %j', (value) => {
    expect(alphaDash(value)).toBeNull();
  });

  it.each([['a b'], ['a.b'], ['a@b'], ['hé!'], ['.abc'], ['abc.']])('rejects %j', (value) => {
    expect(english(alphaDash(value))).toBe(
      'The input field must only contain alphabetic characters, numbers, dashes or underscores.',
    );
  });
});

describe('numeric', () => {
  it.each([['0'], ['123'], [42], [' 7 ']])('accepts %j', (value) => {
    expect(numeric(value)).toBeNull();
  });

  it.each([['1.5'], ['-1'], ['1e3'], ['abc'], ['12a']])('rejects %j', (value) => {
    expect(english(numeric(value))).toBe('The input field must be numeric.');
  });
});

describe('empty values pass every rule but required', () => {
  it.each([[''], ['  '], [null], [undefined]])('%j', (value) => {
    for (const rule of [email, phone, alphaDash, numeric]) expect(rule(value)).toBeNull();
  });
});
