import {
  createActor,
  fromPromise,
  StateMachine,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { invokeSources, transitionKey } from './machine-graph.ts';
import type { RealMachine } from './real-machines.ts';

// One page load of the unit-level replay: the real machines it runs, each with every invoked call
// waiting for the path to answer it and every timer waiting for the path to fire it, and what each
// machine does recorded for the coverage report.

export interface Recorder {
  transition(machine: string, key: string): void;
  state(machine: string, stateId: string): void;
}

/** A clock whose timers fire only when a path says so, earliest first (xstate's Clock). */
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

  /** Fires the earliest timer; false when none is running. */
  fireNext(): boolean {
    const next = [...this.timers.entries()].sort(([, a], [, b]) => a.at - b.at)[0];
    if (!next) return false;
    const [id, timer] = next;
    this.timers.delete(id);
    this.now = timer.at;
    timer.fire();
    return true;
  }
}

export interface PendingCall {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** What a view's wiring puts in place of a machine's defaults: some of its actors and actions. */
export interface Implementations {
  actors?: Record<string, AnyActorLogic>;
  actions?: Record<string, unknown>;
}

export class SimulatedPage {
  readonly actors = new Map<string, AnyActorRef>();
  readonly clocks = new Map<string, ManualClock>();
  /** Invoked calls waiting for the path, as `machine:invokeId`. */
  readonly calls = new Map<string, PendingCall>();
  readonly errors: unknown[] = [];
  /** Where the machines sent the browser: a full load the path must declare next. */
  navigation: string | null = null;

  private readonly machines: Map<string, RealMachine>;
  private readonly recorder: Recorder;

  constructor(machines: Map<string, RealMachine>, recorder: Recorder) {
    this.machines = machines;
    this.recorder = recorder;
  }

  /** Machine `id` on this page: one the page made, or one a machine of the page invoked (`twoFactor`). */
  actor(id: string): AnyActorRef {
    const actor = this.actors.get(id) ?? this.invoked(id);
    if (!actor) throw new Error(`No ${id} machine runs on this page.`);
    return actor;
  }

  private invoked(id: string): AnyActorRef | undefined {
    for (const parent of this.actors.values()) {
      const child = (parent.getSnapshot() as AnyMachineSnapshot).children[id];
      if (child) return child;
    }
    return undefined;
  }

  /** A call that waits for the path, for every actor `machine` invokes, as `machine:invokeId`. */
  private waitingCalls(id: string, machine: AnyStateMachine, given: Record<string, AnyActorLogic> = {}) {
    const actors: Record<string, AnyActorLogic> = {};
    for (const src of invokeSources(machine)) {
      const child = this.machines.get(src);
      const logic: unknown = machine.implementations.actors[src];
      actors[src] =
        given[src] ??
        // A real machine it invokes runs as the wiring provided it, its own calls waiting for the path.
        (child && logic instanceof StateMachine
          ? (logic as AnyStateMachine).provide({ actors: this.waitingCalls(src, child.machine) })
          : fromPromise(({ self, signal }) => this.waitForPath(`${id}:${self.id}`, signal)));
    }
    return actors;
  }

  /** The first navigation wins: the page is leaving. */
  navigate(path: string): void {
    this.navigation ??= path;
  }

  /** A call that waits for the path; a `fail` step may also reject one the wiring settles itself. */
  waitForPath(key: string, signal: AbortSignal): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.calls.set(key, { resolve, reject });
      signal.addEventListener('abort', () => this.calls.delete(key));
    });
  }

  /** Makes (and does not start) machine `id` on this page, replacing one already there. */
  create(id: string, implementations: Implementations, input: unknown): AnyActorRef {
    const real = this.machines.get(id);
    if (!real) throw new Error(`No machine ${id} in machines/.`);
    this.actors.get(id)?.stop();
    const machine: AnyStateMachine = real.machine.provide({
      actors: this.waitingCalls(id, real.machine, implementations.actors),
      actions: (implementations.actions ?? {}) as never,
    });
    const clock = new ManualClock();
    this.clocks.set(id, clock);
    const record = (snapshot: AnyMachineSnapshot) =>
      snapshot._nodes.forEach((node) => this.recorder.state(node.machine.id, node.id));
    const actor = createActor(machine, {
      input: input as never,
      clock,
      // Each machine is the root of its own actor system, with the real machines it invokes; its
      // invoked calls make no microsteps. The initial microsteps (eventless choices) happen while the
      // actor is being made; an invoked machine's first state shows in its first snapshot.
      inspect: (event: InspectionEvent) => {
        if (event.type === '@xstate.snapshot' && event.actorRef.sessionId !== event.rootId) {
          const snapshot = event.snapshot as Partial<AnyMachineSnapshot>;
          if (snapshot.machine && this.machines.has(snapshot.machine.id))
            record(snapshot as AnyMachineSnapshot);
        }
        if (event.type !== '@xstate.microstep') return;
        for (const transition of event._transitions) {
          this.recorder.transition(transition.source.machine.id, transitionKey(transition));
          this.recorder.state(transition.source.machine.id, transition.source.id);
        }
        record(event.snapshot as AnyMachineSnapshot);
      },
    });
    actor.subscribe({
      next: (snapshot) => record(snapshot as AnyMachineSnapshot),
      error: (error) => this.errors.push(error),
    });
    this.actors.set(id, actor);
    return actor;
  }

  stop(): void {
    for (const actor of this.actors.values()) actor.stop();
  }
}
