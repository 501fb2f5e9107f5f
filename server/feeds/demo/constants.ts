// Every tunable number of the demo feed, in one place. The tests read these rather than repeating them.

/** Share of match events postponed (announced a few hours before kick-off; never replayed in the demo). */
export const POSTPONEMENT_RATE = 0.01;
/** Share of completed match events whose score is corrected a while after the final whistle. */
export const CORRECTION_RATE = 0.01;
/**
 * Share of bookmaker markets carrying a bad quote, so the consensus filter has something to drop: either
 * one outcome priced exactly 1.0 (as seen in-play) or one outcome missing from the market.
 */
export const BAD_QUOTE_RATE = 0.004;

/** How far ahead odds() lists match events. */
export const ODDS_HORIZON_DAYS = 8;
/** Postponements are announced this long before kick-off (a uniform draw between the two). */
export const POSTPONEMENT_NOTICE_MINUTES = { min: 30, max: 360 } as const;
/** Corrections arrive this long after the final whistle (a uniform draw between the two). */
export const CORRECTION_DELAY_MINUTES = { min: 20, max: 360 } as const;

/** Bookmakers reprice every quarter of an hour, each at its own minute of the quarter. */
export const PRICE_UPDATE_MINUTES = 15;
/** Per-book, per-event jitter around each book's base margin (± this much). */
export const MARGIN_JITTER = 0.005;
/** Log-scale price noise: a lasting per-event part and a part that changes with every repricing. */
export const PRICE_NOISE = { lasting: 0.012, perUpdate: 0.006 } as const;
/** Outright margin of a book = OUTRIGHT_MARGIN.base + OUTRIGHT_MARGIN.perMatchMargin × its match margin. */
export const OUTRIGHT_MARGIN = { base: 0.12, perMatchMargin: 3 } as const;
/**
 * Every quoted market's booksum (Σ 1/price) lies in these bands, noise and rounding included; a quote that
 * would fall outside is requoted without noise. Bad quotes (above) are the only exception.
 */
export const MATCH_BOOKSUM_BAND = { min: 1.015, max: 1.11 } as const;
export const OUTRIGHT_BOOKSUM_BAND = { min: 1.12, max: 1.5 } as const;
/** Books offering a market leave it out this often (per event and book). */
export const MISSING_MARKET_RATE = { h2h: 0.02, totals: 0.12 } as const;
/** Fewest bookmakers quoting any event. */
export const MIN_BOOKMAKERS = 5;

/** Per-event form: a normal shift of the rating edge with this standard deviation (rating units). */
export const FORM_SD = 0.2;
/** How much a team's list position (the strength prior) weighs against the seed's own draw. */
export const PRIOR_WEIGHT = 0.85;
/** Outright runners are never rated below this probability, so the longest prices stay believable. */
export const OUTRIGHT_PROBABILITY_FLOOR = 0.002;
/** During a season under way, the eventual winner's log-odds drift up by this much at the end. */
export const OUTRIGHT_WINNER_DRIFT = 2.5;
/** Matches run this many minutes longer than their sport's usual length (a uniform draw from 0). */
export const DURATION_JITTER_MINUTES = 20;
