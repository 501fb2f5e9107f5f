import type { InspectedSnapshot, InspectionMessage } from '#src/lib/inspection.ts';

// What the inspector knows of the running app: its actors (every tab of the app that posts on the
// channel) and a timeline with one entry per snapshot (the event, then the state and context after
// it). Pure reducer; the receiver below feeds it from the BroadcastChannel.

export interface LiveActor {
  sessionId: string;
  page: string;
  actorId: string;
  parentId: string | null;
  rootId: string;
  machineId: string | null;
  /** The page it ran in said goodbye, or its last snapshot was final. */
  gone: boolean;
}

export interface TimelineEntry {
  /** Position in the whole run (kept when old entries are dropped). */
  index: number;
  at: number;
  sessionId: string;
  event: { type: string } & Record<string, unknown>;
  sourceId: string | null;
  snapshot: InspectedSnapshot;
}

export interface LiveState {
  actors: LiveActor[];
  timeline: TimelineEntry[];
  nextIndex: number;
}

export const emptyLive: LiveState = { actors: [], timeline: [], nextIndex: 0 };
/** Older entries go first: the timeline is for scrubbing back through a session, not an archive. */
const TIMELINE_LIMIT = 2000;

const sameSnapshot = (a: InspectedSnapshot, b: InspectedSnapshot) => JSON.stringify(a) === JSON.stringify(b);

/** The entry that was current for an actor at a point in the timeline (null index: now). */
export function entryAt(state: LiveState, sessionId: string, index: number | null): TimelineEntry | null {
  for (let i = state.timeline.length - 1; i >= 0; i -= 1) {
    const entry = state.timeline[i];
    if (entry && entry.sessionId === sessionId && (index === null || entry.index <= index)) return entry;
  }
  return null;
}

export function reduceLive(state: LiveState, message: InspectionMessage): LiveState {
  switch (message.kind) {
    case 'actor': {
      const { kind: _kind, at: _at, ...actor } = message;
      const known = state.actors.some((item) => item.sessionId === actor.sessionId);
      const actors = known
        ? state.actors.map((item) => (item.sessionId === actor.sessionId ? { ...item, ...actor } : item))
        : [...state.actors, { ...actor, gone: false }];
      return { ...state, actors };
    }
    case 'snapshot': {
      const latest = entryAt(state, message.sessionId, null);
      // A replay for another inspector repeats what this one already shows.
      if (
        message.event.type === 'xstate.inspector.sync' &&
        latest &&
        sameSnapshot(latest.snapshot, message.snapshot)
      )
        return state;
      const entry: TimelineEntry = {
        index: state.nextIndex,
        at: message.at,
        sessionId: message.sessionId,
        event: message.event,
        sourceId: message.sourceId,
        snapshot: message.snapshot,
      };
      const ended = message.snapshot.status !== 'active';
      return {
        actors: ended
          ? state.actors.map((item) =>
              item.sessionId === message.sessionId ? { ...item, gone: true } : item,
            )
          : state.actors,
        timeline: [...state.timeline, entry].slice(-TIMELINE_LIMIT),
        nextIndex: state.nextIndex + 1,
      };
    }
    case 'bye':
      return {
        ...state,
        actors: state.actors.map((item) => (item.page === message.page ? { ...item, gone: true } : item)),
      };
    case 'hello':
      return state;
  }
}

export interface LiveReceiver {
  getState(): LiveState;
  subscribe(listener: () => void): () => void;
  /** Forgets the history: each actor keeps only its current entry. */
  clear(): void;
  close(): void;
}

/** Listens on the app's channel and asks the app for its current actors at once. */
export function createLiveReceiver(channel: BroadcastChannel): LiveReceiver {
  let state = emptyLive;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  channel.addEventListener('message', (message: MessageEvent<InspectionMessage>) => {
    state = reduceLive(state, message.data);
    emit();
  });
  channel.postMessage({ kind: 'hello' } satisfies InspectionMessage);
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      const current = state.actors.flatMap((actor) => entryAt(state, actor.sessionId, null) ?? []);
      state = { ...state, timeline: current.sort((a, b) => a.index - b.index) };
      emit();
    },
    close: () => channel.close(),
  };
}
