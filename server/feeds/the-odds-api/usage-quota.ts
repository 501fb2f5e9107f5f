// The month's usage credits: what the provider's quota headers say, the configured monthly budget that the
// client will not spend past, and the circuit breaker that stops every call once the provider answers
// OUT_OF_USAGE_CREDITS. The provider resets on the plan's billing anniversary and sends no reset date, so
// the month here is the UTC calendar month of the injected clock: the breaker and the count reopen when it
// turns.
import { FeedBudgetExhausted, FeedOutOfCredits } from './errors.ts';

export interface QuotaSnapshot {
  /** The UTC month being counted, e.g. "2026-01". */
  month: string;
  monthlyCreditBudget: number;
  /** Credits used this month: the provider's x-requests-used once seen this month, else our own count. */
  usedThisMonth: number;
  /** Credits reserved by calls in flight. */
  inFlight: number;
  /** What the budget still allows: budget − used − in flight, never below 0. */
  budgetLeft: number;
  /** The provider's x-requests-remaining, last seen this month. */
  remaining: number | null;
  /** The provider's x-requests-last: the cost of the last answered call. */
  lastCost: number | null;
  /** When quota headers were last read (ISO 8601). */
  observedAt: string | null;
  /** The circuit breaker: true after OUT_OF_USAGE_CREDITS until the month turns. */
  outOfCredits: boolean;
  /** The first instant of the next UTC month (ISO 8601). */
  resetsAt: string;
}

export interface QuotaHeaders {
  remaining: number | null;
  used: number | null;
  last: number | null;
}

export interface Reservation {
  release(): void;
}

function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

function nextMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** Header values are strings of digits; anything else counts as absent. */
function headerCount(headers: Headers, name: string): number | null {
  const value = headers.get(name)?.trim();
  return value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

export function readQuotaHeaders(headers: Headers): QuotaHeaders {
  return {
    remaining: headerCount(headers, 'x-requests-remaining'),
    used: headerCount(headers, 'x-requests-used'),
    last: headerCount(headers, 'x-requests-last'),
  };
}

export class UsageQuota {
  readonly #budget: number;
  readonly #clock: { now(): Date };
  #month: string;
  #used = 0;
  #inFlight = 0;
  #remaining: number | null = null;
  #lastCost: number | null = null;
  #observedAt: string | null = null;
  #outOfCredits = false;

  constructor(monthlyCreditBudget: number, clock: { now(): Date }) {
    if (!Number.isInteger(monthlyCreditBudget) || monthlyCreditBudget < 0) {
      throw new TypeError('monthlyCreditBudget must be a whole number of credits, 0 or more');
    }
    this.#budget = monthlyCreditBudget;
    this.#clock = clock;
    this.#month = monthOf(clock.now());
  }

  /** A new month forgets the old count and closes the breaker. Returns true when it did. */
  rollMonth(): boolean {
    const month = monthOf(this.#clock.now());
    if (month === this.#month) return false;
    this.#month = month;
    this.#used = 0;
    this.#remaining = null;
    this.#lastCost = null;
    this.#observedAt = null;
    this.#outOfCredits = false;
    return true;
  }

  /**
   * Holds `cost` credits for a call about to be sent, or refuses it. Free calls pass the budget (they spend
   * nothing) but not the breaker: with the credits gone the provider refuses the key outright.
   */
  reserve(cost: number): Reservation {
    this.rollMonth();
    const resetsAt = this.resetsAt();
    if (this.#outOfCredits) throw new FeedOutOfCredits(resetsAt);
    const used = this.#used + this.#inFlight;
    if (cost > 0 && used + cost > this.#budget) {
      throw new FeedBudgetExhausted({ cost, used, budget: this.#budget, resetsAt });
    }
    this.#inFlight += cost;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#inFlight -= cost;
      },
    };
  }

  /**
   * Counts one answer. x-requests-used is the provider's own count (every instance sharing the key adds to
   * it), so it replaces ours; without it x-requests-last, else `fallbackCost`, is added.
   */
  observe(headers: QuotaHeaders, fallbackCost: number): void {
    this.rollMonth();
    if (headers.used !== null) this.#used = headers.used;
    else this.#used += headers.last ?? fallbackCost;
    if (headers.remaining !== null) this.#remaining = headers.remaining;
    if (headers.last !== null) this.#lastCost = headers.last;
    if (headers.used !== null || headers.remaining !== null || headers.last !== null) {
      this.#observedAt = this.#clock.now().toISOString();
    }
  }

  /** Opens the breaker. Returns true only for the answer that opened it, so it is logged once. */
  trip(): boolean {
    this.rollMonth();
    this.#remaining = 0;
    if (this.#outOfCredits) return false;
    this.#outOfCredits = true;
    return true;
  }

  resetsAt(): string {
    return nextMonthStart(this.#clock.now()).toISOString();
  }

  snapshot(): QuotaSnapshot {
    this.rollMonth();
    return {
      month: this.#month,
      monthlyCreditBudget: this.#budget,
      usedThisMonth: this.#used,
      inFlight: this.#inFlight,
      budgetLeft: Math.max(0, this.#budget - this.#used - this.#inFlight),
      remaining: this.#remaining,
      lastCost: this.#lastCost,
      observedAt: this.#observedAt,
      outOfCredits: this.#outOfCredits,
      resetsAt: this.resetsAt(),
    };
  }
}
