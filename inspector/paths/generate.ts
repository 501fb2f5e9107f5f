import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph';
import type { DiscoveredMachine } from '../discovery.ts';
import { valueText } from '../graph/active.ts';
import { prettyEventType } from '../graph/labels.ts';
import { stableStringify } from '../json.ts';

// Paths through a real machine with xstate/graph: the events explored are the samples file's events,
// each invoke's sample answers (done/error events) and every timer of the machine. Shortest paths
// come from getShortestPaths. Simple paths are xstate's getSimplePaths set (every simple path from
// the start to every state), enumerated here over xstate's adjacency map depth first with a cap: the
// set grows exponentially (the auth machine has millions), so the list stops at `maxPaths`.
// (getSimplePaths itself has no cap: its `limit` bounds only the adjacency walk.)

export type PathKind = 'shortest' | 'simple';

export interface PathStep {
  /** The event that led into this step's state (`xstate.init` for the first). */
  event: EventObject;
  value: StateValue;
  context: unknown;
}

export interface MachinePath {
  kind: PathKind;
  machineId: string;
  input: unknown;
  steps: PathStep[];
}

export interface PathOptions {
  kind: PathKind;
  input: unknown;
  /** Tell states apart by value and context (more, finer paths) or by value only. */
  byContext: boolean;
  /** Only paths ending in this state node (its id); null: every state. */
  toStateId: string | null;
  /** Simple paths only: stop listing after this many. */
  maxPaths?: number;
}

export interface GeneratedPaths {
  paths: MachinePath[];
  /** The simple-path listing stopped at its cap (or its search budget). */
  truncated: boolean;
}

const afterPrefix = 'xstate.after.';

/** The events to explore: samples, invoke answers, timers. */
export function traversalEvents({ machine, samples }: DiscoveredMachine): EventObject[] {
  const answers = Object.entries(samples.actors).flatMap(([id, list]) =>
    list.map((answer) =>
      'error' in answer
        ? { type: `xstate.error.actor.${id}`, error: new Error(answer.error) }
        : { type: `xstate.done.actor.${id}`, output: answer.output },
    ),
  );
  const timers = new Set<string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const type of node.transitions.keys()) if (type.startsWith(afterPrefix)) timers.add(type);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return [
    ...Object.values(samples.events).flat(),
    ...answers,
    ...[...timers].sort().map((type) => ({ type })),
  ];
}

/** `auth.session.signedIn` → `{ session: 'signedIn' }`, for `snapshot.matches`; null for the root. */
function stateValueOf(machine: AnyStateMachine, stateId: string): StateValue | null {
  const path = machine.getStateNodeById(stateId).path;
  const last = path.at(-1);
  if (last === undefined) return null;
  return path.slice(0, -1).reduceRight<StateValue>((inner, key) => ({ [key]: inner }), last);
}

function matcher(machine: AnyStateMachine, stateId: string | null) {
  const value = stateId ? stateValueOf(machine, stateId) : null;
  if (value === null) return () => true;
  return (snapshot: AnyMachineSnapshot) => snapshot.matches(value as never);
}

const toStep = (snapshot: AnyMachineSnapshot, event: EventObject): PathStep => ({
  event,
  value: snapshot.value,
  context: snapshot.context,
});

/**
 * The walk always tells states apart by value and context: a path's steps are then exactly what its
 * events do. "By value only" is a projection applied afterwards (one shortest path per value; no
 * value twice on a simple path), never a coarser walk, which would splice steps of different runs.
 */
function traversal(discovered: DiscoveredMachine, options: PathOptions) {
  const vertexKey = (snapshot: AnyMachineSnapshot) =>
    stableStringify({ value: snapshot.value, context: snapshot.context });
  const stateKey = options.byContext
    ? vertexKey
    : (snapshot: AnyMachineSnapshot) => stableStringify(snapshot.value);
  const traversalOptions: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> = {
    input: options.input,
    events: traversalEvents(discovered),
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeEvent: (event) => stableStringify(event),
    serializeState: vertexKey,
    limit: 100_000,
  };
  return { traversalOptions, vertexKey, stateKey };
}

function explain(discovered: DiscoveredMachine, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(
    `Walking ${discovered.file} failed: ${message}. Every event, invoke answer and input it needs comes from machines/${discovered.name}.samples.ts (eventSamples, actorSamples, inputSamples).`,
    { cause: error },
  );
}

function shortestPaths(discovered: DiscoveredMachine, options: PathOptions): GeneratedPaths {
  const { traversalOptions, stateKey } = traversal(discovered, options);
  const toState = matcher(discovered.machine, options.toStateId);
  const found = getShortestPaths(discovered.machine, {
    ...traversalOptions,
    ...(options.toStateId ? { toState } : {}),
  });
  // The shortest path to each state as the options tell states apart (first found on a tie).
  const byState = new Map<string, (typeof found)[number]>();
  for (const path of found) {
    const key = stateKey(path.state);
    const best = byState.get(key);
    if (!best || path.steps.length < best.steps.length) byState.set(key, path);
  }
  return {
    paths: [...byState.values()].map((path) => ({
      kind: 'shortest',
      machineId: discovered.machine.id,
      input: options.input,
      steps: path.steps.map((step) => toStep(step.state, step.event)),
    })),
    truncated: false,
  };
}

/** Depth-first over the adjacency map, each vertex at most once per path; every prefix is a simple path. */
function simplePaths(discovered: DiscoveredMachine, options: PathOptions): GeneratedPaths {
  const { traversalOptions, vertexKey, stateKey } = traversal(discovered, options);
  const adjacency = getAdjacencyMap(discovered.machine, traversalOptions) as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
    }
  >;
  const maxPaths = options.maxPaths ?? 200;
  let budget = 200_000;
  const isTarget = matcher(discovered.machine, options.toStateId);
  const start = Object.values(adjacency)[0]?.state;
  if (!start) return { paths: [], truncated: false };

  const paths: MachinePath[] = [];
  const onPath = new Set<string>();
  const steps: PathStep[] = [];
  let truncated = false;
  const visit = (snapshot: AnyMachineSnapshot, event: EventObject) => {
    if (paths.length >= maxPaths || budget-- <= 0) {
      truncated = true;
      return;
    }
    const key = stateKey(snapshot);
    onPath.add(key);
    steps.push(toStep(snapshot, event));
    const reached = isTarget(snapshot);
    if (reached)
      paths.push({
        kind: 'simple',
        machineId: discovered.machine.id,
        input: options.input,
        steps: [...steps],
      });
    if (!reached || !options.toStateId)
      for (const next of Object.values(adjacency[vertexKey(snapshot)]?.transitions ?? {}))
        if (!onPath.has(stateKey(next.state))) visit(next.state, next.event);
    steps.pop();
    onPath.delete(key);
  };
  visit(start, { type: 'xstate.init' });
  return { paths, truncated };
}

export function generatePaths(discovered: DiscoveredMachine, options: PathOptions): GeneratedPaths {
  try {
    return options.kind === 'shortest'
      ? shortestPaths(discovered, options)
      : simplePaths(discovered, options);
  } catch (error) {
    throw explain(discovered, error);
  }
}

function eventText(event: EventObject): string {
  const type = prettyEventType(event.type);
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  const detail = stableStringify(payload);
  if (detail === '{}') return type;
  return `${type} ${detail.length > 48 ? `${detail.slice(0, 47)}…` : detail}`;
}

/** `STATUS_LOADED {"status":1} → CHECK_EMAIL_VALIDATED ⇒ known.checking` */
export function describePath(path: MachinePath): string {
  const events = path.steps.slice(1).map((step) => eventText(step.event));
  return `${events.length ? events.join(' → ') : '(start)'} ⇒ ${valueText(path.steps.at(-1)?.value)}`;
}
