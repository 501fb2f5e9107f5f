import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeagueRankBy, LeagueScopeDto, LeagueVisibilityId } from '#core/contract/leagues.ts';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { LEAGUE_NAME_MAX, LEAGUE_NAME_MIN, isLeagueNameValid } from '#core/game/leagues.ts';
import type { Rule } from '#src/lib/validation/index.ts';

/** The spec's leagueCode text (§5), the same words as the form rule's. */
export const leagueCodeInvalidText = msg`The code provided does not match the format for a league joining code.`;

const nameMin = LEAGUE_NAME_MIN;
const nameMax = LEAGUE_NAME_MAX;
const leagueNameInvalidText = msg`A league name must be between ${nameMin} and ${nameMax} characters.`;

/** A league's name: 3–40 characters once trimmed (core/game/leagues.ts), blank included. */
export const leagueNameRule: Rule = (value) =>
  typeof value === 'string' && isLeagueNameValid(value) ? null : leagueNameInvalidText;

export const visibilityLabels: Record<LeagueVisibilityId, MessageDescriptor> = {
  0: msg`Public`,
  1: msg`Private`,
};

export const rankByLabels: Record<LeagueRankBy, MessageDescriptor> = {
  boosted: msg`Boosted score`,
  total: msg`Total score`,
};

const allSports = msg`All sports`;

/** What a league counts, in words: all sports, a sport's name or a competition's. */
export function scopeName(
  scope: LeagueScopeDto,
  groups: readonly SportGroupDto[] | null,
): MessageDescriptor | string {
  if (scope.kind === 'all') return allSports;
  if (scope.kind === 'sport')
    return groups?.find((group) => group.sport.id === scope.sportId)?.sport.name ?? scope.sportId;
  for (const group of groups ?? []) {
    const competition = group.competitions.find((candidate) => candidate.key === scope.competitionKey);
    if (competition) return competition.displayName || competition.title;
  }
  return scope.competitionKey;
}
