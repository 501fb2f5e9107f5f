// The rule for the name other players see on leaderboards and in leagues, wherever a name comes in
// (sign-up, the display-name change, guest conversion, an administrator): one normal form, one check.
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from './account-limits.ts';

// Control characters (C0, DEL, C1), the invisible format characters (bidi overrides, zero-width joiners)
// that let one name impersonate another or break the layout of a leaderboard, and unpaired surrogates
// (not text at all: they cannot be stored as UTF-8).
const hiddenCharacters = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

/** The form a display name is stored and compared in: NFC (one encoding per letter), trimmed. */
export function normalDisplayName(name: string): string {
  return name.normalize('NFC').trim();
}

/** What is wrong with a display name in its normal form, as a sentence; null when it is acceptable. */
export function displayNameProblem(name: string): string | null {
  const length = [...name].length;
  if (length === 0) return 'Required.';
  if (length < DISPLAY_NAME_MIN) {
    return `The input field must contain at least ${DISPLAY_NAME_MIN} characters.`;
  }
  if (length > DISPLAY_NAME_MAX) {
    return `The input field must contain less than ${DISPLAY_NAME_MAX + 1} characters.`;
  }
  if (hiddenCharacters.test(name)) return 'The display name may not contain control characters.';
  return null;
}
