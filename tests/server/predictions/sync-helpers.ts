// A settable clock, the demo feed on it, and syncs limited to a few competitions (a full sync of every
// competition is slow enough to run once per suite only).
import type { FastifyInstance } from 'fastify';
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

export function syncer(app: FastifyInstance, clock: TestClock) {
  const feed = createDemoFeed({ seed: 'longshot', clock });
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
