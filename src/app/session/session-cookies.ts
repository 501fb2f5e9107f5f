import type { SessionTokens } from '#core/contract/auth.ts';
import type { TwoFactorChallenge } from '#machines/auth.types.ts';
import { appName, cookieLifetimeHours } from '#src/lib/constants.ts';

/** The session credentials' cookies (docs/product.md §3): the product prefix plus Bearer, Refresh, Login, TFA. */
export const sessionCookieNames = {
  bearer: `${appName}Bearer`,
  refresh: `${appName}Refresh`,
  login: `${appName}Login`,
  tfa: `${appName}TFA`,
} as const;

/** Where the session's cookies live; the browser's document, or a fake in tests. */
export interface CookieJar {
  cookie: string;
}

export interface SessionCookies {
  bearerToken(): string | null;
  refreshToken(): string | null;
  loginId(): string | null;
  /** The second step of a sign-in still under way (its token lives 15 minutes). */
  twoFactorChallenge(): TwoFactorChallenge | null;
  storeSession(tokens: SessionTokens): void;
  storeTwoFactorChallenge(challenge: TwoFactorChallenge): void;
  clearTwoFactorChallenge(): void;
  /** Every session cookie goes. */
  clear(): void;
}

function read(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function createSessionCookies(jar: CookieJar | null, { secure }: { secure: boolean }): SessionCookies {
  const attributes = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  const write = (name: string, value: string, hours: number) => {
    if (jar)
      jar.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(hours * 3600)}${attributes}`;
  };
  const remove = (name: string) => {
    if (jar) jar.cookie = `${name}=; Max-Age=0${attributes}`;
  };
  const get = (name: string) => (jar ? read(jar, name) : null);

  return {
    bearerToken: () => get(sessionCookieNames.bearer),
    refreshToken: () => get(sessionCookieNames.refresh),
    loginId: () => get(sessionCookieNames.login),
    twoFactorChallenge() {
      const tfaToken = get(sessionCookieNames.tfa);
      const loginId = get(sessionCookieNames.login);
      return tfaToken && loginId ? { tfaToken, loginId } : null;
    },
    storeSession({ bearerToken, refreshToken, loginId }) {
      remove(sessionCookieNames.tfa);
      write(sessionCookieNames.bearer, bearerToken, cookieLifetimeHours.bearer);
      write(sessionCookieNames.refresh, refreshToken, cookieLifetimeHours.refresh);
      write(sessionCookieNames.login, loginId, cookieLifetimeHours.login);
    },
    storeTwoFactorChallenge({ tfaToken, loginId }) {
      // The token and whose it is live exactly as long as the server honours the token.
      write(sessionCookieNames.tfa, tfaToken, cookieLifetimeHours.tfa);
      write(sessionCookieNames.login, loginId, cookieLifetimeHours.tfa);
    },
    clearTwoFactorChallenge() {
      remove(sessionCookieNames.tfa);
      remove(sessionCookieNames.login);
    },
    clear() {
      Object.values(sessionCookieNames).forEach(remove);
    },
  };
}

/** This page's cookies; Secure whenever the page is served over https. */
export function browserSessionCookies(): SessionCookies {
  const available = typeof document !== 'undefined';
  return createSessionCookies(available ? document : null, {
    secure: available && document.location.protocol === 'https:',
  });
}
