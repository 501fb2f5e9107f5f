import type { RealStep, SystemEventDefinition } from './flow.ts';
import {
  adminUser,
  authEvent as auth,
  call,
  configureTwoFactor,
  playerUser,
  refuse,
  signInEvent as signIn,
  tokensFor,
} from './session-steps.ts';

// The auth machine's transitions no gesture can take yet (auth.model.ts): the unit-level replay takes
// them through these system events, and `npm run paths:coverage` says how many only it takes. Each
// says why; when a screen starts sending the event, it becomes a gesture of auth.model.ts instead.

/** A session ended here: a full load of the root, where no guest is signed up (anonymous-sign-up.ts). */
const signedOutAtRoot: RealStep[] = [{ load: '/' }];

export const authSystemEvents = {
  ADMIN_SETS_UP_TWO_FACTOR: {
    says: 'an administrator without two-factor signs in and sets it up',
    unitOnly:
      'e2e has no administrator account: admins are made by the admin:create CLI, which needs the database the e2e server holds.',
    real: [
      signIn,
      call('auth', 'basicSignIn', configureTwoFactor),
      auth('TOKENS_REPLACED', { tokens: tokensFor('admin-1') }),
      call('auth', 'whoAmI', adminUser),
      { load: '/' },
    ],
  },
  PLAYER_DELETES_ACCOUNT: {
    says: 'deletes the account',
    unitOnly: 'No screen offers to delete an account yet (docs/product.md §4 "Deactivate account").',
    real: [
      auth('DEACTIVATE', { token: 'the password' }),
      call('auth', 'deleteAccount'),
      call('auth', 'signOut'),
      ...signedOutAtRoot,
    ],
  },
  PLAYER_DELETE_FAILS: {
    says: 'tries to delete the account while the server fails',
    unitOnly: 'No screen offers to delete an account yet (docs/product.md §4 "Deactivate account").',
    real: [auth('DEACTIVATE', { token: 'the password' }), refuse('auth', 'deleteAccount', 'HTTP 500')],
  },
  GUEST_DELETES_ACCOUNT: {
    says: 'a guest deletes the account',
    unitOnly: 'No screen offers to delete an account yet (docs/product.md §4 "Deactivate account").',
    real: [
      auth('DEACTIVATE', { token: 'kept-in-this-browser' }),
      call('auth', 'deleteAccount'),
      ...signedOutAtRoot,
    ],
  },
  GUEST_DELETE_FAILS: {
    says: 'a guest tries to delete the account while the server fails',
    unitOnly: 'No screen offers to delete an account yet (docs/product.md §4 "Deactivate account").',
    real: [
      auth('DEACTIVATE', { token: 'kept-in-this-browser' }),
      refuse('auth', 'deleteAccount', 'HTTP 500'),
    ],
  },
  USER_RELOADED_WITHOUT_GESTURE: {
    says: 'the app reloads the user context (RELOAD_USER_CONTEXT)',
    unitOnly: 'Nothing in the SPA sends RELOAD_USER_CONTEXT yet.',
    real: [auth('RELOAD_USER_CONTEXT'), call('auth', 'whoAmI', playerUser)],
  },
  DISPLAY_NAME_REFRESH_REJECTED: {
    says: 'a display-name change whose session refresh rejects',
    unitOnly:
      "The SPA's refreshSession never rejects: it waits for the token refresh machine, whose failures are outcomes.",
    real: [
      auth('DISPLAY_NAME_CHANGED'),
      refuse('auth', 'refreshSession', 'refresh failed'),
      call('tokenRefresh', 'refreshTokens', tokensFor('player-1')),
      call('auth', 'whoAmI', playerUser),
    ],
  },
} satisfies Record<string, SystemEventDefinition<string>>;
