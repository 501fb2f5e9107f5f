// Every number of the game's rules (docs/game-rules.md), in one place: the other game modules read
// them from here and never repeat them inline.

/** §1: predictions each player makes per gameweek before credits. */
export const WEEKLY_PREDICTIONS = 5;

/** §2: points if correct = this x the fair decimal odds (1 / p), before the clamp. */
export const POINTS_PER_FAIR_ODDS = 10;
export const MATCH_POINTS_MIN = 10;
export const MATCH_POINTS_MAX = 100;
/** §2 says only that outrights cap at 300; the floor is the same as for match markets. */
export const OUTRIGHT_POINTS_MIN = 10;
export const OUTRIGHT_POINTS_MAX = 300;

/** §3 default credit values. */
export const BONUS_POINTS_VALUE = 25;
export const MULTIPLIER_VALUE = 2;

/** §3: the most credits of each type one player redeems per gameweek. */
export const CREDITS_PER_GAMEWEEK = { BonusPoints: 1, Multiplier: 2, ExtraPrediction: 2 } as const;

/** §3: what a premium player is given at the start of each gameweek. */
export const PREMIUM_GAMEWEEK_GRANT = { Multiplier: 1, ExtraPrediction: 1 } as const;

/** §3: every this many consecutive correct daily-challenge picks earn one Multiplier. */
export const DAILY_STREAK_FOR_MULTIPLIER = 7;

/**
 * The fewest bookmakers a consensus may rest on. One book is that book's opinion, not a consensus; two
 * already average out one book's quirks, and a higher floor would leave totals and outrights unpickable
 * where the uk/eu regions carry only two or three books for them. The median resists one bad book from
 * three books on, which is the usual case for match markets.
 */
export const CONSENSUS_MIN_BOOKS = 2;

/**
 * The booksum (sum of 1 / price over one book's outcomes) a sane quote has. Below 1 the book offers a
 * sure profit: a stale or mistyped price, so it is dropped. Match markets above 1.25 (a 25 % margin) are
 * stale or in-play leftovers (docs/game-rules.md §2.2). Outright books carry far larger margins over
 * dozens of runners, so their ceiling is wider.
 */
export const MATCH_BOOKSUM = { min: 1, max: 1.25 } as const;
export const OUTRIGHT_BOOKSUM = { min: 1, max: 2.5 } as const;

// The texts the product specification fixes (docs/product.md §7/§10) live in the refusal catalogue
// (core/refusals.ts: alreadyInList, tooManyPicks, noCredits; notices extraPredictionRedeemed/Revoked).
