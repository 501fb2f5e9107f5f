import { describe, it } from 'vitest';
import { tokenRefreshMachine } from '#machines/token-refresh.machine.ts';
import { checkRow, type SpecRow } from './spec-table.ts';

// The spec's 401 handling (product-spec §4 "On 401", §7 PUT jwt/refreshToken, POST easy/signIn, §8): the
// token is refreshed once; if the refresh fails the cookies are cleared. Then the 401 handler logs out:
// an anonymous user is signed in again via easy sign-in and the page reloads; others get a virtual
// logout.

const refresh = { type: 'REFRESH' } as const;
const unauthorized = (session: string) => ({ type: 'UNAUTHORIZED', session });
const tokens = { bearerToken: 'b-2', refreshToken: 'r-2', loginId: 'u-1' };
const tokensJson = '{"bearerToken":"b-2","refreshToken":"r-2","loginId":"u-1"}';

const rows: SpecRow[] = [
  {
    name: 'nothing refused yet',
    steps: [],
    value: 'idle',
    context: { outcome: null },
    effects: [],
  },
  {
    name: 'a 401: one refresh',
    steps: [refresh],
    value: 'refreshing',
    context: { outcome: null },
    effects: ['call refreshTokens'],
  },
  {
    name: 'more 401s while refreshing share the one refresh',
    steps: [refresh, refresh, refresh],
    value: 'refreshing',
    context: { outcome: null },
    effects: ['call refreshTokens'],
  },
  {
    name: 'the refresh answers new tokens: stored, refreshed',
    steps: [refresh, { answer: 'refreshTokens', output: tokens }],
    value: 'idle',
    context: { outcome: 'refreshed' },
    effects: ['call refreshTokens', `storeTokens ${tokensJson}`],
  },
  {
    name: 'the refresh fails: the cookies cleared, failed',
    steps: [refresh, { fail: 'refreshTokens', error: new Error('expired') }],
    value: 'idle',
    context: { outcome: 'failed' },
    effects: ['call refreshTokens', 'clearSessionCookies'],
  },
  {
    name: 'a later 401 starts a new refresh, the last outcome forgotten',
    steps: [refresh, { fail: 'refreshTokens', error: new Error('expired') }, refresh],
    value: 'refreshing',
    context: { outcome: null },
    effects: ['call refreshTokens', 'clearSessionCookies', 'call refreshTokens'],
  },
  {
    name: 'a guest logged out by the 401 handler: signed in again with easy sign-in',
    steps: [unauthorized('guest')],
    value: 'signingGuestInAgain',
    context: { outcome: null },
    effects: ['call easySignIn'],
  },
  {
    name: 'the guest signed in again: the new tokens stored, the page reloaded',
    steps: [
      unauthorized('guest'),
      { answer: 'easySignIn', output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
    ],
    value: 'idle',
    context: { outcome: null },
    effects: ['call easySignIn', `storeTokens ${tokensJson}`, 'reloadPage'],
  },
  {
    name: 'a sign-in answer missing the refresh token and login id stores them empty',
    steps: [
      unauthorized('guest'),
      { answer: 'easySignIn', output: { status: 0, statusMessage: 'Logged in.', bearerToken: 'b-3' } },
    ],
    value: 'idle',
    context: { outcome: null },
    effects: [
      'call easySignIn',
      'storeTokens {"bearerToken":"b-3","refreshToken":"","loginId":""}',
      'reloadPage',
    ],
  },
  {
    name: 'the guest sign-in refused: a virtual logout',
    steps: [unauthorized('guest'), { answer: 'easySignIn', output: { status: 3, statusMessage: 'No.' } }],
    value: 'idle',
    context: { outcome: null },
    effects: ['call easySignIn', 'virtualLogout'],
  },
  {
    name: 'the guest sign-in fails: a virtual logout',
    steps: [unauthorized('guest'), { fail: 'easySignIn', error: new Error('offline') }],
    value: 'idle',
    context: { outcome: null },
    effects: ['call easySignIn', 'virtualLogout'],
  },
  {
    name: 'a player logged out by the 401 handler: a virtual logout, no call',
    steps: [unauthorized('player')],
    value: 'idle',
    context: { outcome: null },
    effects: ['virtualLogout'],
  },
  {
    name: 'a visitor without a session: nothing to log out',
    steps: [unauthorized('none')],
    value: 'idle',
    context: { outcome: null },
    effects: [],
  },
  {
    name: 'a 401 for the logout while a refresh is on its way waits for it',
    steps: [refresh, unauthorized('player')],
    value: 'refreshing',
    context: { outcome: null },
    effects: ['call refreshTokens'],
  },
  {
    name: 'a failed refresh then the handler for a guest',
    steps: [refresh, { fail: 'refreshTokens', error: new Error('expired') }, unauthorized('guest')],
    value: 'signingGuestInAgain',
    context: { outcome: 'failed' },
    effects: ['call refreshTokens', 'clearSessionCookies', 'call easySignIn'],
  },
];

describe('token refresh: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(tokenRefreshMachine, row),
  );
});
