import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `step` at first, then `step` more after each commit until all
 * are drawn (issue #18). A play day's 20 match cards committed at once were one long task of ~460 ms on
 * Lighthouse's mid-range phone; a few cards a commit, each in a transition started from a timer, let the
 * browser paint the first cards and answer input between the commits. Raising `total` ("Show more")
 * draws the new items the same way; lowering it draws fewer at once.
 */
export function useDrawnInSteps(total: number, step: number): number {
  const [drawn, setDrawn] = useState(step);
  // Never fewer than a step: a list mounted empty draws its first items with them, not a commit later.
  const shown = Math.min(Math.max(drawn, step), total);
  useEffect(() => {
    if (shown >= total) return undefined;
    // A timer, not the effect itself: the browser paints and runs input between two commits.
    const timer = setTimeout(() => startTransition(() => setDrawn(shown + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
