import { createContext, use } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '#machines/auth.machine.ts';
import type { cookieConsentMachine } from '#machines/cookie-consent.machine.ts';
import type { guestStatusMachine } from '#machines/guest-status.machine.ts';

/** The session's running machines that screens read and drive (app/session creates and runs them). */
export interface SessionActors {
  auth: ActorRefFrom<typeof authMachine>;
  guestStatus: ActorRefFrom<typeof guestStatusMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
}

/** The account dialogs the session shows, which screens and the drawer open. */
export interface AccountDialogs {
  openLinkAccount(): void;
  openLogoutPermanently(): void;
  openCookieConsent(): void;
}

export interface SessionContextValue {
  actors: SessionActors;
  dialogs: AccountDialogs;
}

/** Provided by app/session/SessionProvider.tsx, which runs the session for the app. */
export const SessionContext = createContext<SessionContextValue | null>(null);

function useSessionContext(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('The session hooks must be used inside <SessionProvider>.');
  return value;
}

/** The session's machines, for the views that select from them directly (cookie consent, useAuth). */
export function useSessionActors(): SessionActors {
  return useSessionContext().actors;
}

export function useAccountDialogs(): AccountDialogs {
  return useSessionContext().dialogs;
}
