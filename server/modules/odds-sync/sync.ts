// Copies the odds feed into the database: events with their season, markets, every bookmaker's quotes, and
// per outcome the consensus fair probability and the points it is worth (market-store.ts); then the
// feed's scores, statuses and moved kick-offs (event-store.ts, schedule.ts). An event's odds freeze at its
// lock (core/game/lock.ts): a match's kick-off, an outright's betting close. Each run also archives the
// seasons whose end the clock has reached. Only one sync of a kind runs at a time across all server
// instances (a PostgreSQL advisory transaction lock) and within one process.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { competitions, type CompetitionRow } from '#server/db/schema.ts';
import type { OddsFeed } from '#core/game/feed.ts';
import { FeedError, type FeedErrorKind } from '#server/feeds/the-odds-api/index.ts';
import { eventsChanged } from '#server/db/events-changed.ts';
import { storeOdds, storeScores, type CompetitionWrite, type SyncLog } from './event-store.ts';
import { archiveEndedSeasons } from './season-store.ts';

export interface SyncDependencies {
  db: Database;
  feed: OddsFeed;
  clock: Clock;
  log: SyncLog;
  /** Only these competitions (still only active ones); unset: every active competition. */
  competitionKeys?: readonly string[];
}

export type SyncResult =
  { skipped: true } | { skipped: false; competitions: number; events: number; failed: string[] };

/** Any constants: they name "the odds sync" and "the scores sync" among PostgreSQL's advisory locks. */
export const ODDS_SYNC_LOCK = 7_346_301;
const SCORES_SYNC_LOCK = 7_346_302;

// One process never runs two syncs of a kind on one database at once either (on PGlite, a single session,
// the advisory lock is re-entrant, so it cannot tell two callers of one process apart).
const running = new WeakMap<Database, Set<number>>();

/**
 * Failures that every further call of this run would meet too (a wrong key, no credits, the provider down
 * after the client's retries): the rest of the run asks nothing, spending neither credits nor minutes.
 */
const providerWide: ReadonlySet<FeedErrorKind> = new Set([
  'auth',
  'unavailable',
  'rate-limited',
  'budget-exhausted',
  'out-of-credits',
]);

interface SyncKind<T> {
  lockKey: number;
  /** "Odds" or "Scores", for the log. */
  name: string;
  /** The competitions this sync asks the feed about. */
  covers(feed: OddsFeed, competition: CompetitionRow): boolean;
  fetch(feed: OddsFeed, competition: CompetitionRow): Promise<T>;
  /** Writes one competition's answer; returns how many events it wrote. */
  store(write: CompetitionWrite, answer: T): Promise<number>;
}

/**
 * Asks the feed first, then writes every answer in one transaction that holds the sync's advisory lock.
 * The feed is asked outside any transaction: on PGlite a transaction holds the only session, and The Odds
 * API's calls (seconds each with retries) inside one would stall every request. The cost: two instances
 * whose runs overlap may both ask the feed, though only one writes (the other is skipped).
 */
async function runSync<T>(deps: SyncDependencies, kind: SyncKind<T>): Promise<SyncResult> {
  const held = running.get(deps.db) ?? new Set<number>();
  running.set(deps.db, held);
  if (held.has(kind.lockKey)) return { skipped: true };
  held.add(kind.lockKey);
  try {
    const list = (await activeCompetitions(deps.db, deps.competitionKeys)).filter((competition) =>
      kind.covers(deps.feed, competition),
    );
    const failed = new Set<string>();
    const fail = (competition: CompetitionRow, error: unknown) => {
      failed.add(competition.key);
      deps.log.error(
        { err: error, competition: competition.key },
        `${kind.name} sync failed for a competition`,
      );
    };
    const answers: { competition: CompetitionRow; answer: T }[] = [];
    const notAsked: string[] = [];
    let feedDown: FeedError | undefined;
    for (const competition of list) {
      if (feedDown) {
        notAsked.push(competition.key);
        failed.add(competition.key);
        continue;
      }
      try {
        answers.push({ competition, answer: await kind.fetch(deps.feed, competition) });
      } catch (error) {
        fail(competition, error);
        if (error instanceof FeedError && providerWide.has(error.kind)) feedDown = error;
      }
    }
    if (feedDown && notAsked.length > 0) {
      deps.log.warn(
        { kind: feedDown.kind, notAsked },
        `${kind.name} sync stopped asking the feed: the failure was not one competition's`,
      );
    }
    const result = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ acquired: boolean }>(
        sql`select pg_try_advisory_xact_lock(${kind.lockKey}) as acquired`,
      );
      if (!rows[0]?.acquired) return { skipped: true } as const;
      let eventCount = 0;
      for (const { competition, answer } of answers) {
        try {
          // Its own savepoint: one competition's failure leaves the others' writes in place.
          eventCount += await tx.transaction((competitionTx) =>
            kind.store({ tx: competitionTx, competition, now: deps.clock.now(), log: deps.log }, answer),
          );
        } catch (error) {
          fail(competition, error);
        }
      }
      const archived = await archiveEndedSeasons(tx, deps.clock.now());
      if (archived.length > 0) deps.log.info({ seasons: archived }, 'Seasons archived');
      const result = {
        competitions: list.length,
        events: eventCount,
        failed: list.map((competition) => competition.key).filter((key) => failed.has(key)),
      };
      deps.log.info(result, `${kind.name} synced`);
      return { skipped: false, ...result } as const;
    });
    // Committed: the events views of this process read afresh (other instances within a second or so).
    if (!result.skipped) eventsChanged(deps.db);
    return result;
  } finally {
    held.delete(kind.lockKey);
  }
}

function activeCompetitions(db: Database, keys: readonly string[] | undefined) {
  const active = eq(competitions.isActive, true);
  return db
    .select()
    .from(competitions)
    .where(keys ? and(active, inArray(competitions.key, [...keys])) : active)
    .orderBy(asc(competitions.sortOrder), asc(competitions.key));
}

/** Fetches and stores the odds of every active competition; `{ skipped: true }` when another sync runs. */
export function syncOdds(deps: SyncDependencies): Promise<SyncResult> {
  return runSync(deps, {
    lockKey: ODDS_SYNC_LOCK,
    name: 'Odds',
    covers: () => true,
    fetch: (feed, competition) => feed.odds(competition.key, { markets: competition.marketTypes }),
    store: storeOdds,
  });
}

/**
 * Fetches the scores of the last three days and moves known events along: status, scores, winners and
 * kick-offs. `events` counts the events that changed. The Odds API has no scores for outright markets
 * (docs/architecture.md §10), so they are not asked for there: it would spend credits on a refusal every
 * run. The demo feed reports its outright seasons and their winners.
 */
export function syncScores(deps: SyncDependencies): Promise<SyncResult> {
  return runSync(deps, {
    lockKey: SCORES_SYNC_LOCK,
    name: 'Scores',
    covers: (feed, competition) => !(competition.hasOutrights && feed.name === 'the-odds-api'),
    fetch: (feed, competition) => feed.scores(competition.key, { daysFrom: 3 }),
    store: storeScores,
  });
}
