import { msg } from '@lingui/core/macro';
import { isEmpty, textMatches, type Rule } from './types.ts';

/** Non-blank text, a non-empty list, or - for a checkbox - a ticked (truthy) value. */
export const required: Rule = (value) => {
  const filled = typeof value === 'boolean' ? value : !isEmpty(value);
  return filled ? null : msg`Required.`;
};

// The spec does not give the original pattern; this is the usual "something@domain.tld" check,
// with the final say left to the server.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export const email: Rule = (value) => {
  if (isEmpty(value)) return null;
  return textMatches(value, emailPattern) ? null : msg`Invalid email format.`;
};

// Spaces are allowed for readability ("07700 900123"); they do not count as digits.
const phonePattern = /^0\d{9,10}$/u;

export const phone: Rule = (value) => {
  if (isEmpty(value)) return null;
  return textMatches(value, phonePattern, (text) => text.replace(/\s/gu, ''))
    ? null
    : msg`Phone number must start with '0' and be 10 or 11 digits long.`;
};

const alphaDashPattern = /^[\p{L}\p{N}_-]+$/u;

export const alphaDash: Rule = (value) => {
  if (isEmpty(value)) return null;
  return textMatches(value, alphaDashPattern, (text) => text)
    ? null
    : msg`The input field must only contain alphabetic characters, numbers, dashes or underscores.`;
};

// Digits only (no sign, no decimal point): the fields using it hold counts and codes.
const numericPattern = /^[0-9]+$/u;

export const numeric: Rule = (value) => {
  if (isEmpty(value)) return null;
  return textMatches(value, numericPattern) ? null : msg`The input field must be numeric.`;
};
