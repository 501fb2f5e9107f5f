// The odds feed the configuration names: the deterministic demo feed (the default) or The Odds API, within
// the configured monthly credit budget and logging every call's quota to the server's log.
import type { Clock } from '#server/clock.ts';
import type { ServerConfig } from '#server/config.ts';
import { createDemoFeed } from './demo/index.ts';
import type { OddsFeed } from '#core/game/feed.ts';
import { createTheOddsApiFeed, type FeedLog } from './the-odds-api/index.ts';

const silent: FeedLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The configured odds feed. `log` gets The Odds API's quota and budget lines (pass the server's logger;
 * without one they are dropped). The demo feed logs nothing.
 */
export function createOddsFeed(
  config: Pick<
    ServerConfig,
    'oddsProvider' | 'oddsDemoSeed' | 'oddsApiKey' | 'oddsApiMonthlyCredits' | 'oddsApiBaseUrl'
  >,
  clock: Clock,
  log: FeedLog = silent,
): OddsFeed {
  switch (config.oddsProvider) {
    case 'demo':
      return createDemoFeed({ seed: config.oddsDemoSeed, clock });
    case 'the-odds-api': {
      // loadConfig refuses ODDS_PROVIDER=the-odds-api without ODDS_API_KEY; a hand-made config may not.
      if (config.oddsApiKey === undefined || config.oddsApiKey.trim() === '') {
        throw new TypeError('ODDS_PROVIDER is the-odds-api but no ODDS_API_KEY is configured');
      }
      return createTheOddsApiFeed({
        apiKey: config.oddsApiKey,
        baseUrl: config.oddsApiBaseUrl,
        monthlyCreditBudget: config.oddsApiMonthlyCredits,
        clock,
        log,
      });
    }
  }
}
