// A signed-in player's picks on the events view, kept a moment in serialised form, so that a player who
// reads the events view again and again is answered without a query each time (GET Events only: the
// week, a save's answer and every other reader of picks ask the database). Decorates
// `fastify.recentPicks`; the picks themselves come from livePicksOn (picks/pick-dto.ts).
//
// How stale it may be:
// - The player's own writes through this process (a save, an outright pick, a credit: any write they
//   make) forget their kept picks before the answer leaves; a write outside the playing API and every
//   eventsChanged(db) (the syncs, settlement, an outright's winner, the dev clock) forget everyone's. A
//   read begun before a forget is not kept.
// - Kept picks belong to one scope of the view and hold while its events' locks do (a pick's `locked`
//   follows its event's): they are read anew at the first lock instant, or when the clock moved back.
// - Writes made on another instance show within keptForMs: about a second on PostgreSQL (on PGlite there
//   is no other instance).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import type { AuthenticatedUser } from '#server/plugins/authenticate.ts';
import { keptForMs, keptUntil, makeRoom, mayChangeAnyone, mayWrite } from '#server/plugins/kept-reads.ts';
import { livePicksOn } from '#server/modules/picks/index.ts';
import { pickBytes } from './events-body.ts';
import { onEventsChanged } from '#server/db/events-changed.ts';
import type { PickDto } from '#core/contract/play.ts';
import type { EventsAnswer } from './events-view.ts';

/** Players kept at most (a few kB each); past it the old ones go, or all of them. */
const MAX_KEPT = 5_000;

interface KeptPicks {
  /** The view's scope they were read for (EventsAnswer.scope). */
  scope: string;
  picks: ReadonlyMap<string, Buffer>;
  /** performance.now() past which they are read again (keptUntil). */
  keptUntil: number;
  /** The clock times (ms) between which no event of the scope changes its lock. */
  clockFrom: number;
  clockUntil: number;
}

/** When a read of picks began: a forget after it means its picks are not kept (they may be stale). */
interface PicksReadStart {
  epoch: number;
  at: number;
}

interface RecentPicks {
  /** The player's live picks on the events of the view, serialised (pickBytes), by event id. */
  read(userId: string, view: EventsAnswer, now: Date): Promise<ReadonlyMap<string, Buffer>>;
  /** The player's kept picks on the view, if they still hold. */
  peek(userId: string, view: EventsAnswer, now: Date): ReadonlyMap<string, Buffer> | undefined;
  /** Call before reading picks elsewhere (callerPicks), to hand to keep. */
  begin(): PicksReadStart;
  /** Serialises picks read since `start` and keeps them, unless a forget came in between. */
  keep(
    userId: string,
    view: EventsAnswer,
    now: Date,
    dtos: ReadonlyMap<string, PickDto>,
    start: PicksReadStart,
  ): ReadonlyMap<string, Buffer>;
  forget(userId: string): void;
  forgetAll(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    recentPicks: RecentPicks;
  }
}

function holds(kept: KeptPicks, view: EventsAnswer, now: Date): boolean {
  const at = now.getTime();
  return (
    kept.scope === view.scope &&
    performance.now() < kept.keptUntil &&
    at >= kept.clockFrom &&
    at < kept.clockUntil
  );
}

/** `keptMs`: how long read picks are served at most without a signal. */
function createRecentPicks(db: Database, keptMs: number): RecentPicks {
  const kept = new Map<string, KeptPicks>();
  let epoch = 0;

  const recentPicks: RecentPicks = {
    async read(userId, view, now) {
      const hit = recentPicks.peek(userId, view, now);
      if (hit) return hit;
      const start = recentPicks.begin();
      const dtos = await livePicksOn(db, userId, view.rendered.eventIds, now);
      return recentPicks.keep(userId, view, now, dtos, start);
    },
    peek(userId, view, now) {
      const hit = kept.get(userId);
      return hit && holds(hit, view, now) ? hit.picks : undefined;
    },
    begin: () => ({ epoch, at: performance.now() }),
    keep(userId, view, now, dtos, start) {
      const picks = new Map([...dtos].map(([eventId, pick]) => [eventId, pickBytes(pick)]));
      if (start.epoch === epoch) {
        if (kept.size >= MAX_KEPT && !kept.has(userId)) makeRoom(kept, (entry) => entry.keptUntil, MAX_KEPT);
        kept.set(userId, {
          scope: view.scope,
          picks,
          keptUntil: keptUntil(start.at, keptMs),
          clockFrom: now.getTime(),
          clockUntil: view.rendered.lockedUntil,
        });
      }
      return picks;
    },
    forget(userId) {
      epoch += 1;
      kept.delete(userId);
    },
    forgetAll() {
      epoch += 1;
      kept.clear();
    },
  };
  return recentPicks;
}

export default fp(
  async (fastify) => {
    const recentPicks = createRecentPicks(
      fastify.db,
      fastify.config.playerReadsKeptMs ?? keptForMs(fastify.databaseKind),
    );
    fastify.decorate('recentPicks', recentPicks);
    const stop = onEventsChanged(fastify.db, () => recentPicks.forgetAll());
    fastify.addHook('onClose', async () => {
      stop();
    });
    const forgetAfter = (request: FastifyRequest) => {
      if (mayChangeAnyone(request)) recentPicks.forgetAll();
      else if (mayWrite(request)) {
        const writer = request.user as AuthenticatedUser | null;
        if (writer) recentPicks.forget(writer.id);
      }
    };
    // Before the answer leaves (its writes are committed by then), and again once it has gone, in case
    // the client went away before the answer was sent.
    fastify.addHook('onSend', async (request, _reply, payload) => {
      forgetAfter(request);
      return payload;
    });
    fastify.addHook('onResponse', async (request) => {
      forgetAfter(request);
    });
  },
  { name: 'recent-picks', dependencies: ['database', 'authenticate'] },
);
