// The Odds API v4 client: createTheOddsApiFeed and what a caller needs to handle its answers.
export { createTheOddsApiFeed, type TheOddsApiFeed, type TheOddsApiFeedOptions } from './feed.ts';
export {
  FeedAuthError,
  FeedBadResponse,
  FeedBudgetExhausted,
  FeedError,
  FeedInvalidRequest,
  FeedNotFound,
  FeedOutOfCredits,
  FeedRateLimited,
  FeedUnavailable,
  type FeedErrorKind,
} from './errors.ts';
export { oddsCallCost, scoresCallCost, sportsCallCost } from './call-cost.ts';
export { NOT_STARTED_AFTER_MS, RESCHEDULE_TOLERANCE_MS } from './event-status.ts';
export type { FeedLog } from './transport.ts';
export type { QuotaSnapshot } from './usage-quota.ts';
