// Tie-breaks by text (an id, a name, a date): code-unit order, as `<` compares strings, so that no locale
// and no input order decides anything.

/** Negative when `a` sorts first, positive when `b` does, 0 for the same text. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
