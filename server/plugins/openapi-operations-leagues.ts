// The operations table (openapi-operations.ts), its leagues part: leagues and leaderboards.
import type { RefusalCode } from '#core/refusals.ts';
import type { OperationDoc } from './openapi-operation-doc.ts';

/** A leagues call: guests are refused first (leaguesNeedAccount), then its own refusals. */
function league(...codes: RefusalCode[]): RefusalCode[] {
  return ['leaguesNeedAccount', ...codes];
}

const boardRefusals = ['boardNeedsScopeKey', 'seasonBoardPerCompetition', 'unknownCompetitionKey'] as const;

export const leagueOperations: Record<string, OperationDoc> = {
  // --- Leagues ----------------------------------------------------------------------------------------------
  'GET /api/leagues/v1/MyLeagues': {
    operationId: 'GetMyLeagues',
    description:
      'Signed-up players only (guests: leaguesNeedAccount). With the counts against the role’s limits.',
    auth: 'bearer',
    refusals: league(),
  },
  'GET /api/leagues/v1/PublicLeagues': {
    operationId: 'GetPublicLeagues',
    description: 'Signed-up players only. `search` matches names; `page` and `pageSize` page through.',
    auth: 'bearer',
    refusals: league(),
  },
  'POST /api/leagues/v1/Leagues': {
    operationId: 'CreateLeague',
    description: 'The owner is its first member; owned leagues count against both limits.',
    auth: 'bearer',
    refusals: league(
      'accountGone',
      'forbidden',
      'leagueNameInvalid',
      'unknownSport',
      'unknownCompetition',
      'leagueCreateLimit',
      'leagueJoinLimit',
    ),
  },
  'GET /api/leagues/v1/Leagues/{leagueId}': {
    operationId: 'GetLeague',
    description: 'Members only; a private league a stranger may not see is leagueNotFound, not revealed.',
    auth: 'bearer',
    refusals: league('leagueNotFound', 'notLeagueMember'),
  },
  'PUT /api/leagues/v1/Leagues/{leagueId}': {
    operationId: 'RenameLeague',
    description: 'Its owner only.',
    auth: 'bearer',
    refusals: league('leagueNameInvalid', 'leagueNotFound', 'notLeagueMember', 'notLeagueOwner'),
  },
  'DELETE /api/leagues/v1/Leagues/{leagueId}': {
    operationId: 'DeleteLeague',
    description: 'Its owner only; its memberships go with it.',
    auth: 'bearer',
    refusals: league('leagueNotFound', 'notLeagueMember', 'notLeagueOwner'),
  },
  'GET /api/leagues/v1/Leagues/{leagueId}/Preview': {
    operationId: 'GetLeaguePreview',
    description: 'A private league needs its `code`. Code guesses are rate limited per player.',
    auth: 'bearer',
    refusals: league('leagueCodeInvalid', 'leagueNotFound'),
  },
  'POST /api/leagues/v1/Leagues/{leagueId}/Join': {
    operationId: 'JoinLeague',
    description: 'A private league needs its `code`. Code guesses are rate limited per player.',
    auth: 'bearer',
    refusals: league(
      'accountGone',
      'forbidden',
      'leagueCodeInvalid',
      'leagueNotFound',
      'alreadyInLeague',
      'leagueJoinLimit',
    ),
  },
  'POST /api/leagues/v1/JoinByCode': {
    operationId: 'JoinByCode',
    description: 'Code guesses are rate limited per player.',
    auth: 'bearer',
    refusals: league(
      'accountGone',
      'forbidden',
      'leagueCodeInvalid',
      'wrongLeagueCode',
      'alreadyInLeague',
      'leagueJoinLimit',
    ),
  },
  'POST /api/leagues/v1/Leagues/{leagueId}/Code': {
    operationId: 'RotateLeagueCode',
    description: 'Its owner only.',
    auth: 'bearer',
    refusals: league('leagueNotFound', 'notLeagueMember', 'notLeagueOwner'),
  },
  'DELETE /api/leagues/v1/Leagues/{leagueId}/Members/{userId}': {
    operationId: 'RemoveLeagueMember',
    description: 'Its owner only.',
    auth: 'bearer',
    refusals: league(
      'leagueNotFound',
      'notLeagueMember',
      'notLeagueOwner',
      'cannotRemoveOwner',
      'leagueMemberNotFound',
    ),
  },
  'DELETE /api/leagues/v1/Leagues/{leagueId}/Membership': {
    operationId: 'LeaveLeague',
    description: 'A member other than the owner.',
    auth: 'bearer',
    refusals: league('leagueNotFound', 'notLeagueMember', 'ownerCannotLeave'),
  },
  'GET /api/leagues/v1/Leagues/{leagueId}/Members/{userId}/Picks': {
    operationId: 'GetMemberPicks',
    description: 'Members only. Default: the current gameweek.',
    auth: 'bearer',
    refusals: league('leagueNotFound', 'notLeagueMember', 'leagueMemberNotFound'),
  },

  // --- Leaderboards -----------------------------------------------------------------------------------------
  'GET /api/leaderboards/v1/Board': {
    operationId: 'GetBoard',
    description: 'A sport or competition board needs its `scopeKey`; a Season board is per competition.',
    auth: 'bearer',
    refusals: boardRefusals,
  },
  'GET /api/leaderboards/v1/MyRank': {
    operationId: 'GetMyRank',
    description: 'The same board choice as Board.',
    auth: 'bearer',
    refusals: boardRefusals,
  },
  'GET /api/leaderboards/v1/MyLeagueRanks': {
    operationId: 'GetMyLeagueRanks',
    description:
      'The caller’s rank among the members of each of their leagues on this gameweek’s board of the league’s scope; none for a guest.',
    auth: 'bearer',
    refusals: [],
  },
  'GET /api/stats/v1/MyStats': {
    operationId: 'GetMyStats',
    description:
      'Premium players and administrators; guests and standard players get statsNeedPremium (the screen shows a preview).',
    auth: 'bearer',
    refusals: ['statsNeedPremium'],
  },
  'GET /api/leaderboards/v1/Leagues/{leagueId}': {
    operationId: 'GetLeagueStandings',
    description: 'Members only.',
    auth: 'bearer',
    refusals: ['notLeagueMember'],
  },
  'GET /api/leaderboards/v1/Leagues/{leagueId}/HeadToHead': {
    operationId: 'GetHeadToHead',
    description: 'Members only.',
    auth: 'bearer',
    refusals: ['notLeagueMember'],
  },
  'GET /api/leaderboards/v1/Leagues/{leagueId}/History': {
    operationId: 'GetRankHistory',
    description: 'Members only; `userId` must be a member too.',
    auth: 'bearer',
    refusals: ['notLeagueMember', 'leagueMemberNotFound'],
  },
};
