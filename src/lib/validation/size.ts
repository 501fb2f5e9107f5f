import { msg } from '@lingui/core/macro';
import { asText, isEmpty, type Rule } from './types.ts';

// Character counts use code points so an emoji counts as one character, as a player would count it.
function characterCount(value: unknown): number | null {
  const text = asText(value);
  return text === null ? null : [...text].length;
}

/** At most `max` characters (inclusive, whatever "less than" in the message suggests). */
export function maxCharacters(max: number): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const count = characterCount(value);
    return count === null || count <= max
      ? null
      : msg`The input field must contain less than ${max} characters.`;
  };
}

export function minCharacters(min: number): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const count = characterCount(value);
    return count === null || count >= min
      ? null
      : msg`The input field must contain at least ${min} characters.`;
  };
}

export function length(length: number): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const count = characterCount(value);
    return count === null || count === length
      ? null
      : msg`The input field must be ${length} characters long.`;
  };
}

function asNumber(value: unknown): number | null {
  const text = asText(value)?.trim();
  if (text === undefined || text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * At most `max` (inclusive). A value that is not a number passes: pair with `numeric` to reject it,
 * so the player sees the message about what is actually wrong.
 */
export function maxValue(max: number): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const number = asNumber(value);
    return number === null || number <= max ? null : msg`The input field must be less than ${max}.`;
  };
}

export function minValue(min: number): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const number = asNumber(value);
    return number === null || number >= min ? null : msg`The input field must be at least ${min}.`;
  };
}
