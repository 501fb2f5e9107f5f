import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { stateNodesOf } from '../graph/state-graph.ts';
import { ManualClock, type PendingTimer } from './manual-clock.ts';

// Runs one machine on its own: its invoked actors are stand-ins that succeed (with an output), fail or
// hang; its timers wait on a manual clock; the developer sends events and fires timers. Every step is
// recorded, so stepping back rebuilds the actor from the start and replays all steps but the last
// (the machine is deterministic given its stand-ins and clock), and stepping forward redoes one.

export type StandIn =
  { kind: 'succeed'; output: unknown } | { kind: 'fail'; message: string } | { kind: 'hang' };

export type SandboxStep =
  { kind: 'send'; event: EventObject } | { kind: 'timer'; timerId: number; label: string };

export interface SandboxFrame {
  /** What led here; null for the start. */
  step: SandboxStep | null;
  status: string;
  value: StateValue;
  context: unknown;
  error: string | null;
  /** Every state value the machine showed during the step (invokes settling on the way). */
  passedThrough: StateValue[];
  timers: PendingTimer[];
}

export interface SandboxSetup {
  machine: AnyStateMachine;
  input: unknown;
  /** By invoked actor name (its `src`); an actor not listed hangs. */
  standIns: Record<string, StandIn>;
}

/** The actor names a machine invokes (the stand-ins to choose). */
export function invokedActors(machine: AnyStateMachine): string[] {
  const names = stateNodesOf(machine.root).flatMap((node) =>
    node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
  );
  return [...new Set(names)].sort();
}

function standInLogic(standIn: StandIn | undefined): AnyActorLogic {
  if (standIn?.kind === 'succeed') return fromPromise(async () => standIn.output);
  if (standIn?.kind === 'fail') return fromPromise(async () => Promise.reject(new Error(standIn.message)));
  return fromPromise(() => new Promise<never>(() => {}));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Running {
  actor: AnyActorRef;
  clock: ManualClock;
  passed: StateValue[];
  error: string | null;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function boot(setup: SandboxSetup): Running {
  const actors = Object.fromEntries(
    invokedActors(setup.machine).map((name) => [name, standInLogic(setup.standIns[name])]),
  );
  const clock = new ManualClock();
  const actor = createActor(setup.machine.provide({ actors }), { input: setup.input, clock });
  const running: Running = { actor, clock, passed: [], error: null };
  clock.describe = () => {
    const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents);
    return scheduled.at(-1)?.event.type ?? 'timer';
  };
  actor.subscribe({
    next: (snapshot) => running.passed.push(snapshot.value as StateValue),
    error: (error) => {
      running.error = errorText(error);
    },
  });
  actor.start();
  return running;
}

function frameOf(running: Running, step: SandboxStep | null): SandboxFrame {
  const snapshot = running.actor.getSnapshot() as {
    status: string;
    value: StateValue;
    context: unknown;
    error?: unknown;
  };
  const frame: SandboxFrame = {
    step,
    status: snapshot.status,
    value: snapshot.value,
    context: snapshot.context,
    error: running.error ?? (snapshot.status === 'error' ? errorText(snapshot.error) : null),
    passedThrough: running.passed.splice(0),
    timers: running.clock.pending(),
  };
  return frame;
}

async function apply(running: Running, step: SandboxStep): Promise<void> {
  if (step.kind === 'send') running.actor.send(step.event);
  else running.clock.fire(step.timerId);
  // Stand-ins settle in microtasks; one task later every chain of invokes has settled.
  await nextTask();
}

export class SandboxSession {
  private running: Running;
  private history: SandboxFrame[];
  private redo: SandboxStep[] = [];

  private constructor(
    readonly setup: SandboxSetup,
    running: Running,
    history: SandboxFrame[],
  ) {
    this.running = running;
    this.history = history;
  }

  static async start(setup: SandboxSetup, steps: SandboxStep[] = []): Promise<SandboxSession> {
    const running = boot(setup);
    await nextTask();
    const history = [frameOf(running, null)];
    for (const step of steps) {
      await apply(running, step);
      history.push(frameOf(running, step));
    }
    return new SandboxSession(setup, running, history);
  }

  get frames(): readonly SandboxFrame[] {
    return this.history;
  }

  get current(): SandboxFrame {
    const frame = this.history.at(-1);
    if (!frame) throw new Error('The sandbox has no frame.');
    return frame;
  }

  get canBack(): boolean {
    return this.history.length > 1;
  }

  get canForward(): boolean {
    return this.redo.length > 0;
  }

  /** Whether the current state takes the event (a transition exists and its guard lets it through). */
  accepts(event: AnyEventObject): boolean {
    const snapshot = this.running.actor.getSnapshot() as {
      can?: (event: EventObject) => boolean;
      status: string;
    };
    try {
      return snapshot.status === 'active' && Boolean(snapshot.can?.(event));
    } catch {
      // A guard that reads a payload field the event lacks.
      return false;
    }
  }

  async send(event: AnyEventObject): Promise<void> {
    if (!this.accepts(event))
      throw new Error(
        `${event.type} is not taken in ${JSON.stringify(this.current.value)}: no transition, or its guard refused.`,
      );
    await this.record({ kind: 'send', event });
  }

  async fireTimer(timerId: number): Promise<void> {
    const timer = this.current.timers.find((pending) => pending.id === timerId);
    if (!timer) throw new Error(`No pending timer ${timerId}.`);
    await this.record({ kind: 'timer', timerId, label: timer.label });
  }

  private async record(step: SandboxStep): Promise<void> {
    await apply(this.running, step);
    this.history.push(frameOf(this.running, step));
    this.redo = [];
  }

  async back(): Promise<void> {
    if (!this.canBack) return;
    const steps = this.steps();
    const undone = steps.pop();
    const replayed = await SandboxSession.start(this.setup, steps);
    this.running.actor.stop();
    this.running = replayed.running;
    this.history = replayed.history;
    if (undone) this.redo.push(undone);
  }

  async forward(): Promise<void> {
    const step = this.redo.pop();
    if (!step) return;
    await apply(this.running, step);
    this.history.push(frameOf(this.running, step));
  }

  /** The steps taken so far, in order. */
  steps(): SandboxStep[] {
    return this.history.flatMap((frame) => (frame.step ? [frame.step] : []));
  }

  stop(): void {
    this.running.actor.stop();
  }
}
