// Every refusal the API can answer, under a stable code, with the English sentence it carries as a
// function of the code's parameters. The server sends `{ code, params, message }` (core/contract/errors.ts);
// the SPA picks its words from the code (through Lingui), so the spec's exact texts still show. Each text
// lives here once: the rules engine, the server and the tests read it from this catalogue.
//
// Parameters are flat records of strings and numbers so that they travel in JSON and in the OpenAPI
// document as they are. A code without parameters has a function without arguments.

type CreditTypeName = 'BonusPoints' | 'Multiplier' | 'ExtraPrediction';

const creditTypeLabels: Record<CreditTypeName, string> = {
  BonusPoints: 'bonus points',
  Multiplier: 'multiplier',
  ExtraPrediction: 'extra prediction',
};

/** The rules a password can break (server/identity/password-policy.ts), in the order the SPA lists them. */
export type PasswordProblemKind =
  'tooShort' | 'tooLong' | 'digit' | 'nonAlphanumeric' | 'uppercase' | 'lowercase' | 'uniqueChars' | 'common';

export interface PasswordRuleParams {
  requiredLength: number;
  maximumLength: number;
  requiredUniqueChars: number;
}

/** One broken password rule's sentence (docs/product.md §5: the SPA's rule texts). */
export function passwordProblemText(kind: PasswordProblemKind, rules: PasswordRuleParams): string {
  switch (kind) {
    case 'tooShort':
      return `The input field must contain at least ${rules.requiredLength} characters.`;
    case 'tooLong':
      return `The input field must contain less than ${rules.maximumLength + 1} characters.`;
    case 'digit':
      return 'The input field must contain at least one digit.';
    case 'nonAlphanumeric':
      return 'The input field must contain at least one special character.';
    case 'uppercase':
      return 'The input field must contain at least one capital letter.';
    case 'lowercase':
      return 'The input field must contain at least one non-capital character.';
    case 'uniqueChars':
      return `The input field must contain at least ${rules.requiredUniqueChars} unique characters.`;
    case 'common':
      return 'This password is too common. Please choose a less common one.';
  }
}

export const refusals = {
  // --- Any request -------------------------------------------------------------------------------------
  /** 400 (or another 4xx fastify raises): the request failed its schema; `detail` says where and why. */
  invalidRequest: ({ detail }: { detail: string }) => detail,
  /** 404: no route answers this method and path. */
  routeNotFound: ({ method, path }: { method: string; path: string }) => `Route ${method} ${path} not found`,
  /** 429, with Retry-After. */
  tooManyRequests: () => 'Too many requests. Please try again in 30 seconds.',
  /** 500 and any other 5xx: never internals. */
  internalError: () => 'Internal Server Error',
  /** 503, with Retry-After: the database does not answer (an outage, a partition, a timeout). */
  serviceUnavailable: () => 'The service is unavailable for a moment. Please try again shortly.',

  // --- Signed in, allowed, same site ---------------------------------------------------------------------
  /** 401: no valid session or bearer token. */
  unauthorized: () => 'You are not signed in, or your session has ended. Please sign in.',
  /** 403: the role may not do this. */
  forbidden: () => 'You do not have permission to do this.',
  /** 401: the refresh token was refused (reused, revoked or expired). */
  sessionEnded: () => 'Your session has ended. Please sign in again.',
  /** 401: the signed-in account was deleted. */
  accountGone: () => 'This account no longer exists.',
  /** 403 (CSRF): a cross-site request. */
  foreignOrigin: () => 'This request came from another site and was refused.',
  /** 403 (CSRF): a state-changing request without the X-Requested-With header. */
  missingCsrfHeader: () =>
    'This request was refused: requests that change data must come from the Longshot app (X-Requested-With header missing).',
  /** 403 (CSRF): a request body that is not JSON. */
  notJson: () => 'This request was refused: its body must be JSON (Content-Type: application/json).',

  // --- Sign-up, sign-in, links, passwords -----------------------------------------------------------------
  captchaFailed: () => 'The captcha check failed. Please try again.',
  /** docs/product.md §8: what every e-mailed link answers when it is wrong, used or too old. */
  invalidLink: () => 'The URL is either invalid or has expired',
  /**
   * 400: the password breaks rules. `problems` lists the broken rules' kinds (PasswordProblemKind), comma
   * separated, in order; the numbers are the policy's, for the sentences that quote them.
   */
  weakPassword: ({ problems, ...rules }: { problems: string } & PasswordRuleParams) =>
    problems
      .split(',')
      .map((kind) => passwordProblemText(kind as PasswordProblemKind, rules))
      .join(' '),
  invalidCredentials: () => 'Invalid email or password.',
  invalidGuestCredentials: () => 'These guest credentials are not valid.',
  emailNotConfirmed: () =>
    'Please confirm your email address first: follow the link in the email we sent you.',
  lockedOut: () => 'This account is locked. Try again in 5 minutes.',
  invalidAuthenticatorCode: () => 'Invalid authenticator code.',
  invalidRecoveryCode: () => 'Invalid recovery code.',
  twoFactorExpired: () => 'Your sign-in has expired. Please sign in again.',
  signInFailed: () => 'Sign-in could not be completed. Please try again.',

  // --- Account -----------------------------------------------------------------------------------------
  wrongPassword: () => 'The current password is not correct.',
  currentPasswordRequired: () => 'Please enter your current password.',
  /** 409 */
  emailNotValidated: () => 'Please validate your e-mail address before setting a password.',
  /** 409 */
  guestHasNoMembership: () =>
    'Guest accounts cannot change membership. Link an e-mail address and set a password first.',
  /** 409 */
  administratorHasNoMembership: () => 'Administrator accounts have no membership.',
  /** 409 */
  alreadyPremium: () => 'You are already a premium member.',
  /** 409 */
  notPremium: () => 'You are not a premium member.',
  /** 403 */
  notYourGuest: () => 'Only your own guest account can be linked to an e-mail address.',
  /** 409 */
  twoFactorNeedsPassword: () =>
    'Link an e-mail address and set a password before turning on two-factor authentication.',
  /** 409 */
  twoFactorAlreadyOn: () =>
    'Two-factor authentication is already on. Turn it off first to use a new authenticator.',
  /** 409 */
  twoFactorNotSetUp: () => 'Start the set-up again: there is no authenticator key waiting to be confirmed.',
  /** 409 */
  twoFactorOff: () => 'Two-factor authentication is off.',
  wrongTwoFactorCode: () => 'The code is not valid. Enter the current code from your authenticator app.',
  /** 403 */
  administratorKeepsTwoFactor: () => 'Administrators must keep two-factor authentication on.',
  /** `types`: the unknown e-mail types, comma-and-space separated. */
  unknownEmailType: ({ types }: { types: string }) => `There is no e-mail type ${types}.`,

  // --- Weekly and outright picks (docs/product.md §7/§10 words alreadyInList and tooManyPicks) -----------------------
  alreadyInList: () => 'Cannot select - already in list',
  tooManyPicks: ({ max }: { max: number }) => `Too many choices; up to ${max} selections only.`,
  notCurrentGameweek: ({ current }: { current: string }) =>
    `Predictions can be saved for the current gameweek (${current}) only.`,
  /** 400, or 404 on the administrators' outright-winner route. */
  unknownEvent: ({ eventId }: { eventId: string }) => `There is no event ${eventId}.`,
  notInGameweek: ({ event, gameweek }: { event: string; gameweek: string }) =>
    `${event} is not in gameweek ${gameweek}.`,
  predictionStarted: ({ event }: { event: string }) =>
    `${event} has started: its prediction can no longer be changed.`,
  eventStarted: ({ event }: { event: string }) => `${event} has started: it can no longer be picked.`,
  noSuchMarket: ({ event, market }: { event: string; market: string }) =>
    `${event} has no ${market} market to pick from.`,
  notAnOutcome: ({ outcome, market, event }: { outcome: string; market: string; event: string }) =>
    `${outcome} is not an outcome of the ${market} market of ${event}.`,
  outcomeUnpriced: ({ outcome, event }: { outcome: string; event: string }) =>
    `${outcome} cannot be picked on ${event}: it has no price yet.`,
  notAnOutright: ({ event }: { event: string }) => `${event} is not an outright competition.`,
  seasonArchived: ({ event }: { event: string }) => `The season of ${event} is archived: it is read-only.`,
  outrightLocked: ({ event }: { event: string }) =>
    `${event} has locked: outright picks can no longer be changed.`,
  outrightPickLocked: () => 'This outright has locked: its pick can no longer be removed.',

  // --- Credits ---------------------------------------------------------------------------------------------
  noCredits: () => 'No credits available',
  /** `creditType`: BonusPoints, Multiplier or ExtraPrediction. */
  creditGameweekLimit: ({ max, creditType }: { max: number; creditType: CreditTypeName }) =>
    `Up to ${max} ${creditTypeLabels[creditType]} credits can be redeemed each gameweek.`,
  predictionLockedForCredits: () => 'This prediction has locked: credits can no longer be used on it.',
  alreadyMultiplied: () => 'This prediction already has a multiplier.',
  multiplierNeedsPrediction: () => 'Choose the prediction to use the multiplier on.',
  noSuchPrediction: () => 'You have no such prediction.',
  noMultiplierToUndo: () => 'This prediction has no multiplier to undo.',
  multiplierLocked: () => 'This prediction has locked: its multiplier can no longer be undone.',
  noExtraPredictionRedeemed: () => 'No extra prediction credit is redeemed this gameweek.',
  extraPredictionInUse: () => 'The extra prediction is in use: remove a prediction first to revoke it.',
  bonusPointsFinal: () => 'Bonus points cannot be undone once redeemed.',
  unknownCompetition: ({ competition }: { competition: string }) =>
    `There is no competition '${competition}'.`,

  // --- Daily challenge ---------------------------------------------------------------------------------
  noMatchToday: () => 'There is no match of the day today.',
  notTodaysMatch: () => "You can only pick today's match of the day.",
  matchStarted: () => "Today's match has started: picks are closed.",
  matchOff: () => "Today's match has been postponed or cancelled: picks are closed.",
  /** `choices`: the match's results, comma-and-space separated. */
  notTodaysOutcome: ({ outcome, choices }: { outcome: string; choices: string }) =>
    `"${outcome}" is not a result of today's match: pick ${choices}.`,
  dailyOutcomeUnpriced: ({ outcome }: { outcome: string }) =>
    `"${outcome}" has no odds yet and cannot be picked.`,
  dayOver: ({ day }: { day: string }) =>
    `The match of the day for ${day} can no longer change: that day is over.`,
  notThatDay: ({ day }: { day: string }) => `That event does not start on ${day} (UTC).`,
  dailyEventStarted: () => 'That event has already started: players could no longer pick it.',
  noHeadToHeadOdds: () => 'That event has no head-to-head odds to pick from.',
  /** 409 */
  dailyAlreadyPicked: ({ day }: { day: string }) =>
    `Players have already picked the match of the day for ${day}: it can no longer change.`,

  // --- Administrators ------------------------------------------------------------------------------------
  eventHasNoRunners: ({ eventId }: { eventId: string }) =>
    `Event ${eventId} is not an outright competition: it has no runners.`,
  notARunner: ({ winner }: { winner: string }) => `"${winner}" is not a runner in this competition.`,
  /** 409 */
  resultOfOutright: ({ eventId }: { eventId: string }) =>
    `Event ${eventId} is an outright competition: enter its winner on the outrights desk.`,
  /** 409 */
  matchNotStarted: ({ eventId }: { eventId: string }) =>
    `Event ${eventId} has not started: it has no result to correct.`,
  /** 404 */
  unknownPlayer: ({ userId }: { userId: string }) => `No player ${userId}`,
  /** `in`: body or querystring, the part of the request that named it. */
  unknownCompetitionKey: ({ in: where, competition }: { in: string; competition: string }) =>
    `${where}/competition: unknown competition ${competition}`,
  unknownSeason: ({ season }: { season: string }) => `querystring/season: unknown season ${season}`,
  gameweekOrSeason: () => 'querystring: give a gameweek or a season, not both',
  grantAlreadyExpired: () => 'body/expiresAt: the credits would already have expired',

  /** 403: the additional stats are a premium player's; others see a preview and the way to upgrade. */
  statsNeedPremium: () => 'Additional stats are part of premium membership.',

  // --- Leagues -------------------------------------------------------------------------------------------
  /** 403: guests are offered to sign up instead. */
  leaguesNeedAccount: () => 'Leagues are for signed-up players. Sign up to create or join a league.',
  /** 404: no such league, or a private one the caller may not see (its existence is not revealed). */
  leagueNotFound: () => 'There is no such league, or you need its code to see it.',
  leagueNameInvalid: ({ min, max }: { min: number; max: number }) =>
    `A league name must be between ${min} and ${max} characters.`,
  /** The spec's `leagueCode` form text. */
  leagueCodeInvalid: () => 'The code provided does not match the format for a league joining code.',
  /** 404: a well-formed code that opens no league (it may have been changed by the league's owner). */
  wrongLeagueCode: () => 'No league has this code. Check it with the person who gave it to you.',
  /** 409 */
  alreadyInLeague: () => 'You are already a member of this league.',
  /** 409: `max` is the caller's role's limit. */
  leagueCreateLimit: ({ max }: { max: number }) => `You can create up to ${max} leagues.`,
  /** 409: `max` is the caller's role's limit (owned leagues count). */
  leagueJoinLimit: ({ max }: { max: number }) => `You can belong to up to ${max} leagues.`,
  /** 403 */
  notLeagueOwner: () => 'Only the owner of the league can do this.',
  /** 409 */
  ownerCannotLeave: () => 'The owner cannot leave the league: delete it instead.',
  /** 409 */
  cannotRemoveOwner: () => "The league's owner cannot be removed.",
  /** 403: the caller is not a member of this (public) league. */
  notLeagueMember: () => 'You are not a member of this league.',
  /** 404: the player named is not a member of the league. */
  leagueMemberNotFound: ({ userId }: { userId: string }) =>
    `Player ${userId} is not a member of this league.`,
  /** The league's scope names a sport that does not exist. */
  unknownSport: ({ sport }: { sport: string }) => `There is no sport '${sport}'.`,

  // --- Bundles (docs/bundles.md) ----------------------------------------------------------------------------
  /** 409: guests are offered to sign up first (bundles may give premium, which needs an account). */
  bundleNeedsAccount: () => 'Bundles are for signed-up players. Sign up to redeem this code.',
  /** 409: administrators' accounts hold no credits or membership. */
  bundleNotForAdministrators: () => 'Administrator accounts cannot redeem bundles.',
  /** 404: no bundle has this code. */
  unknownBundle: () => 'There is no bundle with this code. Check the code and try again.',
  /** 409 */
  bundleExpired: () => 'This bundle code has expired.',
  /** 409: its redemption limit is reached. */
  bundleUsedUp: () => 'This bundle code has been used up.',
  /** 409: each player redeems a code once. */
  bundleAlreadyRedeemed: () => 'You have already redeemed this bundle code.',
  /** 409: an administrator's new bundle takes a code in use. */
  bundleCodeTaken: ({ code }: { code: string }) => `A bundle with the code ${code} already exists.`,
  /** 400: a new bundle must grant at least one credit or premium day. */
  bundleGrantsNothing: () => 'body: a bundle must grant at least one credit or premium day',
  /** 400: a new bundle's expiry is not in the future. */
  bundleAlreadyExpired: () => 'body/expiresAt: the bundle would already have expired',

  // --- The admin desk (docs/admin.md) ----------------------------------------------------------------------
  /** 409: a guest's role is never changed, and nobody is made a guest (a guest converts to a player). */
  guestRoleFixed: () => "A guest's role cannot be changed, and nobody can be made a guest.",
  /** 409: an administrator cannot take their own administrator role away. */
  cannotDemoteSelf: () => 'Administrators cannot change their own role.',
  /** 400: a File Manager name outside the safe pattern (docs/admin.md): no path, no leading dot, one extension. */
  invalidFileName: () =>
    'The file name is not allowed: use up to 90 letters, digits, - and _, then one extension: .png, .jpg, .jpeg, .webp or .gif.',
  /** 415: an upload whose Content-Type is not one of the allowed image types. */
  fileTypeNotAllowed: () => 'Only PNG, JPEG, WebP and GIF images may be uploaded.',
  /** 415: the file's bytes are not the image its Content-Type and its name's extension say. */
  fileContentMismatch: () =>
    "The file's content does not match its type: its bytes, its Content-Type and its name's extension must all be the same image type.",
  /** 413: an upload past FILE_MAX_BYTES. */
  fileTooLarge: ({ maxBytes }: { maxBytes: number }) =>
    `The file is too large: at most ${maxBytes} bytes may be uploaded.`,
  /** 404: no stored file has this name. */
  unknownFile: () => 'There is no such file.',

  // --- Memberships and payments (docs/payments.md) ---------------------------------------------------------
  /** 409: a subscription of the player's lasts already (active, past due, or cancelled to its period's end). */
  alreadySubscribed: () => 'You already have a premium subscription.',
  /** 409: cancel or resume, and the player has no live subscription. */
  noSubscription: () => 'You have no premium subscription to change.',
  /** 409: Subscription/Portal, and the subscription's provider takes no card (local): nothing to change. */
  noPaymentPortal: () => 'Your subscription has no payment method to change here.',
  /** 503: deleting an account whose live subscription the provider could not be asked to cancel. */
  paymentProviderUnavailable: () =>
    'Your premium subscription could not be cancelled at the payment provider, so your account was not deleted. Please try again shortly.',
  /** 404: no checkout of the caller's has this id. */
  unknownCheckout: () => 'There is no such checkout.',
  /** 400: a webhook whose signature, time or body does not verify; nothing changed. */
  invalidWebhook: ({ reason }: { reason: string }) => `The webhook was refused: ${reason}.`,

  // --- Leaderboards ----------------------------------------------------------------------------------------
  boardNeedsScopeKey: ({ scope }: { scope: string }) =>
    `querystring/scopeKey: a ${scope} board needs the ${scope === 'sport' ? 'sport id' : 'competition key'}`,
  seasonBoardPerCompetition: () => 'querystring/scope: a Season board is per competition',
} as const satisfies Record<string, (params: never) => string>;

export type RefusalCode = keyof typeof refusals;

type ParamsOf<F> = F extends () => string
  ? Record<string, never>
  : F extends (params: infer P) => string
    ? P
    : never;

/** The parameters a code's sentence needs (an empty record for a code without any). */
export type RefusalParams<C extends RefusalCode> = ParamsOf<(typeof refusals)[C]>;

/** The refusals a sign-in step answers with (SignInResponse `code`, beside its statusMessage). */
export const signInRefusalCodes = [
  'lockedOut',
  'invalidCredentials',
  'invalidGuestCredentials',
  'emailNotConfirmed',
  'invalidAuthenticatorCode',
  'invalidRecoveryCode',
  'twoFactorExpired',
  'signInFailed',
] as const satisfies readonly RefusalCode[];
export type SignInRefusalCode = (typeof signInRefusalCodes)[number];

/** The codes whose sentence needs no parameters. */
export type BareRefusalCode = {
  [C in RefusalCode]: RefusalParams<C> extends Record<string, never> ? C : never;
}[RefusalCode];

/** `refusalMessage(code)` for a bare code, `refusalMessage(code, params)` otherwise. */
export type RefusalArgs<C extends RefusalCode> = C extends BareRefusalCode
  ? [params?: RefusalParams<C>]
  : [params: RefusalParams<C>];

/** One refusal, code and parameters together: narrowing on `code` types `params`. */
export type Refusal = { [C in RefusalCode]: { code: C; params: RefusalParams<C> } }[RefusalCode];

export const refusalCodes = Object.keys(refusals) as RefusalCode[];

/** The English sentence of a refusal. */
export function refusalMessage<C extends RefusalCode>(code: C, ...[params]: RefusalArgs<C>): string {
  const message = refusals[code] as (params: object) => string;
  return message(params ?? {});
}

/**
 * What a code's parameters are, in words, for the OpenAPI document (kept beside the catalogue so that a
 * new code with parameters needs its description).
 */
export const refusalParamDocs: { [C in RefusalCode]?: string } = {
  invalidRequest: 'detail: the failed check, e.g. "body/email: Invalid email address"',
  routeNotFound: 'method, path',
  weakPassword:
    'problems: the broken rules (tooShort, tooLong, digit, nonAlphanumeric, uppercase, lowercase, uniqueChars, common), comma separated; requiredLength, maximumLength, requiredUniqueChars',
  unknownEmailType: 'types: the unknown e-mail types, ", " separated',
  tooManyPicks: 'max: the predictions allowed this gameweek',
  notCurrentGameweek: 'current: the current gameweek id',
  unknownEvent: 'eventId',
  notInGameweek: 'event: the event name, gameweek',
  predictionStarted: 'event: the event name',
  eventStarted: 'event: the event name',
  noSuchMarket: 'event: the event name, market: the market key',
  notAnOutcome: 'outcome, market, event: the event name',
  outcomeUnpriced: 'outcome, event: the event name',
  notAnOutright: 'event: the event name',
  seasonArchived: 'event: the event name',
  outrightLocked: 'event: the event name',
  creditGameweekLimit:
    'max: the credits of this type per gameweek, creditType: BonusPoints, Multiplier or ExtraPrediction',
  unknownCompetition: 'competition: the key sent',
  notTodaysOutcome: 'outcome: the outcome sent, choices: the results, ", " separated',
  dailyOutcomeUnpriced: 'outcome',
  dayOver: 'day: YYYY-MM-DD',
  notThatDay: 'day: YYYY-MM-DD',
  dailyAlreadyPicked: 'day: YYYY-MM-DD',
  eventHasNoRunners: 'eventId',
  notARunner: 'winner: the runner sent',
  resultOfOutright: 'eventId',
  matchNotStarted: 'eventId',
  unknownPlayer: 'userId',
  unknownCompetitionKey: 'in: body or querystring, competition: the key sent',
  unknownSeason: 'season: the season id sent',
  boardNeedsScopeKey: 'scope: sport or competition',
  leagueNameInvalid: 'min, max: the allowed length of a league name',
  leagueCreateLimit: "max: the leagues the caller's role may create",
  leagueJoinLimit: "max: the leagues the caller's role may belong to",
  leagueMemberNotFound: 'userId',
  unknownSport: 'sport: the sport id sent',
  bundleCodeTaken: 'code: the code in its kept form',
  fileTooLarge: 'maxBytes: the largest upload allowed (FILE_MAX_BYTES)',
  invalidWebhook: 'reason: what did not verify (signature, timestamp, body)',
};

/**
 * The success sentences the SPA shows from a success body (beside its `message`): codes of their own, so
 * that a success never reads as a refusal.
 */
const notices = {
  bonusPointsRedeemed: () => 'Bonus points credit redeemed',
  multiplierRedeemed: () => 'Multiplier credit redeemed',
  /** docs/product.md §7. */
  extraPredictionRedeemed: () => 'Extra prediction credit redeemed',
  multiplierRevoked: () => 'Multiplier credit revoked',
  /** docs/product.md §7. */
  extraPredictionRevoked: () => 'Extra prediction credit revoked',
} as const satisfies Record<string, () => string>;

export type NoticeCode = keyof typeof notices;

export const noticeCodes = Object.keys(notices) as [NoticeCode, ...NoticeCode[]];

export function noticeMessage(code: NoticeCode): string {
  return notices[code]();
}
