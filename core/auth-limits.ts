// How long the steps of signing in last, for the server that issues the tokens and the browser that
// waits on them alike (docs/product.md §9).

/** A half-finished sign-in's two-factor token lives this long: the second factor is due within it. */
export const TWO_FACTOR_TOKEN_MINUTES = 15;
export const TWO_FACTOR_TOKEN_MS = TWO_FACTOR_TOKEN_MINUTES * 60_000;
