// The request fields several routes share, each with one schema, so that a value refused by one route is
// refused by every route that takes it (a display name accepted at sign-up but not by the change was one).
import { z } from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '#core/account-limits.ts';
import { displayNameProblem, normalDisplayName } from '#core/display-name.ts';
import { isGameweekId, type GameweekId } from '#core/game/gameweek.ts';
import { LEAGUE_CODE_LENGTH, LEAGUE_NAME_MAX, LEAGUE_NAME_MIN } from '#core/game/leagues.ts';

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

/**
 * A password as typed (sign-in, sign-up, a reset, a change, re-authentication): checked against a hash or
 * the password policy (identity/password-policy.ts, answering weakPassword), never echoed. The bound stops
 * a megabyte being hashed.
 */
export const passwordField = z.string().max(1024);

/** The code an authenticator app shows (sign-in's second step, turning two-factor on). */
export const authenticatorCodeField = z.string().max(32);

/**
 * A league's name as typed (creating, renaming). The rule (core/game/leagues.ts: LEAGUE_NAME_MIN to
 * LEAGUE_NAME_MAX characters once normalised) is the handler's, which answers leagueNameInvalid with the
 * limits; the schema only bounds what is read.
 */
export const leagueNameField = z
  .string()
  .max(200, { error: 'expected a league name' })
  .meta({
    description:
      `${LEAGUE_NAME_MIN} to ${LEAGUE_NAME_MAX} characters once trimmed, inner white space made one space ` +
      '(stored so); otherwise leagueNameInvalid.',
  });

/**
 * A join code as typed (a preview, joining by id, joining by code): any case, spaces or dashes between
 * groups. Whether it can be a code at all (core/game/leagues.ts isLeagueCodeShaped) is the handler's,
 * which answers leagueCodeInvalid.
 */
export const leagueCodeField = z
  .string()
  .max(40, { error: 'expected a league code' })
  .meta({
    description: `${LEAGUE_CODE_LENGTH} letters or digits, any case, spaces and dashes ignored; otherwise leagueCodeInvalid.`,
  });

/** A gameweek named by its ISO week (core/game/gameweek.ts): the events, my week, a member's picks. */
export const gameweekIdField = z.string().refine((id): id is GameweekId => isGameweekId(id), {
  error: 'expected a gameweek such as 2026-W47',
});

/** A competition's key (e.g. soccer_epl): whether it exists is the route's to say, with its own code. */
export const competitionKeyField = z.string().min(1, { error: 'expected a competition key' }).max(100);

/** An event's id (the odds feed's): a pick's event, an outright, a result to settle. */
export const eventIdField = z.string().min(1, { error: 'expected an event id' }).max(200);

/** A league's id. */
export const leagueIdField = z.uuid({ error: 'expected a league id' });

/** A player's id: a league member, a player an administrator gives credits to. */
export const playerIdField = z.uuid({ error: 'expected a player id' });
