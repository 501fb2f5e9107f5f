// The operations table (openapi-operations.ts), its services part: the admin desk, bundles, feedback, and
// memberships and payments.
import { adminOnly, type OperationDoc } from './openapi-operation-doc.ts';

export const serviceOperations: Record<string, OperationDoc> = {
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
  // --- The File Manager (docs/admin.md) ---------------------------------------------------------------------
  'GET /api/admin/v1/Files': {
    operationId: 'ListFiles',
    description:
      'Administrators and shadow administrators: the uploaded files by name (at most 1000; `truncated` says ' +
      'when more are stored), each with its size, type, upload time and its public URL, /files/{name}.',
    auth: 'bearer',
    refusals: [adminOnly],
  },
  'PUT /api/admin/v1/Files/{name}': {
    operationId: 'UploadFile',
    description:
      'Administrators only. The body is the file’s raw bytes with the image’s Content-Type (image/png, ' +
      'image/jpeg, image/webp or image/gif; no SVG), at most FILE_MAX_BYTES (2 MB by default). The name is a ' +
      'letter or digit, then letters, digits, - and _, then one lower-case extension of the type. The bytes ' +
      'are checked by their magic numbers: they, the Content-Type and the extension must agree. A file of the ' +
      'same name is replaced. Audited (uploadFile).',
    auth: 'bearer',
    rawBody: true,
    refusals: [adminOnly, 'invalidFileName', 'fileTypeNotAllowed', 'fileContentMismatch', 'fileTooLarge'],
  },
  'DELETE /api/admin/v1/Files/{name}': {
    operationId: 'DeleteFile',
    description: 'Administrators only. Audited (deleteFile).',
    auth: 'bearer',
    refusals: [adminOnly, 'invalidFileName', 'unknownFile'],
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
};
