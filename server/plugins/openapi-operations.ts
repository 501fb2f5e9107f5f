// The operations table: for every route the API serves, keyed "METHOD /path" as the OpenAPI document
// names it, the call's operationId, what it does, who may call it and the refusals it answers.
// openapi-document.ts applies it to the document @fastify/swagger builds; a route without an entry is
// left without an operationId, which the lint refuses, and tests/server/openapi-operations.test.ts checks
// that the table and the routes match exactly and that each entry's `auth` is what the route does.
//
// Adding a route: add its entry here (or in the account, game, leagues or services part), then
// `npm run api:lint`.
import { accountOperations } from './openapi-operations-account.ts';
import { gameOperations } from './openapi-operations-game.ts';
import { leagueOperations } from './openapi-operations-leagues.ts';
import { serviceOperations } from './openapi-operations-services.ts';
import type { OperationDoc } from './openapi-operation-doc.ts';

const platformOperations: Record<string, OperationDoc> = {
  'GET /api/health': {
    operationId: 'GetHealth',
    description: 'For load balancers and monitors: 200 when the database answers, 503 when it does not.',
    auth: 'none',
  },

  // --- Auth ------------------------------------------------------------------------------------------------
  'GET /api/auth/v1/ping': {
    operationId: 'Ping',
    description: "The server's time; the SPA calls it to tell whether the server is reachable.",
    auth: 'none',
  },
  'POST /api/auth/v1/basic/signIn': {
    operationId: 'BasicSignIn',
    description:
      'A refused sign-in answers 200 with `status` 1 (Failure), its `statusMessage` and `code` (lockedOut, ' +
      'invalidCredentials, emailNotConfirmed, signInFailed); an account with two-factor gets `status` 2 and a `tfaToken` ' +
      'for basic/signIn/tfa or basic/signIn/recoveryCode; an administrator without two-factor gets a ' +
      'setup-only token (ConfigureTFA). Rate limited per address and per client.',
    auth: 'none',
  },
  'POST /api/auth/v1/basic/signIn/tfa': {
    operationId: 'BasicSignInTfa',
    description:
      'Completes a two-factor sign-in. A wrong or expired code answers 400 with a TwoFactorFailureBody ' +
      '(the SignInResponse and the error fields together; `code` invalidAuthenticatorCode, lockedOut, ' +
      'twoFactorExpired or signInFailed).',
    auth: 'none',
  },
  'POST /api/auth/v1/basic/signIn/recoveryCode': {
    operationId: 'BasicSignInRecoveryCode',
    description:
      'Completes a two-factor sign-in with a recovery code, which is then spent. A wrong one answers 400 ' +
      'with a TwoFactorFailureBody (`code` invalidRecoveryCode, lockedOut, twoFactorExpired or signInFailed).',
    auth: 'none',
  },
  'POST /api/auth/v1/easy/signIn': {
    operationId: 'EasySignIn',
    description:
      'Signs a guest in again with the id and password its browser kept from easy/signUp. Wrong ones answer ' +
      '200 with `status` 1 and `code` invalidGuestCredentials.',
    auth: 'none',
  },
  'POST /api/auth/v1/easy/signUp': {
    operationId: 'EasySignUp',
    description:
      'Creates a guest (GuestPlayer) after a captcha check and answers its session, id and generated ' +
      'password. Limited per client and per hour.',
    auth: 'none',
    refusals: ['captchaFailed'],
  },
  'POST /api/auth/v1/basic/signUp': {
    operationId: 'BasicSignUp',
    description:
      'Creates a Player after a captcha check and the password rules, and e-mails the confirmation link. A ' +
      'taken address gets the same 202 (its owner is told by e-mail), so the form reveals no account.',
    auth: 'none',
    refusals: ['captchaFailed', 'weakPassword'],
  },
  'POST /api/auth/v1/ConfirmEmail': {
    operationId: 'ConfirmEmail',
    description: "The confirmation link's userId and token; a wrong, used or expired link is invalidLink.",
    auth: 'none',
    refusals: ['invalidLink'],
  },
  'POST /api/auth/v1/captcha/test': {
    operationId: 'CaptchaTest',
    description: 'Answers `success` false for a refused token rather than an error.',
    auth: 'none',
  },
  'GET /api/auth/v1/PasswordRequirements': {
    operationId: 'GetPasswordRequirements',
    description:
      'The length and character rules the sign-up, reset and change forms show and the server checks.',
    auth: 'none',
  },
  'POST /api/auth/v1/ForgotPassword': {
    operationId: 'ForgotPassword',
    description:
      'After a captcha check, e-mails a reset link (valid 1 hour) when the address has an account; the ' +
      'answer is the same either way.',
    auth: 'none',
    refusals: ['captchaFailed'],
  },
  'POST /api/auth/v1/ResetPassword': {
    operationId: 'ResetPassword',
    description:
      "The reset link's userId and token with the new password; every session of the account ends. A " +
      'wrong, used or expired link is invalidLink.',
    auth: 'none',
    refusals: ['weakPassword', 'invalidLink'],
  },
  'PUT /api/auth/v1/jwt/refreshToken': {
    operationId: 'RefreshToken',
    description:
      'Each refresh token works once; presenting a used one ends its whole session (sessionEnded), as ' +
      'does an expired or signed-out one.',
    auth: 'none',
    refusals: ['sessionEnded'],
  },
  'POST /api/auth/v1/signout': {
    operationId: 'SignOut',
    description: "Revokes this session's refresh tokens; its bearer tokens stop working at once.",
    auth: 'bearer',
  },

  // --- Static lookups ----------------------------------------------------------------------------------------
  'GET /api/StaticLookups/v1/Emails': {
    operationId: 'GetEmails',
    description: 'The ids EmailPreferences and emailPreferences speak of.',
    auth: 'none',
  },
  'GET /api/StaticLookups/v1/Sports': {
    operationId: 'GetSports',
    description: '`isActive=1` lists only the active sports.',
    auth: 'none',
  },
  'GET /api/StaticLookups/v1/AllSportsAndCompetitions': {
    operationId: 'GetAllSportsAndCompetitions',
    description: 'Inactive ones included, for screens that show history.',
    auth: 'none',
  },
  'GET /api/StaticLookups/v1/ActiveSportsAndCompetitions': {
    operationId: 'GetActiveSportsAndCompetitions',
    description: "The drawer's list, under `data`.",
    auth: 'none',
  },
  'GET /api/StaticLookups/v1/OutrightSportsAndCompetitions': {
    operationId: 'GetOutrightSportsAndCompetitions',
    description: 'For the outright picks screen.',
    auth: 'none',
  },

  // --- Development aids (DEV_OUTBOX, CLOCK_CONTROL: never in production) ---------------------------------------
  // Each answers a client not on this machine as if it did not exist: 404 routeNotFound (server/http/loopback.ts).
  'GET /api/dev/outbox': {
    operationId: 'ListOutbox',
    description:
      'Registered only with DEV_OUTBOX on; `to` keeps one recipient. The end-to-end tests follow the links.',
    auth: 'none',
    refusals: ['routeNotFound'],
  },
  'GET /api/dev/outbox/page': {
    operationId: 'OutboxPage',
    description: 'Registered only with DEV_OUTBOX on: an HTML page, not JSON.',
    auth: 'none',
    refusals: ['routeNotFound'],
  },
  'GET /api/dev/clock': {
    operationId: 'GetClock',
    description: 'Registered only with CLOCK_CONTROL on.',
    auth: 'none',
    refusals: ['routeNotFound'],
  },
  'POST /api/dev/clock/advance': {
    operationId: 'AdvanceClock',
    description: 'Registered only with CLOCK_CONTROL on; answers the new time.',
    auth: 'none',
    refusals: ['routeNotFound'],
  },
  'POST /api/dev/credits': {
    operationId: 'GrantMyselfCredits',
    description: 'Registered only with CLOCK_CONTROL on: the caller gets credits of a type.',
    auth: 'bearer',
    refusals: ['routeNotFound'],
  },
};

export const operationDocs: Record<string, OperationDoc> = {
  ...platformOperations,
  ...accountOperations,
  ...gameOperations,
  ...leagueOperations,
  ...serviceOperations,
};
