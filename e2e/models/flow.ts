import { createMachine, type AnyStateMachine, type EventObject } from 'xstate';

// A flow is an abstract model of one thing a person does in the UI (sign in, link an e-mail, answer the
// cookie dialog...). Its events map one to one to gestures (e2e/models/*.drivers.ts replays them in the
// browser), and each event also says what the real machines (machines/*.machine.ts) receive when the
// gesture happens, so the same paths measure how much of the real machines the browser run exercises.
// The abstract model is a plain xstate machine with no invoke and no timers: the real machines' calls
// and timers are where the abstraction ends (docs/architecture.md §11.3: createTestModel refuses them).

/** A real machine, by its id (`auth`, `guestStatus`, `linkAccount`, ...). */
export type MachineId = string;

/**
 * What the real machines receive during one gesture, in order. The unit-level replay
 * (e2e/models/simulated-browser.ts) runs these on the real machines wired as the SPA wires them
 * (src/app/session/session-system.ts), so what the wiring forwards by itself is not listed.
 */
export type RealStep =
  /** The deployment the browser talks to; `qa` signs no visitor up as a guest on load. Before the first load. */
  | { deployment: 'dev' | 'qa' }
  /**
   * A full page load at `load` (a first visit, or a page the machines sent the browser to).
   * `consentCopyClosed`: the visitor closed the served page's copy of the cookie dialog before the app
   * started (core/contract/early-consent.ts).
   */
  | { load: string; consentCopyClosed?: true }
  /** The person reloads the page they are on. */
  | { reload: true }
  /** An in-app navigation to `route` (no page load: the machines keep running). */
  | { route: string }
  /** A view sends `event` to machine `send`. */
  | { send: MachineId; event: EventObject & Record<string, unknown> }
  /** The call `invoke` of machine `answer` resolves with `output`. */
  | { answer: MachineId; invoke: string; output?: unknown }
  /** The call `invoke` of machine `fail` rejects with an error saying `error`. */
  | { fail: MachineId; invoke: string; error: string }
  /** The earliest pending timer of machine `timer` fires. */
  | { timer: MachineId }
  /** A refused call found the session gone for good: the session's 401 handler (session-system.ts). */
  | { unauthorized: true }
  /** A view starts a machine of its own (one outside the session, such as the pick slip). */
  | { start: MachineId; input?: unknown };

/** Where the real machines stand in a state of the flow: machine id → a state it matches ("a.b"). */
export type RealExpectation = Partial<Record<MachineId, string>>;

export interface FlowStateDefinition<S extends string, E extends string> {
  /** The state as QA reads it. */
  says: string;
  real: RealExpectation;
  on?: Partial<Record<NoInfer<E>, NoInfer<S>>>;
}

export interface FlowEventDefinition<S extends string> {
  /** The gesture as QA reads it in a path's description. */
  says: string;
  /** The real steps; a function when they depend on the state the gesture starts from. */
  real: readonly RealStep[] | ((from: S) => readonly RealStep[]);
}

export interface SystemEventDefinition<S extends string> extends FlowEventDefinition<S> {
  /**
   * Why no gesture can do this. A system event is replayed on the real machines only (so its
   * transitions count in paths:coverage), and a path holding one is exported but not run in the browser.
   */
  unitOnly: string;
}

export interface FlowDefinition<S extends string, E extends string, U extends string> {
  /** The file-name style id (`auth`, `cookie-consent`): paths are e2e/paths/<id>.json, ids `<id>-<hash>`. */
  id: string;
  title: string;
  initial: NoInfer<S>;
  states: Record<S, FlowStateDefinition<S, E | U>>;
  /** Events a gesture performs: every one has a driver. */
  events: Record<E, FlowEventDefinition<NoInfer<S>>>;
  /** Events no gesture can perform (see SystemEventDefinition). */
  systemEvents?: Record<U, SystemEventDefinition<NoInfer<S>>>;
}

export interface Flow<
  S extends string = string,
  E extends string = string,
  U extends string = string,
> extends FlowDefinition<S, E, U> {
  /** The abstract model as an xstate machine (flat states, no invoke, no timers). */
  model: AnyStateMachine;
}

export type AnyFlow = Flow<string, string, string>;

export function defineFlow<S extends string, E extends string, U extends string = never>(
  definition: FlowDefinition<S, E, U>,
): Flow<S, E, U> {
  const eventTypes = new Set<string>([
    ...Object.keys(definition.events),
    ...Object.keys(definition.systemEvents ?? {}),
  ]);
  const stateEntries = Object.entries(definition.states) as Array<[S, FlowStateDefinition<S, E | U>]>;
  for (const [name, state] of stateEntries) {
    for (const [type, target] of Object.entries(state.on ?? {})) {
      if (!eventTypes.has(type))
        throw new Error(`Flow ${definition.id}: state ${name} uses undeclared ${type}.`);
      if (!(String(target) in definition.states))
        throw new Error(`Flow ${definition.id}: ${name} --${type}--> ${String(target)}, which is no state.`);
    }
  }
  const model = createMachine({
    id: definition.id,
    initial: definition.initial,
    states: Object.fromEntries(
      stateEntries.map(([name, state]) => [
        name,
        { meta: { description: state.says }, on: { ...(state.on as Record<string, string>) } },
      ]),
    ),
  });
  return { ...definition, model };
}

/** The event's definition, gesture or system, or an error naming the flow. */
export function flowEvent(flow: AnyFlow, type: string): FlowEventDefinition<string> & { unitOnly?: string } {
  const event = flow.events[type] ?? flow.systemEvents?.[type];
  if (!event) throw new Error(`Flow ${flow.id} has no event ${type}.`);
  return event;
}

export function realStepsOf(flow: AnyFlow, type: string, from: string): readonly RealStep[] {
  const { real } = flowEvent(flow, type);
  return typeof real === 'function' ? real(from) : real;
}

/** The events of a flow, as the gesture replay sees them. */
export function eventTypes(flow: AnyFlow): { gestures: string[]; system: string[] } {
  return { gestures: Object.keys(flow.events), system: Object.keys(flow.systemEvents ?? {}) };
}
