import { createActor, waitFor, type Subscription } from 'xstate';
import { authStatus, type AuthStatus } from '#machines/auth.views.ts';
import { cookieConsentMachine } from '#machines/cookie-consent.machine.ts';
import type { SessionKind } from '#machines/token-refresh.machine.ts';
import type { Analytics } from '#src/analytics/index.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { Settings } from '#src/config/settings.ts';
import type { AppStorage } from '#src/lib/storage.ts';
import type { PageLoader } from '#src/lib/services/page-loader.ts';
import { inspect } from '#src/lib/inspection.ts';
import { anonymousSignUpToken } from './anonymous-sign-up.ts';
import { provideAuth } from './auth-effects.ts';
import { choiceOnTheCopy, consentCopyClosed } from './consent-copy.ts';
import { provideGuestStatus, provideLinkAccount } from './guest-effects.ts';
import { provideTokenRefresh } from './refresh-effects.ts';
import { bindSessionHandlers } from './session-bridge.ts';
import { browserSessionCookies, type SessionCookies } from './session-cookies.ts';
import { provideSessionTimeout, sessionTimeoutWarningMs, type ActivityTarget } from './timeout-effects.ts';

export interface SessionDependencies {
  api: Pick<RequestLayer, 'request'>;
  storage: AppStorage;
  settings: Settings;
  pageLoader: PageLoader;
  analytics: Pick<Analytics, 'setConsent'>;
  cookies?: SessionCookies;
  activityTarget?: ActivityTarget | null;
  currentPath?: () => string;
}

/** The session's machines, wired together, running while the app is mounted. */
export function createSessionSystem({
  api,
  storage,
  settings,
  pageLoader,
  analytics,
  cookies = browserSessionCookies(),
  activityTarget = typeof window === 'undefined' ? null : window,
  currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname),
}: SessionDependencies) {
  const guestStatus = createActor(provideGuestStatus(api), { inspect });
  const refresh = () => refreshTokens();
  const auth = createActor(
    provideAuth({
      api,
      storage,
      cookies,
      pageLoader,
      currentPath,
      refreshSession: refresh,
      guestStatusLoaded: (status) => guestStatus.send({ type: 'STATUS_LOADED', status }),
    }),
    {
      inspect,
      input: {
        authenticated: storage.get('authenticated') === true,
        user: storage.get('userContext'),
        hasAnonymousUser: storage.get('anonymousUser') !== null,
        twoFactorChallenge: cookies.twoFactorChallenge(),
        anonymousSignUpToken: anonymousSignUpToken(settings, storage.get('authenticated')),
      },
    },
  );
  const tokenRefresh = createActor(
    provideTokenRefresh({
      api,
      storage,
      cookies,
      pageLoader,
      virtualLogout: () => auth.send({ type: 'VIRTUAL_LOGOUT' }),
    }),
    { inspect },
  );
  const sessionTimeout = createActor(
    provideSessionTimeout({ api, activityTarget, signOut: () => auth.send({ type: 'SIGN_OUT' }) }),
    {
      inspect,
      input: { timeoutMs: settings.sessionTimeoutMinutes * 60_000, warningMs: sessionTimeoutWarningMs },
    },
  );
  const linkAccount = createActor(
    provideLinkAccount({
      api,
      loginId: () => auth.getSnapshot().context.user?.userId ?? cookies.loginId(),
    }),
    { inspect },
  );
  const cookieConsent = createActor(
    cookieConsentMachine.provide({
      actions: {
        storeConsent: (_, { accepted }) => storage.set('cookieConsent', accepted),
        setAnalyticsConsent: (_, { accepted }) => analytics.setConsent(accepted),
      },
    }),
    {
      inspect,
      input: {
        consent: storage.get('cookieConsent'),
        dismissed: consentCopyClosed(),
      },
    },
  );

  /** One refresh for everyone asking meanwhile; true when it brought new tokens. */
  async function refreshTokens(): Promise<boolean> {
    tokenRefresh.send({ type: 'REFRESH' });
    const done = await waitFor(tokenRefresh, (snapshot) => snapshot.matches('idle'));
    return done.context.outcome === 'refreshed';
  }

  async function onUnauthorized(): Promise<void> {
    const status = authStatus(auth.getSnapshot());
    const kinds: Partial<Record<AuthStatus, SessionKind>> = { anonymous: 'guest', signedIn: 'player' };
    tokenRefresh.send({ type: 'UNAUTHORIZED', session: kinds[status] ?? 'none' });
    await waitFor(tokenRefresh, (snapshot) => snapshot.matches('idle'));
  }

  const subscriptions: Subscription[] = [];
  let unbind: (() => void) | null = null;

  function start() {
    [guestStatus, tokenRefresh, sessionTimeout, linkAccount, cookieConsent].forEach((actor) => actor.start());
    const onTheCopy = choiceOnTheCopy(
      cookieConsent.getSnapshot().matches({ undecided: 'dialogOpen' }),
      storage,
    );
    if (onTheCopy) cookieConsent.send(onTheCopy);
    subscriptions.push(
      linkAccount.on('convertEmailSent', () => guestStatus.send({ type: 'CONVERSION_STARTED' })),
      auth.subscribe((snapshot) => {
        const status = authStatus(snapshot);
        if (status === 'loading') return; // in between: nothing has changed yet
        const live = status === 'anonymous' || status === 'signedIn';
        sessionTimeout.send({ type: live ? 'SESSION_STARTED' : 'SESSION_ENDED' });
        // A guest who starts a two-factor sign-in and cancels it is still the same guest: keep its status.
        if (status !== 'anonymous' && status !== 'awaitingTwoFactor') guestStatus.send({ type: 'RESET' });
      }),
    );
    unbind = bindSessionHandlers({ refreshToken: refreshTokens, onUnauthorized });
    auth.start();
  }

  function stop() {
    unbind?.();
    subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
    [auth, guestStatus, tokenRefresh, sessionTimeout, linkAccount, cookieConsent].forEach((actor) =>
      actor.stop(),
    );
  }

  let holders = 0;
  let state: 'idle' | 'running' | 'stopped' = 'idle';
  return {
    auth,
    guestStatus,
    tokenRefresh,
    sessionTimeout,
    linkAccount,
    cookieConsent,
    /**
     * Starts the system for a holder (the mounted provider); the last holder's release stops it.
     * The stop waits a microtask, so React's StrictMode remount (release, then retain at once) keeps
     * one running system instead of stopping it and starting every load call again.
     */
    retain(): () => void {
      holders += 1;
      if (state === 'idle') {
        state = 'running';
        start();
      }
      return () => {
        holders -= 1;
        queueMicrotask(() => {
          if (holders === 0 && state === 'running') {
            state = 'stopped';
            stop();
          }
        });
      };
    },
  };
}

export type SessionSystem = ReturnType<typeof createSessionSystem>;
