import { StateMachine, type AnyActorRef, type InspectionEvent } from 'xstate';

// The app's side of the inspector (inspector/, issue #5). In development builds every inspection
// event of the session's actors goes out over a same-origin BroadcastChannel, with secrets (tokens,
// passwords, codes) masked; the inspector page listens on the same channel. Production builds get
// `inspect = undefined`: the constant condition below lets the bundler drop everything else in this
// file (inspector/check-production-build.ts proves it on dist/).

/** The BroadcastChannel both sides open (same origin only, by the browser's rules). */
export const inspectionChannelName = 'longshot-inspection';

/** What a snapshot looks like on the wire: the parts the inspector draws, masked. */
export interface InspectedSnapshot {
  status: string;
  /** Machines: the state value. */
  value?: unknown;
  context?: unknown;
  /** Promise and other actors. */
  output?: unknown;
  error?: unknown;
}

/**
 * Actors are named by the poster (`<page>:<n>`), not by xstate, whose session ids start again at `x:0`
 * in every tab and after every reload; `page` tells those apart.
 */
export type InspectionMessage =
  | {
      kind: 'actor';
      page: string;
      sessionId: string;
      /** The invoke id, or `x:0`-style for root actors. */
      actorId: string;
      parentId: string | null;
      rootId: string;
      /** The machine's id when the actor runs a state machine (`auth`), else null. */
      machineId: string | null;
      at: number;
    }
  | {
      kind: 'snapshot';
      page: string;
      sessionId: string;
      /** The event that led to the snapshot (masked); `xstate.inspector.sync` on a replay. */
      event: { type: string } & Record<string, unknown>;
      /** Who sent the event (a parent, a child), when it was an actor. */
      sourceId: string | null;
      snapshot: InspectedSnapshot;
      at: number;
    }
  /** The page is going away (reload, tab closed): its actors are gone. */
  | { kind: 'bye'; page: string }
  /** The inspector opened: the app answers with every live actor and its current snapshot. */
  | { kind: 'hello' };

const MASK = '••••••';
const secretKey = /token|password|secret|^code$|recoverycode/iu;
const MAX_DEPTH = 8;

/** A JSON-safe copy for the wire, with secret-looking keys masked and actors, errors and functions named. */
export function maskSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
    if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
    return value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value instanceof Date) return value.toISOString();
  if ('sessionId' in value && 'send' in value) return `[actor ${String((value as AnyActorRef).id)}]`;
  seen.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set)
      return [...value].map((item) => maskSecrets(item, depth + 1, seen));
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    return Object.fromEntries(
      entries.map(([key, inner]: [unknown, unknown]) => [
        String(key),
        secretKey.test(String(key)) && inner !== null && inner !== undefined
          ? MASK
          : maskSecrets(inner, depth + 1, seen),
      ]),
    );
  } finally {
    seen.delete(value);
  }
}

function snapshotOf(actor: AnyActorRef, raw: unknown = actor.getSnapshot()): InspectedSnapshot {
  const snapshot = (raw ?? {}) as Record<string, unknown>;
  const picked: InspectedSnapshot = { status: String(snapshot.status ?? 'active') };
  for (const key of ['value', 'context', 'output', 'error'] as const)
    if (snapshot[key] !== undefined) picked[key] = maskSecrets(snapshot[key]);
  return picked;
}

function machineIdOf(actor: AnyActorRef): string | null {
  const logic: unknown = (actor as { logic?: unknown }).logic;
  return logic instanceof StateMachine ? logic.id : null;
}

export interface InspectionPoster {
  /** For `createActor(logic, { inspect })`. */
  inspect(event: InspectionEvent): void;
  /** Posts every live actor and its current snapshot again (a late inspector asked). */
  replay(): void;
}

/** Turns xstate's inspection events into masked messages; `post` sends them. */
export function createInspectionPoster(
  post: (message: InspectionMessage) => void,
  page: string,
  now: () => number = () => Date.now(),
): InspectionPoster {
  const ids = new WeakMap<AnyActorRef, string>();
  let count = 0;
  const idOf = (actor: AnyActorRef) => {
    let id = ids.get(actor);
    if (!id) {
      count += 1;
      id = `${page}:${count}`;
      ids.set(actor, id);
    }
    return id;
  };
  const live = new Set<AnyActorRef>();
  const announced = new WeakSet<AnyActorRef>();
  const senders = new WeakMap<AnyActorRef, string | null>();
  const announce = (actor: AnyActorRef) =>
    post({
      kind: 'actor',
      page,
      sessionId: idOf(actor),
      actorId: actor.id,
      parentId: actor._parent ? idOf(actor._parent) : null,
      rootId: idOf(rootOf(actor)),
      machineId: machineIdOf(actor),
      at: now(),
    });
  const postSnapshot = (actor: AnyActorRef, event: { type: string }, raw: unknown, replayed = false) => {
    const snapshot = snapshotOf(actor, raw);
    if (snapshot.status !== 'active') live.delete(actor);
    post({
      kind: 'snapshot',
      page,
      sessionId: idOf(actor),
      event: maskSecrets(event) as { type: string },
      sourceId: replayed ? null : (senders.get(actor) ?? null),
      snapshot,
      at: now(),
    });
  };
  return {
    inspect(event) {
      const actor = event.actorRef as AnyActorRef;
      if (event.type === '@xstate.event') {
        const source = event.sourceRef as AnyActorRef | undefined;
        senders.set(actor, source ? idOf(source) : null);
      } else if (event.type === '@xstate.snapshot') {
        // Announced on its first snapshot, that is once started: an actor created and never started
        // (React's StrictMode builds the session twice in development) never shows.
        if (!announced.has(actor)) {
          announced.add(actor);
          live.add(actor);
          announce(actor);
        }
        postSnapshot(actor, event.event, event.snapshot);
      }
    },
    replay() {
      for (const actor of live) {
        announce(actor);
        postSnapshot(actor, { type: 'xstate.inspector.sync' }, actor.getSnapshot(), true);
      }
    },
  };
}

function rootOf(actor: AnyActorRef): AnyActorRef {
  let root = actor;
  while (root._parent) root = root._parent;
  return root;
}

function openInspectionChannel(): InspectionPoster['inspect'] | undefined {
  if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined') return undefined;
  const channel = new BroadcastChannel(inspectionChannelName);
  const page = Math.random().toString(36).slice(2, 8);
  const poster = createInspectionPoster((message) => channel.postMessage(message), page);
  channel.addEventListener('message', (message: MessageEvent<InspectionMessage>) => {
    if (message.data.kind === 'hello') poster.replay();
  });
  window.addEventListener('pagehide', () =>
    channel.postMessage({ kind: 'bye', page } satisfies InspectionMessage),
  );
  return (event) => poster.inspect(event);
}

/**
 * The inspect observer for the app's root actors: development builds only (tests run without it, so
 * no channel keeps a test worker alive). In production this is `undefined` and the rest is dead code.
 */
export const inspect: ((event: InspectionEvent) => void) | undefined =
  import.meta.env.DEV && import.meta.env.MODE !== 'test' ? openInspectionChannel() : undefined;
