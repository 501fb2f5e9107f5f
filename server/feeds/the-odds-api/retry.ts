// How long to wait between attempts: doubling from a base up to a cap, or what Retry-After asks (seconds or
// an HTTP date, measured against the injected clock).

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  baseDelayMs: number;
  /** No wait is longer: a Retry-After beyond it ends the retries at once. */
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/** Seconds, or an HTTP date measured against the injected clock. */
export function retryAfterMs(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

export function backoffMs(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempts - 1));
}

/** `TypeError: fetch failed (ECONNREFUSED)`, `TimeoutError: …`: undici hides the reason in `cause`. */
export function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return `${error.name}: ${error.message}${code}`;
}
