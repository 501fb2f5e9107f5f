// The events view behind GET Events: per scope (a gameweek or a season, with its sport and competition
// filters) the events with their markets, read from the database now and then and serialised once per
// change of any event's lock (events-body.ts), so that the route itself makes no query for them; it only
// adds the caller's picks. Decorates `fastify.eventsView`.
//
// How fresh it is:
// - A write of this process to what the view shows (the odds and scores syncs, settlement, an outright's
//   winner, the dev clock) calls eventsChanged(db) or `fastify.eventsView.invalidate()` once committed;
//   the next request reads the database again, and no read begun before the invalidation is kept.
// - Other instances' writes show within keptForMs (about a second on PostgreSQL; plugins/kept-reads.ts)
//   plus one read while requests keep coming: the first request after it is answered from the kept view
//   while one read refreshes it, so that callers do not queue behind the read. A view three times that
//   old is never served: the request waits for a new read.
// - `locked` always follows the clock: the view is serialised again at the first lock instant after the
//   last serialisation, and whenever the clock is found to have moved back (the dev clock in tests).
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { SportId } from '#core/contract/static-lookups.ts';
import type { SeasonRow } from '#server/db/schema.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { keptForMs } from '#server/plugins/kept-reads.ts';
import { renderEvents, renderHolds, type RenderedEvents } from './events-body.ts';
import { onEventsChanged } from '#server/db/events-changed.ts';
import type { EventWithMarkets, PredictionsRepository } from './repository.ts';

/** Scopes kept at once (each about the size of its answer); the oldest read goes first. */
const MAX_SCOPES = 100;

interface EventsScope {
  sport?: SportId;
  competition?: string;
  /** Absent (and no season): the gameweek holding `now`. */
  gameweek?: GameweekId;
  seasonId?: string;
}

type EventsRefusal = { kind: 'unknown-competition' } | { kind: 'unknown-season' };

export interface EventsAnswer {
  kind: 'events';
  /** Names the scope: equal for two answers of one scope. */
  scope: string;
  gameweek: GameweekId;
  /** The scope's events as serialised for this moment of the clock (eventsBody makes the answer). */
  rendered: RenderedEvents;
}

interface EventsView {
  read(scope: EventsScope, now: Date): Promise<EventsRefusal | EventsAnswer>;
  /** Drops everything kept: the next request of every scope reads the database. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventsView: EventsView;
  }
}

interface Entry {
  events: EventWithMarkets[];
  /** The answer's gameweek: the scope's, or for a season the one of it holding `now`. */
  gameweekAt(now: Date): GameweekId;
  /** A season's view shows each event's winner. */
  withWinner: boolean;
  /** The invalidation count when its read began: kept only while no invalidation came since. */
  generation: number;
  /** performance.now() when its read began. */
  readAt: number;
  rendered: RenderedEvents | null;
  refreshing: boolean;
}

/** What a scope reads: one gameweek's events, or one season's. */
type Where = { gameweek: GameweekId } | { seasonId: string };

/** A season's answer names the current gameweek held inside the season (its last one once it ended). */
export function seasonGameweek(season: SeasonRow, now: Date): GameweekId {
  const last = season.endsAt.getTime() - 1;
  return gameweekOf(new Date(Math.max(season.startsAt.getTime(), Math.min(now.getTime(), last))));
}

/** `freshMs`: how long a read is served before it is refreshed. */
function createEventsView(
  repository: PredictionsRepository,
  log: Pick<FastifyBaseLogger, 'error'>,
  freshMs: number,
): EventsView {
  const staleLimitMs = 3 * freshMs;
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<Entry | EventsRefusal>>();
  let generation = 0;

  async function readDatabase(where: Where, scope: EventsScope): Promise<Entry | EventsRefusal> {
    const startedIn = generation;
    const readAt = performance.now();
    const { sport: sportId, competition: competitionKey } = scope;
    if (competitionKey !== undefined && !(await repository.competitionExists(competitionKey))) {
      return { kind: 'unknown-competition' };
    }
    const kept = { generation: startedIn, readAt, rendered: null, refreshing: false };
    if ('gameweek' in where) {
      const events = await repository.listEvents({ gameweek: where.gameweek, sportId, competitionKey });
      return { ...kept, events, gameweekAt: () => where.gameweek, withWinner: false };
    }
    const season = await repository.findSeason(where.seasonId);
    if (!season) return { kind: 'unknown-season' };
    const events = await repository.listEvents({ seasonId: season.id, sportId, competitionKey });
    return { ...kept, events, gameweekAt: (now) => seasonGameweek(season, now), withWinner: true };
  }

  function keep(key: string, entry: Entry): void {
    if (entry.generation !== generation) return;
    entries.delete(key);
    if (entries.size >= MAX_SCOPES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
  }

  /** One read per scope at a time: concurrent callers share it. Refusals are not kept. */
  function readOnce(key: string, where: Where, scope: EventsScope): Promise<Entry | EventsRefusal> {
    const pending = reading.get(key);
    if (pending) return pending;
    const read = readDatabase(where, scope)
      .then((result) => {
        if ('kind' in result) entries.delete(key);
        else keep(key, result);
        return result;
      })
      .finally(() => {
        if (reading.get(key) === read) reading.delete(key);
      });
    reading.set(key, read);
    return read;
  }

  return {
    async read(scope, now) {
      const where: Where =
        scope.seasonId === undefined
          ? { gameweek: scope.gameweek ?? gameweekOf(now) }
          : { seasonId: scope.seasonId };
      const key = JSON.stringify([where, scope.sport, scope.competition]);
      let entry = entries.get(key);
      const age = entry ? performance.now() - entry.readAt : Number.POSITIVE_INFINITY;
      if (!entry || age >= staleLimitMs) {
        const result = await readOnce(key, where, scope);
        if ('kind' in result) return result;
        entry = result;
      } else if (age >= freshMs && !entry.refreshing) {
        const stale = entry;
        stale.refreshing = true;
        readOnce(key, where, scope)
          .catch((error: unknown) => log.error({ err: error }, 'Refreshing the events view failed'))
          .finally(() => {
            stale.refreshing = false;
          });
      }
      if (!entry.rendered || !renderHolds(entry.rendered, now)) {
        entry.rendered = renderEvents(entry.events, now, entry.withWinner);
      }
      return { kind: 'events', scope: key, gameweek: entry.gameweekAt(now), rendered: entry.rendered };
    },
    invalidate() {
      generation += 1;
      entries.clear();
      reading.clear();
    },
  };
}

export default fp(
  async (fastify) => {
    const view = createEventsView(
      fastify.predictionsRepository,
      fastify.log,
      keptForMs(fastify.databaseKind),
    );
    fastify.decorate('eventsView', view);
    const stop = onEventsChanged(fastify.db, () => view.invalidate());
    fastify.addHook('onClose', async () => {
      stop();
    });
  },
  { name: 'events-view', dependencies: ['database', 'predictions-repository'] },
);
