import { expect } from 'vitest';
import {
  createActor,
  initialTransition,
  transition,
  fromCallback,
  fromPromise,
  type AnyActorLogic,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import {
  declaredTransitions,
  invocations,
  stateNodes,
  transitionKey,
} from '../../e2e/models/machine-graph.ts';
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap, type StatePath } from 'xstate/graph';

export { declaredTransitions };

// Model-based testing of the real machines (docs/architecture.md §11.3): xstate/graph walks each machine
// with the user events plus synthetic done/error/after events standing for what its actors and timers
// can answer, and every path found is replayed on a real actor whose invoked promises are settled
// exactly when the path says. Which transitions the replays took is read from the actor's own
// microsteps, so coverage is measured, not assumed.

export type Outcome = { output: unknown } | { error: unknown };

export interface MachineModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Starting points (the machine's input); one traversal each. */
  inputs: Array<{ name: string; input: unknown }>;
  /** The events a user (or the app) sends, with sample payloads. */
  events: Array<EventObject & Record<string, unknown>>;
  /** What each invoked actor (by invoke id) may answer. */
  outcomes: Record<string, Outcome[]>;
  /** Invoked callback actors (they never finish; the events they send are in `events`). */
  callbacks?: string[];
  /**
   * The part of a snapshot that tells states apart for the walk: the state value and the context
   * the guards read. Replays compare the whole value and context.
   */
  key(snapshot: SnapshotFrom<TMachine>): unknown;
}

export interface ModelPath {
  name: string;
  input: unknown;
  path: StatePath<SnapshotFrom<AnyStateMachine>, EventObject>;
}

const serialize = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Error ? `Error(${inner.message})` : inner,
  );

function syntheticEvents(model: MachineModel<AnyStateMachine>): EventObject[] {
  const answers = Object.entries(model.outcomes).flatMap(([id, outcomes]) =>
    outcomes.map((outcome) =>
      'error' in outcome
        ? { type: `xstate.error.actor.${id}`, error: outcome.error }
        : { type: `xstate.done.actor.${id}`, output: outcome.output },
    ),
  );
  const timers = [
    ...new Set(
      stateNodes(model.machine).flatMap((node) =>
        [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')),
      ),
    ),
  ].map((type) => ({ type }));
  return [...model.events, ...answers, ...timers];
}

/**
 * For every transition the walk can take, the shortest path that ends by taking it (self-transitions
 * included; a transition into an eventless choice once per state it ends in), plus each input's start
 * (its eventless choices). The walk's states are `model.key`.
 */
export function modelPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): ModelPath[] {
  const machine: AnyStateMachine = model.machine;
  const events = syntheticEvents(model as MachineModel<AnyStateMachine>);
  const key = (snapshot: unknown) => serialize(model.key(snapshot as SnapshotFrom<TMachine>));
  const starts: ModelPath[] = [];
  const byTransition = new Map<string, ModelPath>();
  for (const { name, input } of model.inputs) {
    const options = {
      input: input as never,
      events: events as never,
      filterEvents: (snapshot: SnapshotFrom<AnyStateMachine>, event: EventObject) => snapshot.can(event),
      serializeEvent: (event: EventObject) => serialize(event),
      serializeState: (snapshot: unknown) => key(snapshot),
    };
    const shortest = getShortestPaths(machine, options);
    const pathTo = new Map(shortest.map((path) => [key(path.state), path]));
    const start = shortest.find((path) => path.steps.length === 1);
    if (start) starts.push({ name, input, path: start });
    const adjacency: AdjacencyMap<SnapshotFrom<AnyStateMachine>, EventObject> = getAdjacencyMap(
      machine,
      options,
    );
    for (const [vertex, { state, transitions }] of Object.entries(adjacency)) {
      const base = pathTo.get(vertex);
      if (!base) continue;
      for (const { event, state: next } of Object.values(transitions) as Array<{
        event: EventObject;
        state: SnapshotFrom<AnyStateMachine>;
      }>) {
        const path = {
          state: next,
          steps: [...base.steps, { event, state: next }],
          weight: base.weight + 1,
        };
        const direct = machine.getTransitionData(state, event);
        const keys = direct.map(transitionKey);
        // Into an eventless choice: which branch it takes shows only in the state it ends in.
        if (direct.some((taken) => taken.target?.some((node) => node.always?.length)))
          keys.push(`${keys.join(', ')} ⇒ ${serialize(next.value)}`);
        for (const taken of keys) {
          const best = byTransition.get(taken);
          if (!best || best.path.steps.length > path.steps.length)
            byTransition.set(taken, { name, input, path });
        }
      }
    }
  }
  return withoutPrefixes([...starts, ...byTransition.values()]);
}

const eventsOf = (path: ModelPath) =>
  [path.name, ...path.path.steps.slice(1).map((step) => serialize(step.event))].join(' → ');

/** A path that a longer one starts with adds nothing: the longer one replays it. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const signatures = paths.map(eventsOf);
  const kept = paths.filter(
    (_path, index) =>
      !signatures.some(
        (other, otherIndex) => otherIndex !== index && other.startsWith(`${signatures[index]} → `),
      ),
  );
  return [...new Map(kept.map((path) => [eventsOf(path), path])).values()];
}

/** A readable, unique test title: the input's name, then each event by type. */
export function describePath({ name, path }: ModelPath): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    const type = event.type.replace(/^xstate\.(done|error)\.actor\./u, (_m, kind: string) =>
      kind === 'done' ? 'done:' : 'error:',
    );
    const detail = serialize({ ...event, type: undefined });
    return detail === '{}' ? type : `${type} ${detail}`;
  });
  return [name, ...steps].join(' → ');
}

/** A clock whose timers fire only when told, earliest first (xstate's Clock interface). */
export class ManualClock {
  private now = 0;
  private lastId = 0;
  private readonly timers = new Map<number, { at: number; fire: () => void }>();

  setTimeout(fire: () => void, timeout: number): number {
    this.lastId += 1;
    this.timers.set(this.lastId, { at: this.now + timeout, fire });
    return this.lastId;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  fireNext(): void {
    const next = [...this.timers.entries()].sort(([, a], [, b]) => a.at - b.at)[0];
    if (!next) throw new Error('The path expects a timer, but none is pending.');
    const [id, timer] = next;
    this.timers.delete(id);
    this.now = timer.at;
    timer.fire();
  }
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const observed = (snapshot: SnapshotFrom<AnyStateMachine>) => ({
  value: snapshot.value,
  context: JSON.parse(serialize(snapshot.context)) as unknown,
});

/**
 * Replays a path on a real actor: user events are sent, invoked promises settle when the path says,
 * timers fire when the path says. After every step the actor's value and whole context must equal what
 * the machine's pure transition function computes for the same events (so the real actor, its promise
 * actors and its timers agree with the model), and its key must be the walk's. Returns the keys of the
 * transitions the actor took.
 */
export async function replay(
  model: MachineModel<AnyStateMachine>,
  { input, path }: ModelPath,
): Promise<Set<string>> {
  const running = new Map<string, { resolve(output: unknown): void; reject(error: unknown): void }>();
  const actors: Record<string, AnyActorLogic> = {};
  for (const { src } of invocations(model.machine)) {
    actors[src] = model.callbacks?.includes(src)
      ? fromCallback(() => undefined)
      : fromPromise(
          ({ self }) => new Promise((resolve, reject) => running.set(self.id, { resolve, reject })),
        );
  }
  const clock = new ManualClock();
  const taken = new Set<string>();
  const actor = createActor(model.machine.provide({ actors }), {
    input,
    clock,
    inspect: (event) => {
      if (event.type === '@xstate.microstep') event._transitions.forEach((t) => taken.add(transitionKey(t)));
    },
  });
  actor.start();
  await settle();
  let [expected] = initialTransition(model.machine, input);
  expect(observed(actor.getSnapshot())).toEqual(observed(expected));
  const [first] = path.steps;
  if (first) expect(model.key(actor.getSnapshot())).toEqual(model.key(first.state));

  for (const step of path.steps.slice(1)) {
    const { event } = step;
    const [, outcome, id = ''] = /^xstate\.(done|error)\.actor\.(.+)$/u.exec(event.type) ?? [];
    if (outcome) {
      const invoked = running.get(id);
      if (!invoked) throw new Error(`The path answers ${id}, which is not running.`);
      running.delete(id);
      if (outcome === 'done') invoked.resolve((event as { output?: unknown }).output);
      else invoked.reject((event as { error?: unknown }).error);
    } else if (event.type.startsWith('xstate.after.')) {
      clock.fireNext();
    } else {
      actor.send(event);
    }
    await settle();
    [expected] = transition(model.machine, expected, event);
    expect(observed(actor.getSnapshot()), `after ${event.type}`).toEqual(observed(expected));
    expect(model.key(actor.getSnapshot()), `after ${event.type}`).toEqual(model.key(step.state));
  }
  actor.stop();
  return taken;
}
