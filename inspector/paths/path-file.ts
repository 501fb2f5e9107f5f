import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { reviveErrors, stableStringify } from '../json.ts';
import type { MachinePath, PathKind, PathStep } from './generate.ts';

// A path as a JSON file, for sharing and QA replays. Export writes keys sorted, so the same path is
// always the same text. Import does not trust the file: it replays every event on the machine with
// xstate's pure transition function and refuses a file whose states differ from what the machine does.

const PATH_FORMAT = 'longshot-inspector-path';
const PATH_FORMAT_VERSION = 1;

interface PathFile {
  format: typeof PATH_FORMAT;
  version: typeof PATH_FORMAT_VERSION;
  machine: string;
  kind: PathKind;
  input?: unknown;
  steps: Array<{ event: EventObject; state: { value: unknown; context: unknown } }>;
}

export function exportPath(path: MachinePath): string {
  const file: PathFile = {
    format: PATH_FORMAT,
    version: PATH_FORMAT_VERSION,
    machine: path.machineId,
    kind: path.kind,
    input: path.input,
    steps: path.steps.map((step) => ({
      event: step.event,
      state: { value: step.value, context: step.context },
    })),
  };
  return `${stableStringify(file, 2)}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string): PathFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`The file is not JSON: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (!isRecord(raw) || raw.format !== PATH_FORMAT)
    throw new Error(`The file is not an inspector path (its "format" must be "${PATH_FORMAT}").`);
  if (raw.version !== PATH_FORMAT_VERSION)
    throw new Error(
      `The file is version ${String(raw.version)}; this inspector reads version ${PATH_FORMAT_VERSION}.`,
    );
  if (typeof raw.machine !== 'string') throw new Error('The file names no machine ("machine").');
  if (raw.kind !== 'shortest' && raw.kind !== 'simple')
    throw new Error('"kind" must be "shortest" or "simple".');
  if (!Array.isArray(raw.steps) || raw.steps.length === 0)
    throw new Error('"steps" must be a non-empty list.');
  raw.steps.forEach((step: unknown, index) => {
    if (
      !isRecord(step) ||
      !isRecord(step.event) ||
      typeof step.event.type !== 'string' ||
      !isRecord(step.state)
    )
      throw new Error(`Step ${index} must be { "event": { "type": ... }, "state": { "value", "context" } }.`);
  });
  return reviveErrors(raw) as PathFile;
}

const sameState = (snapshot: AnyMachineSnapshot, state: { value: unknown; context: unknown }) =>
  stableStringify({ value: snapshot.value, context: snapshot.context }) ===
  stableStringify({ value: state.value, context: state.context });

/** Reads a path file for `machine`, checking each step against the machine itself. */
export function importPath(text: string, machine: AnyStateMachine): MachinePath {
  const file = parse(text);
  if (file.machine !== machine.id)
    throw new Error(`The file is a path of the ${file.machine} machine, not of ${machine.id}.`);
  const [first, ...rest] = file.steps;
  if (first?.event.type !== 'xstate.init') throw new Error('The first step must be the start (xstate.init).');
  let [snapshot] = initialTransition(machine, file.input);
  if (!sameState(snapshot, first.state))
    throw new Error(`The start differs: the machine starts in ${stableStringify(snapshot.value)}.`);
  const steps: PathStep[] = [{ event: first.event, value: snapshot.value, context: snapshot.context }];
  rest.forEach((step, index) => {
    [snapshot] = transition(machine, snapshot, step.event);
    if (!sameState(snapshot, step.state))
      throw new Error(
        `Step ${index + 1} (${step.event.type}) leads to ${stableStringify({ value: snapshot.value, context: snapshot.context })}, but the file says ${stableStringify(step.state)}.`,
      );
    steps.push({ event: step.event, value: snapshot.value, context: snapshot.context });
  });
  return { kind: file.kind, machineId: machine.id, input: file.input, steps };
}
