// The operations table (openapi-operations.ts), its game part: predictions, picks, the daily challenge,
// credits, leagues, leaderboards and the administrators' calls.
import type { RefusalCode } from '#core/refusals.ts';
import type { OperationDoc } from './openapi-operation-doc.ts';

/** A leagues call: guests are refused first (leaguesNeedAccount), then its own refusals. */
function league(...codes: RefusalCode[]): RefusalCode[] {
  return ['leaguesNeedAccount', ...codes];
}

const pickRefusals = ['noSuchMarket', 'notAnOutcome', 'outcomeUnpriced'] as const;
const boardRefusals = ['boardNeedsScopeKey', 'seasonBoardPerCompetition', 'unknownCompetitionKey'] as const;
const adminOnly = 'forbidden';

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
  'PUT /api/predictions/v1/admin/Outrights/{eventId}/Winner': {
    operationId: 'SetOutrightWinner',
    description:
      'Administrators (and shadow administrators) only. Settles the picks at once; a different winner later ' +
      'corrects the settlement.',
    auth: 'bearer',
    refusals: [adminOnly, ['unknownEvent', 404], 'eventHasNoRunners', 'notARunner'],
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

  // --- The admin desk (docs/admin.md) ----------------------------------------------------------------------------
  'GET /api/admin/v1/Users': {
    operationId: 'ListUsers',
    description:
      'Administrators and shadow administrators. Paged (`pageSize` at most 100), sorted by `sortBy` (email, ' +
      'displayName, role, createdAt, credits) and filtered by `filters`, a JSON array of ' +
      '`{type, key, operator, primaryValue}`: text (email, displayName, role; Contains, Equals, Starts With, ' +
      'Ends With, Not), number (credits; Equals, Greater then or equal, Less then or equal) and date ' +
      '(createdAt, yyyy-mm-dd; the number operators). A bad filter answers 400 invalidRequest naming it.',
    auth: 'bearer',
    refusals: [adminOnly],
  },
  'GET /api/admin/v1/Users/{id}': {
    operationId: 'GetUser',
    description:
      "Administrators and shadow administrators: a user's role, lock, credits held and recent picks.",
    auth: 'bearer',
    refusals: [adminOnly, 'unknownPlayer'],
  },
  'PUT /api/admin/v1/Users/{id}/Lock': {
    operationId: 'LockUser',
    description:
      'Administrators only. Locking ends the user’s sessions; unlocking also clears failed sign-ins. Audited.',
    auth: 'bearer',
    refusals: [adminOnly, 'unknownPlayer'],
  },
  'POST /api/admin/v1/Users/{id}/ResetTwoFactor': {
    operationId: 'ResetUserTwoFactor',
    description: 'Administrators only. Turns two-factor off and ends the user’s sessions. Audited.',
    auth: 'bearer',
    refusals: [adminOnly, 'unknownPlayer'],
  },
  'PUT /api/admin/v1/Users/{id}/Role': {
    operationId: 'ChangeUserRole',
    description:
      'Administrators only. Never to or from GuestPlayer; an administrator cannot change their own role. ' +
      'Ends the user’s sessions (the role is in the bearer token). Audited.',
    auth: 'bearer',
    refusals: [adminOnly, 'unknownPlayer', 'guestRoleFixed', 'cannotDemoteSelf'],
  },
  'GET /api/admin/v1/Dashboard': {
    operationId: 'GetAdminDashboard',
    description:
      'Administrators and shadow administrators: players by role, sign-ups per day (the last 30 days, UTC), ' +
      'picks per gameweek (the last 10) and the 20 latest job runs.',
    auth: 'bearer',
    refusals: [adminOnly],
  },
  'GET /api/admin/v1/Audit': {
    operationId: 'ListAudit',
    description: 'Administrators and shadow administrators: every admin action, newest first, paged.',
    auth: 'bearer',
    refusals: [adminOnly],
  },

  // --- Bundles (docs/bundles.md) ------------------------------------------------------------------------------
  'POST /api/bundles/v1/Redeem': {
    operationId: 'RedeemBundle',
    description:
      'Signed-up players only (guests: bundleNeedsAccount; administrators: bundleNotForAdministrators). The ' +
      'code is compared trimmed and case-insensitively; each player redeems a code once. Credits are added ' +
      'to the player’s credits; premium days stack after the premium from bundles still left. When the ' +
      'redemption makes a Player a PremiumPlayer, `session` carries the new session tokens that replace the ' +
      'current ones (the role is in the bearer token), as UpgradeToPremium’s do. Tries are rate limited per player.',
    auth: 'bearer',
    refusals: [
      'bundleNeedsAccount',
      'bundleNotForAdministrators',
      'unknownBundle',
      'bundleExpired',
      'bundleUsedUp',
      'bundleAlreadyRedeemed',
    ],
  },
  'GET /api/bundles/v1/admin/Bundles': {
    operationId: 'ListBundles',
    description: 'Administrators and shadow administrators: every bundle with its redemptions so far.',
    auth: 'bearer',
    refusals: [adminOnly],
  },
  'POST /api/bundles/v1/admin/Bundles': {
    operationId: 'CreateBundle',
    description:
      'Administrators only. The code is kept in upper case; the bundle must grant at least one credit or ' +
      'premium day; `maxRedemptions` and `expiresAt` are optional (no limit, never expires).',
    auth: 'bearer',
    refusals: [adminOnly, 'bundleCodeTaken', 'bundleGrantsNothing', 'bundleAlreadyExpired'],
  },

  // --- Feedback (docs/help-and-policies.md) --------------------------------------------------------------------
  'POST /api/feedback/v1/Feedback': {
    operationId: 'SendFeedback',
    description:
      'Anyone, signed in or not, after the captcha check. `email` is required unless the caller is signed ' +
      'in with an address (it defaults to the account’s). The message is stored for the administrators and ' +
      'the sender gets a receipt that repeats nothing they typed. Limited per client and per address.',
    auth: 'optional',
    refusals: ['captchaFailed'],
  },
  'GET /api/feedback/v1/admin/Feedback': {
    operationId: 'ListFeedback',
    description: 'Administrators and shadow administrators: the Contact Us messages, newest first, paged.',
    auth: 'bearer',
    refusals: [adminOnly],
  },

  // --- Memberships and payments (docs/payments.md) ------------------------------------------------------------
  'GET /api/memberships/v1/Plan': {
    operationId: 'GetPremiumPlan',
    description:
      'The price in cents (2 decimals) and ISO 4217 currency, and the period (PREMIUM_* settings).',
    auth: 'none',
    refusals: [],
  },
  'POST /api/memberships/v1/Checkout': {
    operationId: 'StartCheckout',
    description:
      'Players, and PremiumPlayers whose premium comes from bundle days. At most one checkout is open per ' +
      'player: a second call (a second tab) answers the same one. The browser goes to `url` to pay.',
    auth: 'bearer',
    refusals: ['accountGone', 'guestHasNoMembership', 'administratorHasNoMembership', 'alreadySubscribed'],
  },
  'POST /api/memberships/v1/CheckoutResult': {
    operationId: 'GetCheckoutResult',
    description:
      'The success page asks how its checkout ended (`open` while the provider’s event is on its way). When ' +
      'the payment changed the caller’s role, `session` carries new session tokens that replace the current ' +
      'ones (the role is in the bearer token).',
    auth: 'bearer',
    refusals: ['unknownCheckout'],
  },
  'GET /api/memberships/v1/Subscription': {
    operationId: 'GetMySubscription',
    description:
      'The live subscription (else the latest), the payment history (newest first) and bundle premium.',
    auth: 'bearer',
    refusals: [],
  },
  'PUT /api/memberships/v1/Subscription/Cancel': {
    operationId: 'CancelSubscription',
    description: 'Ends the subscription at the end of the period paid for; premium lasts until then.',
    auth: 'bearer',
    refusals: ['noSubscription'],
  },
  'PUT /api/memberships/v1/Subscription/Resume': {
    operationId: 'ResumeSubscription',
    description: 'Undoes a cancel before the period ends: the subscription renews again.',
    auth: 'bearer',
    refusals: ['noSubscription'],
  },
  'POST /api/memberships/v1/Subscription/Portal': {
    operationId: 'OpenPaymentPortal',
    description:
      'Stripe’s customer portal for the live subscription: the browser goes to `url` to change the card and ' +
      'comes back to the subscriptions page. A subscription of the local provider has no card (noPaymentPortal).',
    auth: 'bearer',
    refusals: ['noSubscription', 'noPaymentPortal'],
  },
  'POST /api/memberships/v1/Webhook/{provider}': {
    operationId: 'PaymentsWebhook',
    description:
      'The payment provider’s signed events. A body or signature that does not verify is invalidWebhook and ' +
      'changes nothing; each event is applied once by its id (`applied: false` for a replay).',
    auth: 'none',
    refusals: ['invalidWebhook'],
  },
  'GET /api/memberships/v1/local/checkout/{checkoutId}': {
    operationId: 'LocalCheckoutPage',
    description: 'The local provider’s checkout page (PAYMENTS_PROVIDER=local): Pay, Decline, Cancel.',
    auth: 'none',
    refusals: ['unknownCheckout'],
  },
  'POST /api/memberships/v1/local/checkout/{checkoutId}': {
    operationId: 'LocalCheckoutChoice',
    description:
      'The local checkout page’s form: the choice becomes the signed event a provider would send, through ' +
      'the webhook handler; then 303 to the success page, the checkout again (declined) or the cancel page.',
    auth: 'none',
    refusals: ['unknownCheckout', 'foreignOrigin'],
  },

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
