// The request fields several routes share, each with one schema, so that a value refused by one route is
// refused by every route that takes it (a display name accepted at sign-up but not by the change was one).
import { z } from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '#core/account-limits.ts';
import { displayNameProblem, normalDisplayName } from '#core/display-name.ts';

/** A display name: normalised (NFC, trimmed), then checked by the one rule (core/display-name.ts). */
export const displayNameField = z
  .string()
  .max(1024)
  .transform(normalDisplayName)
  .superRefine((name, context) => {
    const problem = displayNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  // The rule is checked after normalising, which JSON Schema cannot say (a padded name is longer than it
  // counts): the document gives the limits in words, the schema only the raw bound.
  .meta({
    description:
      `${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters once NFC-normalised and trimmed (stored so); ` +
      'no control, format (bidi overrides, zero-width) or unpaired surrogate characters.',
    examples: ['Lucky Lou'],
  });

/** An address a player gives as their own (sign-up, guest conversion): trimmed, valid, lower-cased. */
export const newEmailField = z
  .string()
  .trim()
  .max(254, { error: 'Invalid email format.' })
  .pipe(z.email({ error: 'Invalid email format.' }))
  .transform((email) => email.toLowerCase());

/**
 * An address an account is looked up by (sign-in, a forgotten password): any text
 * up to an address's length, trimmed; a malformed one simply matches no account.
 */
export const emailLookupField = z.string().trim().max(254);
