// One GET to The Odds API: the budget guard before it, a time-out on every attempt, bounded retries with
// backoff for 429 and 5xx (honouring Retry-After), the quota headers counted and logged after every answer,
// and the provider's refusals turned into typed errors. The API key travels only in the query string and
// is redacted from everything logged or thrown.
import { z } from 'zod';
import {
  FeedAuthError,
  FeedBadResponse,
  FeedBudgetExhausted,
  FeedInvalidRequest,
  FeedNotFound,
  FeedOutOfCredits,
  FeedRateLimited,
  FeedUnavailable,
  type FeedError,
} from './errors.ts';
import { backoffMs, describeFetchError, retryAfterMs, type RetryPolicy } from './retry.ts';
import { readQuotaHeaders, type Reservation, type UsageQuota } from './usage-quota.ts';

type LogFn = (fields: Record<string, unknown>, message: string) => void;

/** A pino/Fastify logger fits. */
export interface FeedLog {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export const defaultTimeoutMs = 10_000;

export interface TransportOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  retry: RetryPolicy;
  sleep: (ms: number) => Promise<void>;
  clock: { now(): Date };
  log: FeedLog;
  quota: UsageQuota;
}

const redacted = '[redacted]';

const errorBody = z.object({ message: z.string().optional(), error_code: z.string().optional() });

interface Refusal {
  status: number;
  errorCode: string | undefined;
  message: string;
}

interface Attempt {
  url: string;
  loggedUrl: string;
  path: string;
  cost: number;
  attempt: number;
  reservation: Reservation;
}

type AttemptOutcome =
  { done: true; body: unknown } | { done: false; error: FeedError; retryAfterMs?: number };

export class OddsApiTransport {
  readonly #options: TransportOptions;
  #budgetWarnedMonth: string | null = null;

  constructor(options: TransportOptions) {
    this.#options = options;
  }

  /** Removes the key, as is or URL-encoded, from any text that could echo it (a provider message, an error). */
  redact(text: string): string {
    const { apiKey } = this.#options;
    if (apiKey === '') return text;
    return text.replaceAll(apiKey, redacted).replaceAll(encodeURIComponent(apiKey), redacted);
  }

  async get(path: string, params: Record<string, string>, cost: number): Promise<unknown> {
    const { quota, log } = this.#options;
    if (quota.rollMonth()) {
      log.info({ month: quota.snapshot().month }, 'The Odds API: a new month, credits counted afresh');
    }
    const reservation = this.#reserve(cost);
    try {
      return await this.#getWithRetries(path, params, cost, reservation);
    } finally {
      reservation.release();
    }
  }

  /** The budget guard's first refusal in a month is logged; the scheduler reads quota() for the rest. */
  #reserve(cost: number): Reservation {
    const { quota, log } = this.#options;
    try {
      return quota.reserve(cost);
    } catch (error) {
      const { month } = quota.snapshot();
      if (error instanceof FeedBudgetExhausted && this.#budgetWarnedMonth !== month) {
        this.#budgetWarnedMonth = month;
        const { cost: refused, used, budget, resetsAt } = error;
        log.warn(
          { cost: refused, used, budget, resetsAt },
          'The Odds API: monthly credit budget reached; calls refused',
        );
      }
      throw error;
    }
  }

  async #getWithRetries(
    path: string,
    params: Record<string, string>,
    cost: number,
    reservation: Reservation,
  ): Promise<unknown> {
    const { retry, sleep, log } = this.#options;
    const url = this.#url(path, params);
    const loggedUrl = this.#url(path, params, redacted);
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.#attempt({ url, loggedUrl, path, cost, attempt, reservation });
      if (outcome.done) return outcome.body;
      const last = attempt >= retry.maxAttempts;
      const asked = outcome.retryAfterMs;
      if (last || (asked !== undefined && asked > retry.maxDelayMs)) throw outcome.error;
      const delayMs = asked ?? backoffMs(attempt, retry);
      log.warn({ url: loggedUrl, attempt, delayMs, reason: outcome.error.message }, 'The Odds API: retrying');
      await sleep(delayMs);
    }
  }

  async #attempt(call: Attempt): Promise<AttemptOutcome> {
    const { url, loggedUrl, path, cost, attempt, reservation } = call;
    const { fetch, timeoutMs, clock, log, quota } = this.#options;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = this.redact(describeFetchError(error));
      return { done: false, error: new FeedUnavailable(`The Odds API did not answer ${path}: ${reason}`) };
    }
    const headers = readQuotaHeaders(response.headers);
    quota.observe(headers, response.ok ? cost : 0);
    // Answered and counted: the call's reservation would count it twice.
    if (response.ok) reservation.release();
    const { usedThisMonth, budgetLeft } = quota.snapshot();
    log.info(
      {
        url: loggedUrl,
        status: response.status,
        attempt,
        requestsLast: headers.last,
        requestsUsed: headers.used,
        requestsRemaining: headers.remaining,
        usedThisMonth,
        budgetLeft,
      },
      'The Odds API answered',
    );
    if (response.ok) {
      try {
        return { done: true, body: await response.json() };
      } catch (error) {
        // The time-out also covers reading the body: a stalled body is an unavailable provider.
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          const reason = `The Odds API stalled sending ${path}: ${describeFetchError(error)}`;
          return { done: false, error: new FeedUnavailable(reason, { status: response.status }) };
        }
        throw new FeedBadResponse(`The Odds API answered ${path} with something other than JSON`, {
          status: response.status,
        });
      }
    }
    const refusal = await this.#readRefusal(response);
    const answer = { status: refusal.status, errorCode: refusal.errorCode };
    const said = `The Odds API answered ${path} with ${refusal.status}${refusal.errorCode ? ` ${refusal.errorCode}` : ''}: ${refusal.message}`;
    if (refusal.errorCode === 'OUT_OF_USAGE_CREDITS') {
      const resetsAt = quota.resetsAt();
      if (quota.trip())
        log.error(
          { url: loggedUrl, resetsAt },
          'The Odds API: usage credits exhausted; calls stop until the quota resets',
        );
      throw new FeedOutOfCredits(resetsAt, answer);
    }
    if (refusal.status === 401) throw new FeedAuthError(said, answer);
    if (refusal.status === 404) throw new FeedNotFound(said, answer);
    if (refusal.status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after'), clock.now());
      return { done: false, error: new FeedRateLimited(said, answer, wait), retryAfterMs: wait };
    }
    if (refusal.status >= 500) {
      const wait = retryAfterMs(response.headers.get('retry-after'), clock.now());
      return { done: false, error: new FeedUnavailable(said, answer), retryAfterMs: wait };
    }
    throw new FeedInvalidRequest(said, answer);
  }

  async #readRefusal(response: Response): Promise<Refusal> {
    const text = await response.text().catch(() => '');
    let parsed: z.infer<typeof errorBody> = {};
    try {
      const result = errorBody.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data;
    } catch {
      // Not JSON (a proxy's error page): the status alone says what happened.
    }
    return {
      status: response.status,
      errorCode: parsed.error_code,
      message: this.redact(parsed.message ?? (response.statusText || 'no message')),
    };
  }

  /** The key goes first in the query; the logged form shows `apiKey=[redacted]` in its place. */
  #url(path: string, params: Record<string, string>, shownKey?: string): string {
    const key = shownKey ?? encodeURIComponent(this.#options.apiKey);
    const query = new URLSearchParams(params).toString();
    return `${this.#options.baseUrl.replace(/\/+$/, '')}${path}?apiKey=${key}${query ? `&${query}` : ''}`;
  }
}
