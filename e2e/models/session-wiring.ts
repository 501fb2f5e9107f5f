import { fromPromise, waitFor, type EventObject } from 'xstate';
import type { AuthUser } from '#machines/auth.machine.ts';
import { authStatus, type AuthSnapshot } from '#machines/auth.views.ts';
import type { SimulatedPage } from './simulated-page.ts';

// The session's machines on one page load, made and wired exactly as src/app/session/session-system.ts
// does, with the effects of src/app/session/*-effects.ts writing this tab's storage and cookies. It
// mirrors that wiring: when session-system.ts changes, change this file too (the replay would otherwise
// count transitions the app no longer takes).

/** The deployment's public/config settings the session reads. */
export const deployments = {
  // settings.json + settings.dev.json: the development captcha signs visitors up as guests on load.
  dev: { anonymousSignUpToken: 'dev-captcha-ok', sessionTimeoutMinutes: 60 },
  // settings.qa.json: visitors stay signed out until they sign up.
  qa: { anonymousSignUpToken: null, sessionTimeoutMinutes: 30 },
} as const;
/** src/app/session/timeout-effects.ts sessionTimeoutWarningMs. */
const sessionTimeoutWarningMs = 60_000;

export const sessionMachines = [
  'auth',
  'guestStatus',
  'tokenRefresh',
  'sessionTimeout',
  'linkAccount',
  'cookieConsent',
];

interface Tokens {
  bearerToken: string;
  refreshToken: string;
  loginId: string;
}

/** What the tab keeps across page loads: local storage and the session cookies (docs/product.md §3). */
export class TabStorage {
  deployment: keyof typeof deployments = 'dev';
  path = '/';
  /** Absent (null) until a session begins here; false once one has ended. */
  authenticated: boolean | null = null;
  userContext: AuthUser | null = null;
  anonymousUser: { id: string; password: string } | null = null;
  cookieConsent: boolean | null = null;
  sessionCookies: Tokens | null = null;
  twoFactorCookies: { tfaToken: string; loginId: string } | null = null;

  storeSession(tokens: Tokens): void {
    this.sessionCookies = tokens;
    this.twoFactorCookies = null;
    this.authenticated = true;
  }

  clearCookies(): void {
    this.sessionCookies = null;
    this.twoFactorCookies = null;
  }
}

/** session-system.ts onUnauthorized: whose session a refused call belonged to, as the auth state says. */
export function sessionKind(page: SimulatedPage): 'guest' | 'player' | 'none' {
  const status = authStatus(page.actor('auth').getSnapshot() as AuthSnapshot);
  return status === 'anonymous' ? 'guest' : status === 'signedIn' ? 'player' : 'none';
}

/** session-system.ts createSessionSystem + start. */
/** What this page load brought besides what the tab keeps. */
interface PageLoad {
  /** The served copy of the cookie dialog was closed before the app started (its mark on `<html>`). */
  consentCopyClosed: boolean;
}

export function startSession(
  page: SimulatedPage,
  tab: TabStorage,
  load: PageLoad = { consentCopyClosed: false },
): void {
  const settings = deployments[tab.deployment];
  const send = (id: string, event: EventObject & Record<string, unknown>) => page.actor(id).send(event);

  page.create('guestStatus', {}, undefined);
  page.create(
    'tokenRefresh',
    {
      actions: {
        storeTokens: (_: unknown, tokens: Tokens) => tab.storeSession(tokens),
        clearSessionCookies: () => tab.clearCookies(),
        reloadPage: () => page.navigate(tab.path),
        virtualLogout: () => send('auth', { type: 'VIRTUAL_LOGOUT' }),
      },
    },
    undefined,
  );
  page.create(
    'sessionTimeout',
    { actions: { signOut: () => send('auth', { type: 'SIGN_OUT' }) } },
    { timeoutMs: settings.sessionTimeoutMinutes * 60_000, warningMs: sessionTimeoutWarningMs },
  );
  page.create('linkAccount', {}, undefined);
  page.create(
    'cookieConsent',
    {
      actions: {
        storeConsent: (_: unknown, { accepted }: { accepted: boolean }) => {
          tab.cookieConsent = accepted;
        },
      },
    },
    { consent: tab.cookieConsent, dismissed: load.consentCopyClosed },
  );
  page.create(
    'auth',
    {
      actors: {
        // refreshTokens: one REFRESH, then wait for the refresh machine to settle. It never rejects in
        // the SPA; a path may still fail it (a system step), to reach the machine's onError.
        refreshSession: fromPromise(({ signal }) => {
          const answered = page.waitForPath('auth:refreshSession', signal);
          const tokenRefresh = page.actor('tokenRefresh');
          tokenRefresh.send({ type: 'REFRESH' });
          void waitFor(tokenRefresh, (snapshot) => snapshot.matches('idle')).then(() => {
            const call = page.calls.get('auth:refreshSession');
            page.calls.delete('auth:refreshSession');
            call?.resolve(undefined);
          });
          return answered;
        }),
      },
      actions: {
        storeSession: (_: unknown, tokens: Tokens) => tab.storeSession(tokens),
        storeTwoFactorChallenge: (_: unknown, challenge: { tfaToken: string; loginId: string }) => {
          tab.twoFactorCookies = challenge;
        },
        clearTwoFactorChallenge: () => {
          tab.twoFactorCookies = null;
        },
        storeUser: (_: unknown, user: AuthUser) => {
          tab.userContext = user;
        },
        storeAnonymousUser: (_: unknown, credentials: { id: string; password: string }) => {
          tab.anonymousUser = credentials;
        },
        clearAnonymousUser: () => {
          tab.anonymousUser = null;
        },
        clearLocalSession: () => {
          tab.userContext = null;
          tab.authenticated = false;
        },
        clearSessionCookies: () => tab.clearCookies(),
        // Already in the sign-in app: loading it again would only repeat what just failed.
        redirectToSignIn: () => {
          if (!tab.path.startsWith('/auth/')) page.navigate('/auth/');
        },
        goToRoot: () => page.navigate('/'),
        guestStatusLoaded: (_: unknown, status: number) =>
          send('guestStatus', { type: 'STATUS_LOADED', status }),
      },
    },
    {
      authenticated: tab.authenticated === true,
      user: tab.userContext,
      hasAnonymousUser: tab.anonymousUser !== null,
      twoFactorChallenge: tab.twoFactorCookies,
      // anonymous-sign-up.ts: only a first visit is signed up on load, never a browser whose session ended.
      anonymousSignUpToken: tab.authenticated === false ? null : settings.anonymousSignUpToken,
    },
  );

  for (const id of ['guestStatus', 'tokenRefresh', 'sessionTimeout', 'linkAccount', 'cookieConsent'])
    page.actor(id).start();
  const auth = page.actor('auth');
  page.actor('linkAccount').on('convertEmailSent', () => send('guestStatus', { type: 'CONVERSION_STARTED' }));
  auth.subscribe((snapshot) => {
    const status = authStatus(snapshot as AuthSnapshot);
    if (status === 'loading') return; // in between: nothing has changed yet
    const live = status === 'anonymous' || status === 'signedIn';
    send('sessionTimeout', { type: live ? 'SESSION_STARTED' : 'SESSION_ENDED' });
    if (status !== 'anonymous' && status !== 'awaitingTwoFactor') send('guestStatus', { type: 'RESET' });
  });
  auth.start();
}
