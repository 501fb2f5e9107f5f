/**
 * The cookie consent dialog in the served HTML (issue #18). Every new visitor's largest paint is the consent
 * dialog; drawn by the app it waited for all the app's JavaScript. The build captures the dialog as the app
 * draws it (scripts/prerender.ts); the server puts that copy in every page, and the script of
 * early-consent-script.ts in the head (server/http/early-consent.ts, its hash in the CSP); the app replaces
 * the copy when it first renders, with its own dialog in the same place.
 *
 * The script runs in the head, before the style sheets (a script after a pending style sheet would hold the
 * parser, and the first paint, until the sheet is in): a visitor who has already chosen is marked on `<html>`
 * and a style rule hides the copy from the first paint. Until the app takes over, the copy's buttons work: a
 * choice is stored as the app stores it (src/lib/storage.ts, the same key and JSON value), and a dismissal
 * is marked on `<html>`, which the consent machine's input reads, so the app's own dialog does not open again.
 */

/** Where the app keeps the choice: `storageKey('cookieConsent')` in src/lib/storage.ts (a test holds them equal). */
export const consentStorageKey = 'longshot.cookieConsent';

/** On `<html>` when the copy was dismissed (Close, Escape) before the app started. */
export const consentDismissedAttribute = 'data-consent-dismissed';

/** On each of the dialog's buttons: what pressing it chooses. */
export const consentChoiceAttribute = 'data-consent-choice';

export type ConsentChoice = 'accept' | 'reject' | 'close';
