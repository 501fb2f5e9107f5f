// The words of the leagues' refusals (core/refusals.ts "Leagues"), in the leagues catalog: they load with
// the leagues' screens. Importing this module adds them to the words every error display uses.
import { msg } from '@lingui/core/macro';
import { addRefusalWords, type RefusalWords } from '#src/api/refusal-words.ts';
import { leagueCodeInvalidText } from './league-texts.ts';

export const leagueRefusalWords = {
  leaguesNeedAccount: () => msg`Leagues are for signed-up players. Sign up to create or join a league.`,
  leagueNotFound: () => msg`There is no such league, or you need its code to see it.`,
  leagueNameInvalid: ({ min, max }) => msg`A league name must be between ${min} and ${max} characters.`,
  leagueCodeInvalid: () => leagueCodeInvalidText,
  wrongLeagueCode: () => msg`No league has this code. Check it with the person who gave it to you.`,
  alreadyInLeague: () => msg`You are already a member of this league.`,
  leagueCreateLimit: ({ max }) => msg`You can create up to ${max} leagues.`,
  leagueJoinLimit: ({ max }) => msg`You can belong to up to ${max} leagues.`,
  notLeagueOwner: () => msg`Only the owner of the league can do this.`,
  ownerCannotLeave: () => msg`The owner cannot leave the league: delete it instead.`,
  cannotRemoveOwner: () => msg`The league's owner cannot be removed.`,
  notLeagueMember: () => msg`You are not a member of this league.`,
  leagueMemberNotFound: () => msg`This player is not a member of the league.`,
  unknownSport: ({ sport }) => msg`There is no sport ''${sport}''.`,
} satisfies RefusalWords;

addRefusalWords(leagueRefusalWords);
