// Bundle codes and what a bundle may grant (docs/bundles.md). Pure: the server, the CLI and the SPA use it.

/** A bundle code: 4 to 32 letters, digits or dashes, kept in upper case. */
export const BUNDLE_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/u;

/** At most this many credits of each type per bundle (a typo of 1000 is refused). */
export const BUNDLE_MAX_CREDITS = 20;

/** At most this many premium days per bundle (about a year). */
export const BUNDLE_MAX_PREMIUM_DAYS = 366;

/** The kept form of a typed code: trimmed and upper case, so that codes compare case-insensitively. */
export function normaliseBundleCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a typed code can be a bundle code at all (it may still match no bundle). */
export function isBundleCodeShaped(code: string): boolean {
  return BUNDLE_CODE_PATTERN.test(normaliseBundleCode(code));
}
