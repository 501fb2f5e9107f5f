// Checklist A (passwords): argon2id at OWASP's parameters with a per-hash salt, every policy rule on its
// own and together, long passwords kept whole, common passwords refused; the policy served to the SPA.
import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from '#server/identity/common-passwords.ts';
import {
  commonPasswordMessage,
  defaultPasswordPolicy,
  passwordProblems,
  type PasswordPolicy,
} from '#server/identity/password-policy.ts';
import { createPasswords } from '#server/identity/passwords.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const passwords = createPasswords();

describe('password hashing (A1)', () => {
  it('stores argon2id with m=19456 KiB, t=2, p=1 as a PHC string', async () => {
    const hash = await passwords.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const options = parseOptions(hash);
    expect(options).toMatchObject({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(options.saltLen).toBe(16);
  });

  it('gives two users with the same password different hashes, both verifying', async () => {
    const [first, second] = await Promise.all([
      passwords.hash('same password'),
      passwords.hash('same password'),
    ]);
    expect(first).not.toBe(second);
    expect(await passwords.verify(first, 'same password')).toBe(true);
    expect(await passwords.verify(second, 'same password')).toBe(true);
    expect(await passwords.verify(first, 'same passwore')).toBe(false);
  });

  it('does not truncate: passwords differing only at character 73 or 128 do not match (A3)', async () => {
    const long = 'a'.repeat(72) + 'b' + 'c'.repeat(55);
    expect(long).toHaveLength(128);
    const hash = await passwords.hash(long);
    expect(await passwords.verify(hash, long)).toBe(true);
    expect(await passwords.verify(hash, 'a'.repeat(72) + 'X' + 'c'.repeat(55))).toBe(false);
    expect(await passwords.verify(hash, long.slice(0, 127) + 'Z')).toBe(false);
  });

  it('answers false, not an error, for a hash that is not a PHC string', async () => {
    expect(await passwords.verify('not-a-hash', 'anything')).toBe(false);
    expect(await passwords.verifyNothing('anything')).toBe(false);
  });
});

describe('the password policy (A2, A3)', () => {
  const everything: PasswordPolicy = {
    requiredLength: 6,
    requiredUniqueChars: 1,
    requireDigit: true,
    requireNonAlphanumeric: true,
    requireUppercase: true,
    requireLowercase: true,
    denyCommonPasswords: false,
  };
  const only = (rule: Partial<PasswordPolicy>): PasswordPolicy => ({
    requiredLength: 1,
    requiredUniqueChars: 1,
    requireDigit: false,
    requireNonAlphanumeric: false,
    requireUppercase: false,
    requireLowercase: false,
    denyCommonPasswords: false,
    ...rule,
  });

  it('defaults to length 10, 4 unique characters, no composition rules, a deny list', () => {
    expect(defaultPasswordPolicy).toEqual({
      requiredLength: 10,
      requiredUniqueChars: 4,
      requireDigit: false,
      requireNonAlphanumeric: false,
      requireUppercase: false,
      requireLowercase: false,
      denyCommonPasswords: true,
    });
    expect(passwordProblems('plain lowercase words', defaultPasswordPolicy)).toEqual([]);
  });

  it.each([
    [{ requiredLength: 10 }, '123456789', 'The input field must contain at least 10 characters.'],
    [{ requireDigit: true }, 'abcdef', 'The input field must contain at least one digit.'],
    [
      { requireNonAlphanumeric: true },
      'abc123',
      'The input field must contain at least one special character.',
    ],
    [{ requireUppercase: true }, 'abc123', 'The input field must contain at least one capital letter.'],
    [
      { requireLowercase: true },
      'ABC123',
      'The input field must contain at least one non-capital character.',
    ],
    [{ requiredUniqueChars: 4 }, 'aabbccaabb', 'The input field must contain at least 4 unique characters.'],
    [{ denyCommonPasswords: true }, 'Password123', commonPasswordMessage],
  ])('%o refuses exactly its own case', (rule, password, message) => {
    expect(passwordProblems(password, only(rule))).toEqual([message]);
    // And every other rule on its own lets the same password through.
    expect(passwordProblems(password, only({}))).toEqual([]);
  });

  it('accepts what each rule asks for', () => {
    expect(passwordProblems('Ab1!xy', everything)).toEqual([]);
  });

  it('reports every broken rule at once, in order', () => {
    expect(passwordProblems('aaa', { ...everything, requiredUniqueChars: 2 })).toEqual([
      'The input field must contain at least 6 characters.',
      'The input field must contain at least one digit.',
      'The input field must contain at least one special character.',
      'The input field must contain at least one capital letter.',
      'The input field must contain at least 2 unique characters.',
    ]);
  });

  it('counts a whitespace-only password as too short whatever its length', () => {
    expect(passwordProblems(' '.repeat(20), only({ requiredLength: 10 }))).toEqual([
      'The input field must contain at least 10 characters.',
    ]);
  });

  it('counts a non-ASCII letter as a special character, as Identity does', () => {
    expect(passwordProblems('abcdé1', only({ requireNonAlphanumeric: true }))).toEqual([]);
  });

  it('allows 64- and 128-character passwords and refuses 129', () => {
    expect(passwordProblems('x1y2z3'.repeat(11).slice(0, 64), defaultPasswordPolicy)).toEqual([]);
    expect(passwordProblems('w0rd'.repeat(32), defaultPasswordPolicy)).toEqual([]);
    expect(passwordProblems('w0rd'.repeat(32) + 'q', defaultPasswordPolicy)).toEqual([
      'The input field must contain less than 129 characters.',
    ]);
  });

  it('refuses common passwords whatever their case', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(300);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('1234567890')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('a much less common phrase')).toBe(false);
    expect(passwordProblems('QwertyUiop', defaultPasswordPolicy)).toEqual([commonPasswordMessage]);
  });
});

describe('GET api/auth/v1/PasswordRequirements', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ passwordPolicy: { requireDigit: true, requiredLength: 12 } });
  });
  afterAll(() => testApp.close());

  it('serves the configured policy, and the server enforces it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/v1/PasswordRequirements' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requireDigit: true,
      requiredLength: 12,
      requireNonAlphanumeric: false,
      requireUppercase: false,
      requireLowercase: false,
      requiredUniqueChars: 4,
    });
    expect(testApp.app.passwords.validate('no digits in here')).toEqual([
      'The input field must contain at least one digit.',
    ]);
  });
});
