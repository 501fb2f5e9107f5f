import { initialsMaxLetters, initialsMaxLettersWithDigits } from './constants.ts';

const noNameColour = '#ffffff';

// FNV-1a: tiny, well spread, and the same in every browser, so a player keeps their colour.
function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The hash's hue 0-359, saturation 55-75 % and lightness 25-50 %, or null for no name. */
function avatarHsl(fullName: string | null | undefined): [number, number, number] | null {
  const name = fullName?.trim() ?? '';
  if (name === '') return null;
  const hash = hashName(name);
  return [hash % 360, 55 + ((hash >>> 9) % 21), 25 + ((hash >>> 17) % 26)];
}

/**
 * The avatar background for a player: hue 0-359, saturation 55-75 %, lightness 25-50 %. Different bits of
 * the hash drive each channel so similar names still differ. White when there is no name.
 */
export function avatarColour(fullName: string | null | undefined): string {
  const hsl = avatarHsl(fullName);
  return hsl ? `hsl(${hsl[0]}, ${hsl[1]}%, ${hsl[2]}%)` : noNameColour;
}

/** WCAG relative luminance of an HSL colour (CSS's hsl-to-rgb, then sRGB linearised). */
function luminanceOf([hue, saturation, lightness]: [number, number, number]): number {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

/**
 * The initials' colour on the avatar: white or black, whichever stands out more from the background. At
 * 50 % lightness a yellow or green background is light (white initials on it were 1.9:1); black is then
 * 11:1, and white stays on the dark and saturated ones.
 */
export function avatarInitialsColour(fullName: string | null | undefined): '#ffffff' | '#000000' {
  const hsl = avatarHsl(fullName);
  if (!hsl) return '#000000';
  const luminance = luminanceOf(hsl);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/**
 * Initials for the avatar.
 *
 * Interpretation of the spec ("up to 3 letters, two if digits present"):
 * - words are split on any run of whitespace, so extra spaces do not matter;
 * - each word contributes its first letter (any alphabet, `\p{L}`); a word with no letter at all,
 *   such as "42" or "-", contributes nothing;
 * - the letters are upper-cased and cut to 3, or to 2 when the name contains any digit anywhere
 *   (guest names like "Lucky Lion 42" give "LL");
 * - no name, or a name without letters, gives ''.
 */
export function initials(displayName: string | null | undefined): string {
  const name = displayName ?? '';
  const limit = /\p{Nd}/u.test(name) ? initialsMaxLettersWithDigits : initialsMaxLetters;
  const letters: string[] = [];
  for (const word of name.split(/\s+/u)) {
    const letter = /\p{L}/u.exec(word)?.[0];
    if (letter) letters.push(letter.toLocaleUpperCase());
    if (letters.length === limit) break;
  }
  return letters.join('');
}
