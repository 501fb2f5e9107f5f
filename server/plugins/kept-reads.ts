// When this process may answer from reads it kept (the events view, recent session checks, a player's
// picks on the events view) rather than from the database, and which requests make it let go of them.
import type { FastifyRequest } from 'fastify';
import type { DatabaseKind } from '#server/db/client.ts';

/**
 * How long a kept read is served without a signal that it changed. On PostgreSQL other instances write
 * too and signal nothing here, so about a second: that is how far behind their writes this process may
 * be. On PGlite this process is the database's only writer (db/pglite-lock.ts) and its writes signal, so
 * the limit only bounds the cost of a missed signal, and it is longer: every read PGlite makes holds the
 * whole process (it runs in this thread), so fewer rereads mean steadier answers.
 */
export function keptForMs(kind: DatabaseKind): number {
  return kind === 'postgres' ? 1_000 : 10_000;
}

/**
 * When a read begun at `begunAt` (performance.now()) stops being served: between half and all of keptMs,
 * at random, so that reads made together (a crowd of players arriving at once) are not all made again
 * together, stalling every answer at that moment.
 */
export function keptUntil(begunAt: number, keptMs: number): number {
  return begunAt + keptMs * (0.5 + Math.random() / 2);
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const playingApi = '/api/predictions/';

/** A request that may write. Its writes are committed once its answer is sent (or it has gone). */
export function mayWrite(request: FastifyRequest): boolean {
  return !readMethods.has(request.method);
}

/**
 * A request that may change anyone's session, role, credits or picks: a write outside the playing API
 * (sign-out, password, two-factor, roles, account deletion, credits). A write inside it changes only the
 * caller's own picks, or says so itself (an outright's winner calls eventsChanged).
 */
export function mayChangeAnyone(request: FastifyRequest): boolean {
  // The route that answered, not the URL as sent (which the router matches case-insensitively).
  const route = request.routeOptions.url ?? request.url;
  return mayWrite(request) && !route.toLowerCase().startsWith(playingApi);
}

/**
 * Makes room in a map of kept reads that is full (`max` entries): drops those whose `until`
 * (performance.now()) has passed, and everything if that frees nothing, so memory stays bounded.
 */
export function makeRoom<K, V>(kept: Map<K, V>, until: (entry: V) => number, max: number): void {
  const at = performance.now();
  for (const [key, entry] of kept) if (until(entry) <= at) kept.delete(key);
  if (kept.size >= max) kept.clear();
}
