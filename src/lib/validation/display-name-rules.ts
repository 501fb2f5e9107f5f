import { maxCharacters, minCharacters, required, type Rule } from '#src/lib/validation/index.ts';

// The server's bounds for the name other players see; it also refuses control characters.
const displayNameMinLength = 2;
const displayNameMaxLength = 30;

export const displayNameRules: Rule[] = [
  required,
  minCharacters(displayNameMinLength),
  maxCharacters(displayNameMaxLength),
];
