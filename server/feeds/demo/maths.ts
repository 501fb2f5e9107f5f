// The few distributions the sport models need.

/** Standard normal CDF (Abramowitz & Stegun 7.1.26 via erf; absolute error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Poisson probabilities for 0..max, the last entry holding the whole tail so they sum to 1. */
export function poissonPmf(rate: number, max: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-rate);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    pmf.push(p);
    sum += p;
    p = (p * rate) / (k + 1);
  }
  pmf.push(Math.max(0, 1 - sum));
  return pmf;
}

/** Draw an index from probabilities that sum to 1, with one uniform number. */
export function drawIndex(probabilities: readonly number[], uniform: number): number {
  let cumulative = 0;
  for (let i = 0; i < probabilities.length; i++) {
    cumulative += probabilities[i] ?? 0;
    if (uniform < cumulative) return i;
  }
  return probabilities.length - 1;
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
