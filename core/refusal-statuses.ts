// The HTTP status each refusal code answers with, beside the catalogue (refusals.ts): the server throws a
// code and answers this status (server/http/http-error.ts), and the OpenAPI document lists the code under
// the same status (server/plugins/openapi-document.ts), so the two cannot drift apart.
import type { RefusalCode } from './refusals.ts';

/** The status a code answers unless the thrower names another; any code not listed answers 400. */
const statuses: { [C in RefusalCode]?: number } = {
  routeNotFound: 404,
  tooManyRequests: 429,
  internalError: 500,
  serviceUnavailable: 503,
  paymentProviderUnavailable: 503,
  unauthorized: 401,
  sessionEnded: 401,
  accountGone: 401,
  forbidden: 403,
  foreignOrigin: 403,
  missingCsrfHeader: 403,
  notJson: 403,
  emailNotValidated: 409,
  guestHasNoMembership: 409,
  administratorHasNoMembership: 409,
  alreadyPremium: 409,
  notPremium: 409,
  notYourGuest: 403,
  twoFactorNeedsPassword: 409,
  twoFactorAlreadyOn: 409,
  twoFactorNotSetUp: 409,
  twoFactorOff: 409,
  administratorKeepsTwoFactor: 403,
  dailyAlreadyPicked: 409,
  resultOfOutright: 409,
  matchNotStarted: 409,
  unknownPlayer: 404,
  statsNeedPremium: 403,
  // Leagues (docs/product.md §7).
  leaguesNeedAccount: 403,
  leagueNotFound: 404,
  wrongLeagueCode: 404,
  alreadyInLeague: 409,
  leagueCreateLimit: 409,
  leagueJoinLimit: 409,
  notLeagueOwner: 403,
  ownerCannotLeave: 409,
  cannotRemoveOwner: 409,
  notLeagueMember: 403,
  leagueMemberNotFound: 404,
  // Bundles (docs/bundles.md).
  bundleNeedsAccount: 409,
  bundleNotForAdministrators: 409,
  unknownBundle: 404,
  bundleExpired: 409,
  bundleUsedUp: 409,
  bundleAlreadyRedeemed: 409,
  bundleCodeTaken: 409,
  // The admin desk (docs/admin.md).
  guestRoleFixed: 409,
  cannotDemoteSelf: 409,
  fileTypeNotAllowed: 415,
  fileContentMismatch: 415,
  fileTooLarge: 413,
  unknownFile: 404,
  // Memberships and payments (docs/payments.md).
  alreadySubscribed: 409,
  noSubscription: 409,
  noPaymentPortal: 409,
  unknownCheckout: 404,
};

/** The status `code` answers (400 unless listed above). */
export function statusOf(code: RefusalCode): number {
  return statuses[code] ?? 400;
}
