import { describe, expect, it } from 'vitest';
import {
  passwordMatch,
  passwordRules,
  validateFields,
  type PasswordPolicy,
  type Rule,
} from '#src/lib/validation/index.ts';
import { english } from '../../english.ts';

const lenient: PasswordPolicy = {
  requireDigit: false,
  requiredLength: 0,
  requireNonAlphanumeric: false,
  requireUppercase: false,
  requireLowercase: false,
  requiredUniqueChars: 0,
};
const strict: PasswordPolicy = {
  requireDigit: true,
  requiredLength: 8,
  requireNonAlphanumeric: true,
  requireUppercase: true,
  requireLowercase: true,
  requiredUniqueChars: 5,
};

function failures(rules: Rule[], value: unknown): (string | null)[] {
  return rules.map((rule) => english(rule(value))).filter((text) => text !== null);
}

describe('passwordRules', () => {
  it('always requires a password', () => {
    expect(failures(passwordRules(lenient), '')).toEqual(['Required.']);
    expect(failures(passwordRules(lenient), 'a')).toEqual([]);
  });

  it('applies every rule whose policy flag is set, with its exact message', () => {
    expect(failures(passwordRules(strict), 'aaaa')).toEqual([
      'The input field must contain at least 8 characters.',
      'The input field must contain at least one digit.',
      'The input field must contain at least one special character.',
      'The input field must contain at least one capital letter.',
      'The input field must contain at least 5 unique characters.',
    ]);
    expect(failures(passwordRules(strict), 'AAAA')).toContain(
      'The input field must contain at least one non-capital character.',
    );
    expect(failures(passwordRules(strict), 'Goal!2025xyz')).toEqual([]);
  });

  it.each<[keyof PasswordPolicy, PasswordPolicy[keyof PasswordPolicy], string, string]>([
    ['requireDigit', true, 'abcdef', 'The input field must contain at least one digit.'],
    [
      'requireNonAlphanumeric',
      true,
      'abc123',
      'The input field must contain at least one special character.',
    ],
    ['requireUppercase', true, 'abc', 'The input field must contain at least one capital letter.'],
    ['requireLowercase', true, 'ABC', 'The input field must contain at least one non-capital character.'],
    ['requiredUniqueChars', 3, 'aabb', 'The input field must contain at least 3 unique characters.'],
    ['requiredLength', 6, 'abc', 'The input field must contain at least 6 characters.'],
  ])('%s alone adds its rule', (flag, setting, weak, message) => {
    expect(failures(passwordRules(lenient), weak)).toEqual([]);
    expect(failures(passwordRules({ ...lenient, [flag]: setting }), weak)).toEqual([message]);
  });

  it('passes exactly the required number of unique characters, and fails one fewer', () => {
    const three = passwordRules({ ...lenient, requiredUniqueChars: 3 });
    expect(failures(three, 'aabbcc')).toEqual([]);
    expect(failures(three, 'abc')).toEqual([]);
    expect(failures(three, 'aabbab')).toEqual(['The input field must contain at least 3 unique characters.']);
    // The strict policy's 5: "Aa1!b" has five, "Aa1!a" four.
    const five = passwordRules({ ...lenient, requiredUniqueChars: 5 });
    expect(failures(five, 'Aa1!b')).toEqual([]);
    expect(failures(five, 'Aa1!a')).toEqual(['The input field must contain at least 5 unique characters.']);
  });

  it('counts any non-letter, non-digit as special and any script for case', () => {
    const rules = passwordRules({ ...lenient, requireNonAlphanumeric: true, requireUppercase: true });
    expect(failures(rules, 'Ab cd')).toEqual([]);
    expect(failures(rules, 'Éé_')).toEqual([]);
  });

  it('shows one message at a time in a form', () => {
    const result = validateFields({ password: 'aaaa' }, { password: passwordRules(strict) });
    expect(result.password.map(english)).toEqual(['The input field must contain at least 8 characters.']);
  });
});

describe('passwordRules on values without text or blank', () => {
  it('refuse a value without text on every character rule, the length rule leaving it be', () => {
    expect(failures(passwordRules(strict), ['Goal!2025xyz'])).toEqual([
      'The input field must contain at least one digit.',
      'The input field must contain at least one special character.',
      'The input field must contain at least one capital letter.',
      'The input field must contain at least one non-capital character.',
      'The input field must contain at least 5 unique characters.',
    ]);
  });

  it('of a lenient policy judge nothing but presence, whatever the value', () => {
    expect(failures(passwordRules(lenient), ['x'])).toEqual([]);
    expect(failures(passwordRules(lenient), true)).toEqual([]);
  });

  it('let an empty value through to required, whatever the policy', () => {
    expect(failures(passwordRules(strict), '')).toEqual(['Required.']);
    expect(failures(passwordRules(strict), '   ')).toEqual(['Required.']);
  });
});

describe('passwordMatch', () => {
  it('compares with the password field by default', () => {
    const rule = passwordMatch();
    expect(rule('Secret1!', { password: 'Secret1!' })).toBeNull();
    expect(english(rule('Secret1?', { password: 'Secret1!' }))).toBe('The passwords must match.');
    expect(english(rule('x'))).toBe('The passwords must match.');
  });

  it('compares with a named field', () => {
    const rule = passwordMatch('newPassword');
    expect(rule('abc', { newPassword: 'abc', password: 'old' })).toBeNull();
    expect(english(rule('old', { newPassword: 'abc', password: 'old' }))).toBe('The passwords must match.');
  });

  it('leaves an empty confirmation to required', () => {
    expect(passwordMatch()('', { password: 'abc' })).toBeNull();
  });
});
