import { describe, expect, it } from 'vitest';
import { avatarColour, avatarInitialsColour, initials } from '#src/lib/avatar.ts';
import { contrastRatio } from '../../test-utils/contrast.ts';

const hslPattern = /^hsl\((\d+), (\d+)%, (\d+)%\)$/;

function channels(colour: string): [number, number, number] {
  const match = hslPattern.exec(colour);
  if (!match) throw new Error(`not an hsl colour: ${colour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

// Deterministic pseudo-random names, so a failure can be replayed.
function* names(count: number): Generator<string> {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz ÉéñØ0123456789-';
  for (let i = 0; i < count; i++) {
    const length = 1 + (next() % 30);
    let name = String.fromCharCode(65 + (next() % 26));
    for (let j = 0; j < length; j++) name += alphabet[next() % alphabet.length];
    yield name;
  }
}

describe('avatarColour', () => {
  it('stays in hue 0-360, saturation 55-75, lightness 25-50 for any name', () => {
    const seen = { hue: new Set<number>(), saturation: new Set<number>(), lightness: new Set<number>() };
    for (const name of names(5000)) {
      const [hue, saturation, lightness] = channels(avatarColour(name));
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThanOrEqual(360);
      expect(saturation).toBeGreaterThanOrEqual(55);
      expect(saturation).toBeLessThanOrEqual(75);
      expect(lightness).toBeGreaterThanOrEqual(25);
      expect(lightness).toBeLessThanOrEqual(50);
      seen.hue.add(hue);
      seen.saturation.add(saturation);
      seen.lightness.add(lightness);
    }
    // The hash spreads names over the ranges rather than piling them on one colour.
    expect(seen.hue.size).toBeGreaterThan(300);
    expect(seen.saturation.size).toBe(21);
    expect(seen.lightness.size).toBe(26);
  });

  it('is stable: the same name always gets the same colour', () => {
    expect(avatarColour('Jane Smith')).toBe(avatarColour('Jane Smith'));
    expect(avatarColour('Jane Smith')).toBe(avatarColour('  Jane Smith  '));
    expect(avatarColour('Jane Smith')).toMatch(hslPattern);
  });

  it('gives different names different colours', () => {
    expect(avatarColour('Jane Smith')).not.toBe(avatarColour('John Smith'));
  });

  it('is white when there is no name', () => {
    expect(avatarColour('')).toBe('#ffffff');
    expect(avatarColour('   ')).toBe('#ffffff');
    expect(avatarColour(null)).toBe('#ffffff');
    expect(avatarColour(undefined)).toBe('#ffffff');
  });
});

/** `hsl(h, s%, l%)` as #rrggbb, by the CSS Color 4 formula. */
function hexOf(hsl: string): string {
  const [h, s, l] = (hsl.match(/[\d.]+/gu) ?? []).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

describe('avatarInitialsColour', () => {
  it('keeps the initials at AA (4.5:1) on the avatar, whatever the name', () => {
    const names = Array.from({ length: 2000 }, (_, i) => `Player ${i} ${String.fromCharCode(65 + (i % 26))}`);
    for (const name of [...names, 'Ann Owner', 'Ben Friend']) {
      const ratio = contrastRatio(avatarInitialsColour(name), hexOf(avatarColour(name)));
      expect(ratio, `${name}: ${avatarColour(name)}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is black on a light background and white on a dark one', () => {
    // "Ann Owner" hashes to a 50 % yellow (white on it was 1.9:1).
    expect(avatarColour('Ann Owner')).toMatch(/^hsl\(5\d, \d+%, 50%\)$/u);
    expect(avatarInitialsColour('Ann Owner')).toBe('#000000');
    const dark = Array.from({ length: 200 }, (_, i) => `Name ${i}`).find((name) =>
      avatarColour(name).endsWith(' 25%)'),
    );
    expect(dark && avatarInitialsColour(dark)).toBe('#ffffff');
  });
});

describe('initials', () => {
  it.each([
    ['jane', 'J'],
    ['Jane Smith', 'JS'],
    ['jane mary smith', 'JMS'],
    ['Jane Mary Ann Smith', 'JMA'],
    ['  jane   smith  ', 'JS'],
    ['\tjane\nsmith', 'JS'],
    ['Lucky Lion 42', 'LL'],
    ['Lucky Lion Tiger 42', 'LL'],
    ['player123', 'P'],
    ['Amy 2 Bob Cat', 'AB'],
    ['42 Bob', 'B'],
    ['(Bob) Smith', 'BS'],
    ['élodie ñúñez', 'ÉÑ'],
    ['', ''],
    ['   ', ''],
    ['123 456', ''],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('is empty for no name', () => {
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
