// "The events of this database changed": the writers of what the events view shows (the odds and scores
// syncs, settlement, an outright's winner) say so once their write has committed, and every events view
// of this process reading that database drops what it keeps. Keyed by the database rather than by the app
// so that a writer needs nothing but the database it wrote to (a job, a test, a command-line tool).
import type { Database } from './client.ts';

const listenersOf = new WeakMap<Database, Set<() => void>>();

/** Call after a committed write to events, markets, outcomes, seasons or picks' results. */
export function eventsChanged(db: Database): void {
  for (const listener of listenersOf.get(db) ?? []) listener();
}

/** Runs `listener` on every eventsChanged(db); returns how to stop. */
export function onEventsChanged(db: Database, listener: () => void): () => void {
  const listeners = listenersOf.get(db) ?? new Set<() => void>();
  listenersOf.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
