// The statuses of the leagues' refusals (core/refusals.ts words them): each thrown through here so that the
// module's codes answer the same status wherever they are raised.
import type { BareRefusalCode, RefusalCode, RefusalParams } from '#core/refusals.ts';
import { HttpError } from '#server/http/http-error.ts';

const leagueStatuses = {
  leaguesNeedAccount: 403,
  leagueNotFound: 404,
  leagueNameInvalid: 400,
  leagueCodeInvalid: 400,
  wrongLeagueCode: 404,
  alreadyInLeague: 409,
  leagueCreateLimit: 409,
  leagueJoinLimit: 409,
  notLeagueOwner: 403,
  ownerCannotLeave: 409,
  cannotRemoveOwner: 409,
  notLeagueMember: 403,
  leagueMemberNotFound: 404,
  unknownSport: 400,
  unknownCompetition: 400,
} as const satisfies { [C in RefusalCode]?: number };

type LeagueCode = keyof typeof leagueStatuses;

/** A league refusal with its status. */
export function leagueRefusal<C extends LeagueCode>(
  code: C,
  ...params: C extends BareRefusalCode ? [] : [RefusalParams<C>]
): HttpError {
  return HttpError.of(code, (params[0] ?? {}) as RefusalParams<C>, leagueStatuses[code]);
}
