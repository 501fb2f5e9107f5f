import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from '#machines/cookie-consent.machine.ts';
import { useSessionActors } from './session-context.ts';

type ConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

interface CookieConsentView {
  /** true or false once the player chose; null while undecided. */
  consent: boolean | null;
  openSettings(): void;
}

function consentOf(snapshot: ConsentSnapshot): boolean | null {
  if (snapshot.matches('accepted')) return true;
  if (snapshot.matches('rejected')) return false;
  return null;
}

/** The player's cookie choice, as the cookie consent machine holds it (docs/product.md §4 "Cookie consent"). */
export function useCookieConsent(): CookieConsentView {
  const { cookieConsent } = useSessionActors();
  const consent = useSelector(cookieConsent, consentOf);
  return { consent, openSettings: () => cookieConsent.send({ type: 'OPEN_SETTINGS' }) };
}
