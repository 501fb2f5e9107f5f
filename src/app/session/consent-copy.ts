import { consentDismissedAttribute } from '#core/contract/early-consent.ts';
import type { CookieConsentEvent } from '#machines/cookie-consent.machine.ts';
import type { AppStorage } from '#src/lib/storage.ts';

/** Whether the page's copy of the cookie dialog was closed before the app took over (core/contract/early-consent.ts). */
export function consentCopyClosed(root: Pick<Element, 'hasAttribute'> = document.documentElement): boolean {
  return root.hasAttribute(consentDismissedAttribute);
}

/**
 * What the visitor did on the page's copy of the cookie dialog after the consent machine read its input:
 * the app reads it while rendering, and the copy stays, clickable, until that render's commit replaces it.
 * Null when nothing was done there, or when the machine is no longer waiting on the dialog it opened.
 */
export function choiceOnTheCopy(
  stillOpen: boolean,
  storage: AppStorage,
  root: Pick<Element, 'hasAttribute'> = document.documentElement,
): CookieConsentEvent | null {
  if (!stillOpen) return null;
  const stored = storage.get('cookieConsent');
  if (stored !== null) return { type: stored ? 'ACCEPT_ALL' : 'REJECT_ALL' };
  return consentCopyClosed(root) ? { type: 'CLOSE' } : null;
}
