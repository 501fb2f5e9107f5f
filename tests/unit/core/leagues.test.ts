import { describe, expect, it } from 'vitest';
import {
  isLeagueCodeShaped,
  isLeagueNameValid,
  LEAGUE_CODE_ALPHABET,
  leagueLimitsOf,
  newLeagueCode,
  normaliseLeagueCode,
} from '#core/game/leagues.ts';

describe('league rules', () => {
  it('takes names of 3 to 40 characters, counted after trimming', () => {
    expect(isLeagueNameValid('  ab ')).toBe(false);
    expect(isLeagueNameValid('abc')).toBe(true);
    expect(isLeagueNameValid('x'.repeat(40))).toBe(true);
    expect(isLeagueNameValid('x'.repeat(41))).toBe(false);
  });

  it('draws codes of 8 characters without look-alikes', () => {
    for (const lookAlike of '0O1IL2Z5S8B') expect(LEAGUE_CODE_ALPHABET).not.toContain(lookAlike);
    const codes = Array.from({ length: 200 }, () => newLeagueCode((bytes) => crypto.getRandomValues(bytes)));
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${LEAGUE_CODE_ALPHABET}]{8}$`));
    expect(new Set(codes).size).toBe(200);
  });

  it('skips bytes that would bias the draw', () => {
    // 250 is past the last whole multiple of the alphabet's 25 characters (250), so it is thrown away.
    let call = 0;
    const code = newLeagueCode((bytes) => bytes.fill(call++ === 0 ? 250 : 26));
    expect(code).toBe(LEAGUE_CODE_ALPHABET.charAt(1).repeat(8));
  });

  it('asks for one byte per character still wanted', () => {
    // The first draw keeps every other byte (0, then 250 thrown away), so 4 characters are still wanted.
    const asked: number[] = [];
    let call = 0;
    const code = newLeagueCode((bytes) => {
      asked.push(bytes.length);
      return call++ === 0 ? bytes.map((_, i) => (i % 2 === 0 ? 0 : 250)) : bytes.fill(26);
    });
    expect(asked).toEqual([8, 4]);
    expect(code).toBe('33334444');
  });

  it('reads codes case-insensitively, without spaces or dashes', () => {
    expect(normaliseLeagueCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(isLeagueCodeShaped('abcd efgh')).toBe(true);
    expect(isLeagueCodeShaped('abc')).toBe(false);
  });

  it('lets standard players create 3 and belong to 10, premium and administrators 20 and 50, guests none', () => {
    expect(leagueLimitsOf('Player')).toEqual({ created: 3, joined: 10 });
    expect(leagueLimitsOf('PremiumPlayer')).toEqual({ created: 20, joined: 50 });
    expect(leagueLimitsOf('Administrator')).toEqual({ created: 20, joined: 50 });
    expect(leagueLimitsOf('GuestPlayer')).toBeNull();
  });
});
