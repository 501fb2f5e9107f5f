// The game's business constants (docs/product.md §9 and the code tables of §3-4), each stated once.
// Everything else reads them from here so a rule change is a one-line edit.
import { TWO_FACTOR_TOKEN_MINUTES } from '#core/auth-limits.ts';

/** How long each session cookie lives, in hours (fractions allowed: the two-factor token lives 15 min). */
export const cookieLifetimeHours = {
  bearer: 24,
  refresh: 192,
  login: 24,
  tfa: TWO_FACTOR_TOKEN_MINUTES / 60,
} as const;

/** Used when the settings file does not say otherwise. */
export const sessionTimeoutDefaultMinutes = 60;

/** How long the "Email not yet validated" button stays up after a failed validation check. */
export const incorrectStatusFlagMs = 2500;

/** The wait the server asks for after a 429; it is quoted in the throttle message. */
export const throttleSeconds = 30;

export const initialsMaxLetters = 3;
/** Guest display names end in digits; two letters keep the digits out of the avatar. */
export const initialsMaxLettersWithDigits = 2;

export const leagueCodeLength = 8;

export const touch = {
  tapTolerancePx: 10,
  holdMs: 400,
  swipeTolerancePx: 100,
} as const;

export const modalMaxWidthPx = 500;
export const dialogMaxWidthPx = 480;

export const toast = {
  defaultTimeoutMs: 4000,
  countdownTickMs: 80,
} as const;

export const snackbarDefaultMs = 5000;
/** A snackbar timeout meaning "stay until closed". */
export const snackbarNeverCloses = -1;

// dayjs tokens for the spec's dd/MM/yyyy and dd/MM/yyyy HH:mm.
export const dateFormat = 'DD/MM/YYYY';
export const dateTimeFormat = 'DD/MM/YYYY HH:mm';

export const currency = {
  symbol: '$',
  decimals: 2,
} as const;

/** A lazily loaded script chunk that has not arrived by then counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

export const build = {
  number: __BUILD_NUMBER__,
  date: __BUILD_DATE__,
} as const;

/** Prefix of local storage keys and session cookie names. */
export const appName = 'longshot';
export const defaultLanguage = 'en';
export const copyrightYear = 2025;

export const creditTypes = {
  BonusPoints: 1,
  Multiplier: 2,
  ExtraPrediction: 3,
} as const;
export type CreditType = (typeof creditTypes)[keyof typeof creditTypes];

// The contract's leaderboardPeriods, restated: a value import of the contract module here reshuffles the
// first page's chunks and costs 3 KB gzip (bench:bundle). A unit test holds the two equal.
export const periodKinds = {
  Daily: 0,
  Weekly: 1,
  Monthly: 2,
  Yearly: 3,
  Gameweek: 4,
  Season: 5,
} as const;

/** The contract's leagueVisibilities, restated for the same reason; the same test holds them equal. */
export const leagueVisibility = {
  public: 0,
  private: 1,
} as const;

// The session machines own these code tables (docs/product.md §3–4); the SPA reads the same ones by the spec's names.
export { signInStatus as signInResult } from '#machines/auth.types.ts';
export { guestStatus as guestUserStatus } from '#machines/guest-status.machine.ts';

export const marketTypes = {
  headToHead: 'h2h',
  totals: 'totals',
  outrights: 'outrights',
} as const;
