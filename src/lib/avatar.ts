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

/**
 * The avatar background for a player: hue 0-359, saturation 55-75 %, lightness 25-50 % (dark enough
 * for white initials). Different bits of the hash drive each channel so similar names still differ.
 * White when there is no name.
 */
export function avatarColour(fullName: string | null | undefined): string {
  const name = fullName?.trim() ?? '';
  if (name === '') return noNameColour;
  const hash = hashName(name);
  const hue = hash % 360;
  const saturation = 55 + ((hash >>> 9) % 21);
  const lightness = 25 + ((hash >>> 17) % 26);
  return `hsl(${hue}, ${saturation}%, ${lightness}%)`;
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
