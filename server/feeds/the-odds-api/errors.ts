// The typed failures of The Odds API client, so the job scheduler can tell "try again later" from "fix the
// configuration". No message or field ever carries the API key.

export type FeedErrorKind =
  | 'auth'
  | 'not-found'
  | 'invalid-request'
  | 'rate-limited'
  | 'unavailable'
  | 'bad-response'
  | 'budget-exhausted'
  | 'out-of-credits';

interface ProviderAnswer {
  /** The HTTP status, when the provider answered. */
  status?: number;
  /** The provider's `error_code`, e.g. "INVALID_KEY", "UNKNOWN_SPORT". */
  errorCode?: string;
}

export class FeedError extends Error {
  readonly kind: FeedErrorKind;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;

  constructor(kind: FeedErrorKind, message: string, answer: ProviderAnswer = {}, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.kind = kind;
    this.status = answer.status;
    this.errorCode = answer.errorCode;
  }
}

/** 401 (MISSING_KEY, INVALID_KEY, DEACTIVATED_KEY, …): the key is wrong; retrying cannot help. */
export class FeedAuthError extends FeedError {
  constructor(message: string, answer: ProviderAnswer) {
    super('auth', message, answer);
  }
}

/** 404 (UNKNOWN_SPORT, EVENT_NOT_FOUND). */
export class FeedNotFound extends FeedError {
  constructor(message: string, answer: ProviderAnswer) {
    super('not-found', message, answer);
  }
}

/** 422 and other 4xx (INVALID_MARKET_COMBO, INVALID_SCORES_DAYS_FROM, …), or a request refused before sending. */
export class FeedInvalidRequest extends FeedError {
  constructor(message: string, answer: ProviderAnswer = {}) {
    super('invalid-request', message, answer);
  }
}

/** 429 after the bounded retries, or a Retry-After longer than the client will wait. */
export class FeedRateLimited extends FeedError {
  /** How long the provider asked us to wait, when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, answer: ProviderAnswer, retryAfterMs: number | undefined) {
    super('rate-limited', message, answer);
    this.retryAfterMs = retryAfterMs;
  }
}

/** 5xx, a refused connection or a time-out, after the bounded retries. */
export class FeedUnavailable extends FeedError {
  constructor(message: string, answer: ProviderAnswer = {}, options?: ErrorOptions) {
    super('unavailable', message, answer, options);
  }
}

/** The answer is not JSON or not in the documented shape. */
export class FeedBadResponse extends FeedError {
  constructor(message: string, answer: ProviderAnswer = {}) {
    super('bad-response', message, answer);
  }
}

interface BudgetFigures {
  /** What the refused call would have cost. */
  cost: number;
  /** Credits counted as used this month, including calls in flight. */
  used: number;
  budget: number;
  /** When the month's allowance starts again (ISO 8601, the first instant of the next UTC month). */
  resetsAt: string;
}

/** Refused before sending: the call would take this month's use past the configured budget. */
export class FeedBudgetExhausted extends FeedError {
  readonly cost: number;
  readonly resetsAt: string;
  readonly used: number;
  readonly budget: number;

  constructor(figures: BudgetFigures) {
    super(
      'budget-exhausted',
      `The Odds API call costing ${figures.cost} credits would take this month's use (${figures.used}) ` +
        `past the budget of ${figures.budget}`,
    );
    this.cost = figures.cost;
    this.resetsAt = figures.resetsAt;
    this.used = figures.used;
    this.budget = figures.budget;
  }
}

/** The provider said OUT_OF_USAGE_CREDITS: no call is sent until the quota resets. */
export class FeedOutOfCredits extends FeedError {
  readonly resetsAt: string;

  constructor(resetsAt: string, answer: ProviderAnswer = {}) {
    super('out-of-credits', `The Odds API usage credits are exhausted until ${resetsAt}`, answer);
    this.resetsAt = resetsAt;
  }
}
