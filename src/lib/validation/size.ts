import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { asText, isEmpty, type Rule } from './types.ts';

// Character counts use code points so an emoji counts as one character, as a player would count it.
function characterCount(value: unknown): number | null {
  const text = asText(value);
  return text === null ? null : [...text].length;
}

/** A scalar value's number (surrounding spaces allowed), or null when it is not a finite number. */
function asNumber(value: unknown): number | null {
  const text = asText(value);
  const number = text === null ? Number.NaN : Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * A rule on a measure of the value (its character count, its number): empty values, and values the
 * measure cannot read, pass; the rest fail with `message` unless they `fit`.
 */
function measureRule(
  measure: (value: unknown) => number | null,
  fits: (measured: number) => boolean,
  message: MessageDescriptor,
): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const measured = measure(value);
    return measured === null || fits(measured) ? null : message;
  };
}

/** At most `max` characters (inclusive, whatever "less than" in the message suggests). */
export function maxCharacters(max: number): Rule {
  return measureRule(
    characterCount,
    (count) => count <= max,
    msg`The input field must contain less than ${max} characters.`,
  );
}

export function minCharacters(min: number): Rule {
  return measureRule(
    characterCount,
    (count) => count >= min,
    msg`The input field must contain at least ${min} characters.`,
  );
}

export function length(length: number): Rule {
  return measureRule(
    characterCount,
    (count) => count === length,
    msg`The input field must be ${length} characters long.`,
  );
}

/**
 * At most `max` (inclusive). A value that is not a number passes: pair with `numeric` to reject it,
 * so the player sees the message about what is actually wrong.
 */
export function maxValue(max: number): Rule {
  return measureRule(asNumber, (number) => number <= max, msg`The input field must be less than ${max}.`);
}

export function minValue(min: number): Rule {
  return measureRule(asNumber, (number) => number >= min, msg`The input field must be at least ${min}.`);
}
