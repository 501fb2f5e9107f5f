// The odds feed the configuration names: the deterministic demo feed (the default) or The Odds API.
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import { createDemoFeed } from './demo/index.ts';
import type { OddsFeed } from './odds-feed.ts';

/** The configured odds feed, or null when its provider is not wired into the server yet. */
export function createOddsFeed(config: ServerConfig, clock: Clock): OddsFeed | null {
  if (config.oddsProvider === 'demo') return createDemoFeed({ seed: config.oddsDemoSeed, clock });
  return null;
}
