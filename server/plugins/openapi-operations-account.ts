// The operations table (openapi-operations.ts), its account part: api/account/v1.
import type { OperationDoc } from './openapi-operation-doc.ts';

const reauthenticated = ['currentPasswordRequired', 'wrongPassword'] as const;

export const accountOperations: Record<string, OperationDoc> = {
  'GET /api/account/v1/WhoAmI': {
    operationId: 'WhoAmI',
    description: "The caller's id, role, names and guest status: what the SPA keeps about the user.",
    auth: 'bearer',
    refusals: ['accountGone'],
  },
  'GET /api/account/v1/MyInfo': {
    operationId: 'MyInfo',
    description:
      "The account settings screen's details: e-mail, display name, two-factor and recovery codes left.",
    auth: 'bearer',
    refusals: ['accountGone'],
  },
  'GET /api/account/v1/myUserStatus': {
    operationId: 'MyUserStatus',
    description: "A guest's conversion status: 1 anonymous, 2 e-mail sent, 3 e-mail validated; 0 for others.",
    auth: 'bearer',
    refusals: ['accountGone'],
  },
  'PUT /api/account/v1/DisplayName': {
    operationId: 'SetDisplayName',
    description:
      'The name is stored NFC-normalised and trimmed: 2 to 30 characters, without control, format (bidi, ' +
      'zero-width) or unpaired surrogate characters; a refused one is invalidRequest naming the rule.',
    auth: 'bearer',
  },
  'GET /api/account/v1/ConversionInProgress': {
    operationId: 'ConversionInProgress',
    description: 'Lets the SPA say "check your e-mail" to a guest who started ConvertAccount.',
    auth: 'bearer',
    refusals: ['accountGone'],
  },
  'POST /api/account/v1/ConvertAccount': {
    operationId: 'ConvertAccount',
    description:
      'The caller must be the guest named by `loginId`. An address another account owns gets the same ' +
      'answer, and its owner no e-mail, so neither learns of the other.',
    auth: 'bearer',
    refusals: ['accountGone', 'notYourGuest'],
  },
  'POST /api/account/v1/ValidateEmailAddress': {
    operationId: 'ValidateEmailAddress',
    description:
      "Needs no session: the link's LoginId and Value prove the person. A wrong, used or expired link, " +
      'or an address taken since, is invalidLink. The guest then sets a password with ChangePassword.',
    auth: 'none',
    refusals: ['invalidLink'],
  },
  'PUT /api/account/v1/ChangePassword': {
    operationId: 'ChangePassword',
    description:
      'A permanent account gives its current password; a guest whose address is validated sets its first ' +
      'one and becomes a Player. Every session ends; the answer carries the new one.',
    auth: 'bearer',
    refusals: ['accountGone', 'emailNotValidated', ...reauthenticated, 'weakPassword'],
  },
  'PUT /api/account/v1/UpgradeToPremium': {
    operationId: 'UpgradeToPremium',
    description:
      'Premium is paid for (docs/payments.md): this starts a checkout, as POST memberships/v1/Checkout, and ' +
      'answers where the browser pays. The role changes when the payment is made.',
    auth: 'bearer',
    refusals: [
      'accountGone',
      'guestHasNoMembership',
      'administratorHasNoMembership',
      'alreadyPremium',
      'alreadySubscribed',
    ],
  },
  'PUT /api/account/v1/DowngradeToStandard': {
    operationId: 'DowngradeToStandard',
    description:
      'Cancels the premium subscription at the end of the period paid for, as PUT Subscription/Cancel; ' +
      'the role stays PremiumPlayer until then. Premium from bundle days cannot be cancelled ' +
      '(noSubscription); a PremiumPlayer with neither (the free switch before payments) is a Player at once.',
    auth: 'bearer',
    refusals: ['guestHasNoMembership', 'administratorHasNoMembership', 'notPremium', 'noSubscription'],
  },
  'DELETE /api/account/v1': {
    operationId: 'DeleteAccount',
    description:
      'Needs the password again (`token`), or with two-factor on the authenticator’s current code. The ' +
      'e-mail, display name, password, sessions, two-factor secrets and e-mail preferences go; the picks, ' +
      'points and standings stay under the name Deleted player. Owned leagues pass to their oldest member, ' +
      'or go when empty; memberships end. A live premium subscription is cancelled at its period end ' +
      'first; when the payment provider cannot be asked, 503 `paymentProviderUnavailable` and nothing is deleted.',
    auth: 'bearer',
    refusals: ['accountGone', ...reauthenticated, 'paymentProviderUnavailable'],
  },
  'GET /api/account/v1/EmailPreferences': {
    operationId: 'GetEmailPreferences',
    description: 'Ids from StaticLookups Emails.',
    auth: 'bearer',
    refusals: ['accountGone'],
  },
  'PUT /api/account/v1/emailPreferences': {
    operationId: 'SetEmailPreferences',
    description:
      'Every id must be an e-mail type of StaticLookups Emails (unknownEmailType names the others).',
    auth: 'bearer',
    refusals: ['unknownEmailType'],
  },
  'PUT /api/account/v1/emailPreferences/unsubscribeAll': {
    operationId: 'UnsubscribeAll',
    description: 'Kept apart from the per-type choices, which stay as they were.',
    auth: 'bearer',
  },
  'PUT /api/account/v1/emailPreferences/reminderLeadTime': {
    operationId: 'SetReminderLeadTime',
    description:
      "Whole hours, 1 to 168 (default 24): how long before the gameweek's first kick-off the weekly " +
      'reminder goes (docs/player-emails.md).',
    auth: 'bearer',
  },
  'PUT /api/account/v1/{userId}/emailPreferences/autoUnsubscribeAll': {
    operationId: 'AutoUnsubscribeAll',
    description:
      "Needs no session: the e-mail's signed `token` names the player. A wrong token is invalidLink.",
    auth: 'none',
    refusals: ['invalidLink'],
  },
  'POST /api/account/v1/{userId}/emailPreferences/oneClickUnsubscribe': {
    operationId: 'OneClickUnsubscribe',
    description:
      'Called by mail providers (RFC 8058) with a form body `List-Unsubscribe=One-Click`, outside the CSRF ' +
      "guard; the e-mail's signed `token` names the player. A wrong token is invalidLink.",
    auth: 'none',
    csrf: false,
    refusals: ['invalidLink'],
  },
  'GET /api/account/v1/{userId}/emailPreferences/oneClickUnsubscribe': {
    operationId: 'OpenOneClickUnsubscribe',
    description:
      'Changes nothing (link scanners open links): redirects (303) to the page where the player confirms.',
    auth: 'none',
    refusals: ['invalidLink'],
  },
  'GET /api/account/v1/TwoFactor': {
    operationId: 'GetTwoFactor',
    description: 'For the security settings screen.',
    auth: 'bearer',
    refusals: ['accountGone'],
  },
  'POST /api/account/v1/TwoFactor/setup': {
    operationId: 'SetUpTwoFactor',
    description:
      'Also accepts the setup-only token an administrator without two-factor gets at sign-in. Guests have ' +
      'no password to protect (twoFactorNeedsPassword).',
    auth: 'bearer',
    refusals: ['accountGone', 'twoFactorNeedsPassword', 'twoFactorAlreadyOn'],
  },
  'POST /api/account/v1/TwoFactor/enable': {
    operationId: 'EnableTwoFactor',
    description:
      'Also accepts the setup-only token. Every other session ends; the answer carries a new one and the ' +
      'recovery codes, shown once.',
    auth: 'bearer',
    refusals: ['accountGone', 'twoFactorAlreadyOn', 'twoFactorNotSetUp', 'wrongTwoFactorCode'],
  },
  'POST /api/account/v1/TwoFactor/recoveryCodes': {
    operationId: 'RegenerateRecoveryCodes',
    description: 'Needs the password again.',
    auth: 'bearer',
    refusals: ['accountGone', 'twoFactorOff', ...reauthenticated],
  },
  'POST /api/account/v1/TwoFactor/disable': {
    operationId: 'DisableTwoFactor',
    description: 'Needs the password again; administrators must keep two-factor on.',
    auth: 'bearer',
    refusals: ['accountGone', 'administratorKeepsTwoFactor', 'twoFactorOff', ...reauthenticated],
  },
};
