import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '#core/account-limits.ts';
import { maxCharacters, minCharacters, required, type Rule } from '#src/lib/validation/index.ts';

// The server's bounds for the name other players see (it also refuses control characters).

export const displayNameRules: Rule[] = [
  required,
  minCharacters(DISPLAY_NAME_MIN),
  maxCharacters(DISPLAY_NAME_MAX),
];
