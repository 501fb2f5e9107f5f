import { readdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

// The real machines, found as the inspector finds them (docs/architecture.md §11.3): every
// machines/*.machine.ts, whose one export that is a StateMachine is the machine. Never a hand-kept
// list, so a new machine shows up in paths:coverage (at 0 %) the day its file lands.

export interface RealMachine {
  /** The machine's id (`auth`, `cookieConsent`, ...), which real steps and coverage lines use. */
  id: string;
  /** machines/<file>. */
  file: string;
  machine: AnyStateMachine;
}

export const machinesFolder = new URL('../../machines/', import.meta.url);

export async function loadRealMachines(folder: URL = machinesFolder): Promise<Map<string, RealMachine>> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.machine.ts')).sort();
  const machines = new Map<string, RealMachine>();
  for (const file of files) {
    const module = (await import(pathToFileURL(new URL(file, folder).pathname).href)) as Record<
      string,
      unknown
    >;
    const found = Object.values(module).filter(
      (value): value is AnyStateMachine => value instanceof StateMachine,
    );
    if (found.length !== 1)
      throw new Error(`machines/${file} must export exactly one machine; it exports ${found.length}.`);
    const machine = found[0] as AnyStateMachine;
    if (machines.has(machine.id))
      throw new Error(
        `machines/${file} and machines/${machines.get(machine.id)?.file} share id ${machine.id}.`,
      );
    machines.set(machine.id, { id: machine.id, file, machine });
  }
  return machines;
}
