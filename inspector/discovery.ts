import { StateMachine, type AnyStateMachine, type EventObject } from 'xstate';
import { externalEventTypes } from './graph/labels.ts';
import { stateNodesOf } from './graph/state-graph.ts';

// Which machines exist is what machines/ holds: every `<name>.machine.ts` with its `<name>.samples.ts`
// (docs/architecture.md §11.3), found by glob, never registered by hand. Problems (no machine export,
// two of them, missing or malformed samples) are reported per machine instead of breaking the tool.

/** What an invoked actor may answer, by invoke id (machines/*.samples.ts `actorSamples`). */
type ActorAnswer = { output: unknown } | { error: string };

interface MachineSamples {
  /** Every event sample, grouped by type in the file's order. */
  events: Record<string, EventObject[]>;
  actors: Record<string, ActorAnswer[]>;
  /** Inputs to start from; `[undefined]` when the file lists none. */
  inputs: unknown[];
}

export interface DiscoveredMachine {
  /** The file's base name: `guest-status`. */
  name: string;
  file: string;
  exportName: string;
  machine: AnyStateMachine;
  samples: MachineSamples;
  problems: string[];
}

export interface DiscoveryResult {
  machines: DiscoveredMachine[];
  /** Files that hold no single machine. */
  problems: string[];
}

type Modules = Record<string, Record<string, unknown>>;

const baseName = (path: string, suffix: string) => (path.split('/').pop() ?? path).slice(0, -suffix.length);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readSamples(machine: AnyStateMachine, module: Record<string, unknown> | undefined) {
  const problems: string[] = [];
  const samples: MachineSamples = { events: {}, actors: {}, inputs: [undefined] };
  if (!module) return { samples, problems: ['no samples file (machines/<name>.samples.ts)'] };

  const { eventSamples, actorSamples, inputSamples } = module;
  if (!isRecord(eventSamples)) problems.push('the samples file exports no eventSamples object');
  else
    for (const [type, list] of Object.entries(eventSamples)) {
      if (!Array.isArray(list) || list.some((event) => !isRecord(event) || event.type !== type))
        problems.push(`eventSamples.${type} must be a list of { type: '${type}', ... } events`);
      else samples.events[type] = list as EventObject[];
    }
  for (const type of externalEventTypes(machine))
    if (!samples.events[type]?.length) problems.push(`no sample for the event ${type}`);

  const invokeIds = new Set(stateNodesOf(machine.root).flatMap((node) => node.invoke.map((i) => i.id)));
  if (actorSamples !== undefined && !isRecord(actorSamples))
    problems.push('actorSamples must be an object keyed by invoke id');
  for (const [id, answers] of Object.entries(isRecord(actorSamples) ? actorSamples : {})) {
    if (!invokeIds.has(id)) problems.push(`actorSamples.${id}: the machine invokes no actor with that id`);
    else if (
      !Array.isArray(answers) ||
      answers.some((a) => !isRecord(a) || !('output' in a || typeof a.error === 'string'))
    )
      problems.push(`actorSamples.${id} must be a list of { output } or { error: 'message' }`);
    else samples.actors[id] = answers as ActorAnswer[];
  }
  if (inputSamples !== undefined) {
    if (!Array.isArray(inputSamples) || inputSamples.length === 0)
      problems.push('inputSamples must be a non-empty list');
    else samples.inputs = inputSamples;
  }
  return { samples, problems };
}

/** Pairs `*.machine.ts` modules with their `*.samples.ts` siblings (keys are file paths). */
export function discoverMachines(machineModules: Modules, sampleModules: Modules): DiscoveryResult {
  const samplesByName = new Map(
    Object.entries(sampleModules).map(([path, module]) => [baseName(path, '.samples.ts'), module]),
  );
  const problems: string[] = [];
  const machines: DiscoveredMachine[] = [];
  for (const [path, module] of Object.entries(machineModules).sort(([a], [b]) => a.localeCompare(b))) {
    const name = baseName(path, '.machine.ts');
    const file = `machines/${name}.machine.ts`;
    const found = Object.entries(module).filter(([, value]) => value instanceof StateMachine);
    const [first] = found;
    if (!first || found.length > 1) {
      problems.push(
        `${file} must export exactly one machine; it exports ${found.length}${found.length ? ` (${found.map(([key]) => key).join(', ')})` : ''}.`,
      );
      continue;
    }
    const [exportName, machine] = first as [string, AnyStateMachine];
    machines.push({ name, file, exportName, machine, ...readSamples(machine, samplesByName.get(name)) });
  }
  const machineFiles = new Set(Object.keys(machineModules).map((path) => baseName(path, '.machine.ts')));
  for (const name of samplesByName.keys())
    if (!machineFiles.has(name))
      problems.push(`machines/${name}.samples.ts has no machines/${name}.machine.ts beside it.`);
  return { machines, problems };
}
