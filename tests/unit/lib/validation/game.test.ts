import { describe, expect, it } from 'vitest';
import { leagueCode, notAlreadyPicked, picksLimit, termsLabel } from '#src/lib/validation/index.ts';
import { english } from '../../english.ts';

const leagueCodeMessage = 'The code provided does not match the format for a league joining code.';

describe('leagueCode', () => {
  it.each([['ABCD1234'], ['abcd1234'], ['12345678'], [' AbCd1234 ']])('accepts %j', (value) => {
    expect(leagueCode(value)).toBeNull();
  });

  it.each([['ABCD123'], ['ABCD12345'], ['ABCD-123'], ['ABCD 123'], ['ÀBCD1234']])('rejects %j', (value) => {
    expect(english(leagueCode(value))).toBe(leagueCodeMessage);
  });

  it('allows a blank code', () => {
    expect(leagueCode('')).toBeNull();
    expect(leagueCode('   ')).toBeNull();
    expect(leagueCode(null)).toBeNull();
  });
});

describe('picksLimit', () => {
  const rule = picksLimit(5);
  it('allows up to the limit', () => {
    expect(rule([])).toBeNull();
    expect(rule([1, 2, 3, 4, 5])).toBeNull();
  });
  it('rejects more, naming the limit', () => {
    expect(english(rule([1, 2, 3, 4, 5, 6]))).toBe('Too many choices; up to 5 selections only.');
    expect(english(picksLimit(6)([1, 2, 3, 4, 5, 6, 7]))).toBe('Too many choices; up to 6 selections only.');
  });
});

describe('notAlreadyPicked', () => {
  it('rejects a pick already in the list', () => {
    const rule = notAlreadyPicked(['Arsenal', 'Chelsea']);
    expect(english(rule('Chelsea'))).toBe('Cannot select - already in list');
    expect(rule('Everton')).toBeNull();
    expect(rule('')).toBeNull();
  });

  it('compares objects with the given identity', () => {
    const rule = notAlreadyPicked<{ id: number }>([{ id: 1 }], (a, b) => a.id === b.id);
    expect(english(rule({ id: 1 }))).toBe('Cannot select - already in list');
    expect(rule({ id: 2 })).toBeNull();
  });

  it('never compares an empty value', () => {
    const rule = notAlreadyPicked<{ id: number } | null>([{ id: 1 }], (a, b) => {
      if (a === null || b === null) throw new Error('compared an empty value');
      return a.id === b.id;
    });
    expect(rule(null)).toBeNull();
    expect(english(rule({ id: 1 }))).toBe('Cannot select - already in list');
  });
});

describe('termsLabel', () => {
  it('is the exact label text', () => {
    expect(english(termsLabel)).toBe('I have read and accept the');
  });
});
