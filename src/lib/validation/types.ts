import type { MessageDescriptor } from '@lingui/core';

/** All values of the form being checked; cross-field rules (password match) read their partner here. */
export type FormValues = Readonly<Record<string, unknown>>;

/**
 * A validation rule: null when the value is acceptable, else the message to show. Messages are
 * descriptors so this module never needs an active locale; views translate with `i18n._(message)`.
 */
export type Rule = (value: unknown, values?: FormValues) => MessageDescriptor | null;

/**
 * Empty means "nothing entered": null, undefined, a blank string or an empty list. Every rule but
 * `required` lets empty values through, so optional fields stay optional.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text form of a scalar value, or null for values a text rule cannot judge (objects, lists). */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

/**
 * Whether a scalar value's text, tidied by `tidy` (trimmed unless told otherwise), matches `pattern`.
 * Lists and objects never match.
 */
export function textMatches(
  value: unknown,
  pattern: RegExp,
  tidy: (text: string) => string = (text) => text.trim(),
): boolean {
  const text = asText(value);
  return text !== null && pattern.test(tidy(text));
}
