// A settable clock, the demo feed on it, and syncs limited to a few competitions (a full sync of every
// competition is slow enough to run once per suite only).
import type { FastifyInstance } from 'fastify';
import type { FeedBookmaker, FeedEvent, OddsFeed } from '#core/game/feed.ts';
import { createDemoFeed } from '#server/feeds/demo/index.ts';
import {
  syncOdds,
  syncScores,
  type SyncDependencies,
  type SyncResult,
} from '#server/modules/odds-sync/sync.ts';

export interface TestClock {
  now(): Date;
  set(iso: string): void;
  advance(ms: number): void;
}

export function testClock(iso: string): TestClock {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const quietLog: SyncDependencies['log'] = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

export interface SyncLogLine {
  level: 'info' | 'warn' | 'error' | 'debug';
  fields: Record<string, unknown>;
  message: string | undefined;
}

/** A sync log that keeps what it is told (pino's call shape: fields, then the message). */
export function recordingSyncLog(): { log: SyncDependencies['log']; lines: SyncLogLine[] } {
  const lines: SyncLogLine[] = [];
  const at =
    (level: SyncLogLine['level']) =>
    (...args: unknown[]): void => {
      const [first, second] = args;
      if (typeof first === 'string') lines.push({ level, fields: {}, message: first });
      else lines.push({ level, fields: (first ?? {}) as Record<string, unknown>, message: second as string });
    };
  return { log: { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') }, lines };
}

export function syncer(
  app: FastifyInstance,
  clock: TestClock,
  feed: OddsFeed = createDemoFeed({ seed: 'longshot', clock }),
) {
  const deps = (competitionKeys?: readonly string[]): SyncDependencies => ({
    db: app.db,
    feed,
    clock,
    log: quietLog,
    competitionKeys,
  });
  return {
    feed,
    odds: (competitionKeys?: readonly string[]): Promise<SyncResult> => syncOdds(deps(competitionKeys)),
    scores: (competitionKeys?: readonly string[]): Promise<SyncResult> => syncScores(deps(competitionKeys)),
  };
}

/**
 * docs/game-rules.md §2.3 written out, never the production pointsFor: clamp(round(10 / p), 10, cap), the
 * cap 100 for match markets and 300 for outrights.
 */
export function pointsByTheRule(probability: number, cap: 100 | 300): number {
  return Math.min(cap, Math.max(10, Math.round(10 / probability)));
}

/**
 * docs/game-rules.md §2.5, the worked example: Leicester v Spurs, three books' h2h prices. Its consensus
 * is Leicester 0.18871, Draw 0.22466, Spurs 0.58663, worth 53, 45 and 17 points.
 */
export const WORKED_EXAMPLE = { id: 'worked-example-leicester-spurs', home: 'Leicester', away: 'Spurs' };

/** A feed that knows only the worked example, as an EPL match kicking off at `commenceTime`. */
export function workedExampleFeed(commenceTime: string): OddsFeed {
  const { id, home, away } = WORKED_EXAMPLE;
  const book = (key: string, prices: [number, number, number]): FeedBookmaker => ({
    key,
    title: key,
    lastUpdate: commenceTime,
    markets: [
      {
        key: 'h2h',
        lastUpdate: commenceTime,
        outcomes: [
          { name: home, price: prices[0] },
          { name: 'Draw', price: prices[1] },
          { name: away, price: prices[2] },
        ],
      },
    ],
  });
  const event: FeedEvent = {
    id,
    sportKey: 'soccer_epl',
    commenceTime,
    homeTeam: home,
    awayTeam: away,
    bookmakers: [
      book('betway', [5.0, 4.2, 1.6]),
      book('book_b', [4.6, 4.4, 1.65]),
      book('book_c', [5.5, 3.9, 1.62]),
    ],
  };
  return {
    name: 'demo',
    sports: () => Promise.resolve([]),
    odds: (sportKey) => Promise.resolve(sportKey === 'soccer_epl' ? [event] : []),
    scores: () => Promise.resolve([]),
  };
}
