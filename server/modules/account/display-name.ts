// The rule for the name other players see on leaderboards and in leagues.
import {
  DISPLAY_NAME_MAX as displayNameMaxLength,
  DISPLAY_NAME_MIN as displayNameMinLength,
} from '#core/account-limits.ts';

// Control characters (C0, DEL, C1) and the invisible format characters (bidi overrides, zero-width
// joiners) that let one name impersonate another or break the layout of a leaderboard.
const hiddenCharacters = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** What is wrong with an already trimmed display name, as a sentence; null when it is acceptable. */
export function displayNameProblem(name: string): string | null {
  const length = [...name].length;
  if (length === 0) return 'Required.';
  if (length < displayNameMinLength) {
    return `The input field must contain at least ${displayNameMinLength} characters.`;
  }
  if (length > displayNameMaxLength) {
    return `The input field must contain less than ${displayNameMaxLength + 1} characters.`;
  }
  if (hiddenCharacters.test(name)) return 'The display name may not contain control characters.';
  return null;
}
