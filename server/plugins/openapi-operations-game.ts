// The operations table (openapi-operations.ts), its game part: predictions, picks, the daily challenge and
// credits. Leagues and leaderboards are in openapi-operations-leagues.ts; the admin desk, bundles, feedback
// and memberships in openapi-operations-services.ts.
import { adminOnly, type OperationDoc } from './openapi-operation-doc.ts';

const pickRefusals = ['noSuchMarket', 'notAnOutcome', 'outcomeUnpriced'] as const;

export const gameOperations: Record<string, OperationDoc> = {
  // --- Predictions and picks -------------------------------------------------------------------------------
  'GET /api/predictions/v1/Events': {
    operationId: 'GetEvents',
    description:
      'Anyone may call it; with a good bearer token each event carries the caller’s pick. Default: the ' +
      'current gameweek. Cached 30 s publicly when anonymous.',
    auth: 'optional',
    refusals: ['gameweekOrSeason', 'unknownCompetitionKey', 'unknownSeason'],
  },
  'GET /api/predictions/v1/Seasons': {
    operationId: 'GetSeasons',
    description: 'All competitions, or the one named by `competition`.',
    auth: 'none',
    refusals: ['unknownCompetitionKey'],
  },
  'GET /api/predictions/v1/MyWeek': {
    operationId: 'GetMyWeek',
    description: 'Default: the current gameweek.',
    auth: 'bearer',
    refusals: ['accountGone'],
  },
  'PUT /api/predictions/v1/MyWeek': {
    operationId: 'SaveMyWeek',
    description:
      'The slip replaces the saved one: picks left out are removed (before their lock), started ones stay. ' +
      'Checked against the gameweek, the locks, the prices and the allowance (with extra predictions).',
    auth: 'bearer',
    refusals: [
      'accountGone',
      'notCurrentGameweek',
      'alreadyInList',
      'tooManyPicks',
      'unknownEvent',
      'notInGameweek',
      'predictionStarted',
      'eventStarted',
      ...pickRefusals,
    ],
  },
  'PUT /api/predictions/v1/MyOutrightPicks/{eventId}': {
    operationId: 'SaveOutrightPick',
    description: 'One pick per outright competition, changeable until it locks; not in an archived season.',
    auth: 'bearer',
    refusals: [
      'accountGone',
      'unknownEvent',
      'notAnOutright',
      'seasonArchived',
      'outrightLocked',
      ...pickRefusals,
    ],
  },
  'DELETE /api/predictions/v1/MyOutrightPicks/{eventId}': {
    operationId: 'DeleteOutrightPick',
    description: 'Answers 204 when there is no pick too.',
    auth: 'bearer',
    refusals: ['accountGone', 'outrightPickLocked'],
  },

  // --- Daily challenge --------------------------------------------------------------------------------------
  'GET /api/predictions/v1/DailyChallenge': {
    operationId: 'GetDailyChallenge',
    description:
      'Anyone may call it; with a good bearer token (guests too) it adds the caller’s picks and streak.',
    auth: 'optional',
  },
  'PUT /api/predictions/v1/DailyChallenge/MyPick': {
    operationId: 'SaveDailyPick',
    description:
      "Only today's match of the day, until it starts; a postponed or cancelled match takes no pick.",
    auth: 'bearer',
    refusals: [
      'noMatchToday',
      'notTodaysMatch',
      'matchOff',
      'matchStarted',
      'notTodaysOutcome',
      'dailyOutcomeUnpriced',
    ],
  },
  'GET /api/predictions/v1/admin/DailyChallenge': {
    operationId: 'GetAdminDailyChallengeDays',
    description:
      'Administrators and shadow administrators. Today and the six days after (UTC): the stored match of ' +
      'the day and who chose it, or what the rule would choose now, the matches of the day with a priced ' +
      'h2h market (eligible: not started, enough bookmakers) and how many players have picked.',
    auth: 'bearer',
    refusals: [adminOnly],
  },
  'PUT /api/predictions/v1/admin/DailyChallenge/{day}': {
    operationId: 'ChooseMatchOfTheDay',
    description:
      'Administrators only. The event must start that day (UTC), not have started, and have head-to-head odds.',
    auth: 'bearer',
    refusals: [
      adminOnly,
      'dayOver',
      'unknownEvent',
      'notThatDay',
      'dailyEventStarted',
      'noHeadToHeadOdds',
      'dailyAlreadyPicked',
    ],
  },
  'GET /api/predictions/v1/admin/Outrights': {
    operationId: 'GetOutrightEvents',
    description:
      'Administrators and shadow administrators. Every outright event with its runners (the outcomes of its ' +
      'outrights market), its status and the winner entered, if any.',
    auth: 'bearer',
    refusals: [adminOnly],
  },
  'PUT /api/predictions/v1/admin/Outrights/{eventId}/Winner': {
    operationId: 'SetOutrightWinner',
    description:
      'Administrators only (a shadow administrator is refused). Settles the picks at once; a different winner later ' +
      'corrects the settlement.',
    auth: 'bearer',
    refusals: [adminOnly, ['unknownEvent', 404], 'eventHasNoRunners', 'notARunner'],
  },
  'GET /api/predictions/v1/admin/Events': {
    operationId: 'GetAdminEvents',
    description:
      'Administrators and shadow administrators. The matches of a gameweek (default: the current one), of ' +
      'one competition if given, that have started, newest kick-off first, with their status, score, void ' +
      'and whether an administrator set the result; at most 500 (`truncated` says more).',
    auth: 'bearer',
    refusals: [adminOnly],
  },
  'PUT /api/predictions/v1/admin/Events/{eventId}/Result': {
    operationId: 'CorrectEventResult',
    description:
      "Administrators only (a shadow administrator is refused). Sets a started match's final score or " +
      'declares it void (cancelled, abandoned, postponed), settles every pick on it again at once and keeps ' +
      'the result from the scores feed from then on.',
    auth: 'bearer',
    refusals: [adminOnly, ['unknownEvent', 404], 'resultOfOutright', 'matchNotStarted'],
  },

  // --- Credits ----------------------------------------------------------------------------------------------
  'GET /api/account/v1/myCredits': {
    operationId: 'GetMyCredits',
    description: 'Unexpired, unspent credits; `competition` keeps those usable in one competition.',
    auth: 'bearer',
    refusals: ['unknownCompetition'],
  },
  'POST /api/account/v1/myCredits/redeem': {
    operationId: 'RedeemCredit',
    description:
      'BonusPoints and ExtraPrediction apply to the gameweek, Multiplier to one of its predictions ' +
      '(`predictionId`), within the per-gameweek limits.',
    auth: 'bearer',
    refusals: [
      'accountGone',
      'noCredits',
      'creditGameweekLimit',
      'multiplierNeedsPrediction',
      'noSuchPrediction',
      'predictionLockedForCredits',
      'alreadyMultiplied',
    ],
  },
  'POST /api/account/v1/myCredits/revoke': {
    operationId: 'RevokeCredit',
    description:
      'A Multiplier until its prediction locks, an ExtraPrediction while unused; BonusPoints are final.',
    auth: 'bearer',
    refusals: [
      'accountGone',
      'bonusPointsFinal',
      'noMultiplierToUndo',
      'multiplierLocked',
      'noExtraPredictionRedeemed',
      'extraPredictionInUse',
      'noSuchPrediction',
    ],
  },
  'POST /api/account/v1/admin/credits': {
    operationId: 'GrantCredits',
    description:
      'Administrators only: gives a player credits, optionally for one competition and until a date.',
    auth: 'bearer',
    refusals: [adminOnly, 'unknownPlayer', 'unknownCompetitionKey', 'grantAlreadyExpired'],
  },
  'POST /api/account/v1/admin/News': {
    operationId: 'SendNews',
    description:
      'Administrators only: queues a news e-mail (a one-line subject, a plain-text body) to every player ' +
      'opted into news; the delivery job sends them (docs/player-emails.md).',
    auth: 'bearer',
    refusals: [adminOnly],
  },
};
