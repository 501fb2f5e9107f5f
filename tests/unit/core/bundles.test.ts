import { describe, expect, it } from 'vitest';
import { isBundleCodeShaped, normaliseBundleCode } from '#core/game/bundles.ts';

describe('bundle codes', () => {
  it('are kept trimmed and in upper case', () => {
    expect(normaliseBundleCode('  summer-26 ')).toBe('SUMMER-26');
  });

  it('take 4 to 32 letters, digits or dashes, typed in any case', () => {
    expect(isBundleCodeShaped(' abcd ')).toBe(true);
    expect(isBundleCodeShaped('WELCOME-2026')).toBe(true);
    expect(isBundleCodeShaped('X'.repeat(32))).toBe(true);
    expect(isBundleCodeShaped('ABC')).toBe(false);
    expect(isBundleCodeShaped('X'.repeat(33))).toBe(false);
  });

  it('refuse any other character, first, last or inside', () => {
    expect(isBundleCodeShaped('!ABCD')).toBe(false);
    expect(isBundleCodeShaped('ABCD!')).toBe(false);
    expect(isBundleCodeShaped('AB CD')).toBe(false);
  });
});
