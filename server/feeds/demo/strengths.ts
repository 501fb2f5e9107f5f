// Team and player strengths, deterministic from the seed: a prior from the roster's order (strongest first)
// blended with the seed's own normal draw, so the seed reshuffles the table without making Burnley favourites
// at Anfield every week.
import { PRIOR_WEIGHT } from './constants.ts';
import { randomFor } from './random.ts';

/** The prior spans ±PRIOR_SPAN rating units from first to last (a uniform spread with sd ≈ 1). */
const PRIOR_SPAN = 1.7;

function rosterRatings(seed: string, rosterKey: string, roster: readonly string[]): Map<string, number> {
  const ratings = new Map<string, number>();
  const last = Math.max(1, roster.length - 1);
  const noiseWeight = Math.sqrt(1 - PRIOR_WEIGHT * PRIOR_WEIGHT);
  roster.forEach((name, index) => {
    const prior = PRIOR_SPAN * (1 - (2 * index) / last);
    const own = randomFor(seed, rosterKey, 'rating', name).normal();
    ratings.set(name, PRIOR_WEIGHT * prior + noiseWeight * own);
  });
  return ratings;
}

/** Ratings are computed once per roster and feed. */
export function ratingBook(
  seed: string,
): (rosterKey: string, roster: readonly string[]) => Map<string, number> {
  const cache = new Map<string, Map<string, number>>();
  return (rosterKey, roster) => {
    let ratings = cache.get(rosterKey);
    if (!ratings) {
      ratings = rosterRatings(seed, rosterKey, roster);
      cache.set(rosterKey, ratings);
    }
    return ratings;
  };
}
