import { msg } from '@lingui/core/macro';
import { leagueCodeLength } from '#src/lib/constants.ts';
import { isEmpty, textMatches, type Rule } from './types.ts';

const leagueCodePattern = new RegExp(
  `^[A-Za-z0-9]{${leagueCodeLength}}$`,
  // Stryker disable next-line StringLiteral: without the u flag the ASCII-only class refuses the same text
  'u',
);

/** A league joining code: exactly 8 letters or digits. Blank is allowed (the code is optional). */
export const leagueCode: Rule = (value) => {
  if (isEmpty(value)) return null;
  return textMatches(value, leagueCodePattern)
    ? null
    : msg`The code provided does not match the format for a league joining code.`;
};

/** A list of picks may hold at most `maxPredictions` entries. */
export function picksLimit(maxPredictions: number): Rule {
  return (value) => {
    if (!Array.isArray(value) || value.length <= maxPredictions) return null;
    return msg`Too many choices; up to ${maxPredictions} selections only.`;
  };
}

/**
 * A new pick may not already be in the list. `sameAs` decides identity (default: ===), for picks
 * that are objects.
 */
export function notAlreadyPicked<T>(
  picks: readonly T[],
  sameAs: (a: T, b: T) => boolean = (a, b) => a === b,
): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    return picks.some((pick) => sameAs(pick, value as T)) ? msg`Cannot select - already in list` : null;
  };
}

/** The terms-and-conditions checkbox label; the link to the terms follows it. */
export const termsLabel = msg`I have read and accept the`;
