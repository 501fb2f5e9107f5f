import { expect } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';

// Spec tables (issue #19): each row is a sequence the product spec describes, with the state, the context
// and the effects the spec names written out by hand. The machine is never its own oracle here: its
// calls answer what the row says, its effects are recorded in order, and the row's literal expectations
// are compared with what the real actor did.

/** One thing that happens to the machine: an event sent, a call answered or failed, time passing. */
export type Step =
  | { type: string; [payload: string]: unknown }
  | { answer: string; output?: unknown }
  | { fail: string; error: unknown }
  | { wait: number };

export interface SpecRow {
  name: string;
  input?: unknown;
  steps: Step[];
  /** The state value at the end. */
  value: unknown;
  /** The whole context at the end (errors written as `Error(message)`). */
  context: unknown;
  /**
   * Every effect in order: `call <actor> <input>` for a call made, `<action> <params>` for an injected
   * action, `emit <type> <rest>` for an emitted event.
   */
  effects: string[];
  /** 'active' unless told. */
  status?: 'active' | 'done';
}

const serialize = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Error ? `Error(${inner.message})` : inner,
  );
const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(serialize(value)));
const described = (name: string, detail: unknown) =>
  detail === undefined ? name : `${name} ${serialize(detail)}`;

const settle = async () => {
  for (let tick = 0; tick < 3; tick += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/** The calls a row can answer: each invoked promise records its input and waits for the row. */
export class Calls {
  readonly effects: string[] = [];
  private readonly pending = new Map<
    string,
    Array<{ resolve(v: unknown): void; reject(e: unknown): void }>
  >();

  promise(name: string): AnyActorLogic {
    return fromPromise(
      ({ input }: { input: unknown }) =>
        new Promise((resolve, reject) => {
          this.effects.push(described(`call ${name}`, input));
          this.pending.set(name, [...(this.pending.get(name) ?? []), { resolve, reject }]);
        }),
    );
  }

  /** A callback actor that only says it started. */
  callback(name: string): AnyActorLogic {
    return fromCallback(() => {
      this.effects.push(`start ${name}`);
    });
  }

  settle(name: string, how: 'resolve' | 'reject', value: unknown): void {
    const [first, ...rest] = this.pending.get(name) ?? [];
    if (!first) throw new Error(`The row answers ${name}, which was not called.`);
    this.pending.set(name, rest);
    first[how](value);
  }
}

const isBuiltIn = (implementation: unknown) =>
  typeof (implementation as { type?: unknown }).type === 'string' &&
  String((implementation as { type: string }).type).startsWith('xstate.');

export interface TableOptions {
  /** Actors that are not plain promises (callbacks, child machines), made with the row's calls. */
  actors?: (calls: Calls) => Record<string, AnyActorLogic>;
}

/**
 * Runs one row on the real machine and compares the end with the row's literal expectations; returns the
 * last snapshot for a table's own columns.
 */
export async function runRow(machine: AnyStateMachine, row: SpecRow, options: TableOptions = {}) {
  const calls = new Calls();
  const { effects } = calls;
  const special = options.actors?.(calls) ?? {};
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, special[name] ?? calls.promise(name)]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, implementation]) => !isBuiltIn(implementation))
      .map(([name]) => [name, (_: unknown, params?: unknown) => void effects.push(described(name, params))]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors, actions } as never), {
    input: row.input as never,
    clock,
  });
  actor.on('*', ({ type, ...rest }: EventObject) =>
    effects.push(described(`emit ${type}`, Object.keys(rest).length ? rest : undefined)),
  );
  actor.start();
  await settle();
  for (const step of row.steps) {
    if ('answer' in step) calls.settle(step.answer as string, 'resolve', step.output);
    else if ('fail' in step) calls.settle(step.fail as string, 'reject', step.error);
    else if ('wait' in step) clock.increment(step.wait as number);
    else actor.send(step as EventObject);
    await settle();
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  expect(snapshot.status, 'status').toBe(row.status ?? 'active');
  expect(snapshot.value, 'state').toEqual(row.value);
  expect(plain(snapshot.context), 'context').toEqual(row.context);
  expect(effects, 'effects').toEqual(row.effects);
  return snapshot;
}

/** runRow for a table with no column of its own. */
export async function checkRow(machine: AnyStateMachine, row: SpecRow, options: TableOptions = {}) {
  await runRow(machine, row, options);
}
