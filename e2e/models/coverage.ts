import { realStepsOf, type AnyFlow } from './flow.ts';
import { declaredTransitions, stateIds } from './machine-graph.ts';
import type { ExportedFlow, ExportedPath } from './paths.ts';
import type { RealMachine } from './real-machines.ts';
import { SimulatedBrowser, type Recorder } from './simulated-browser.ts';

// How much of the real machines the exported paths exercise: every path's real steps are replayed on
// the real machines (simulated-browser.ts), and the states entered and transitions taken are counted
// against what each machine declares. Paths the browser cannot run (system events) count too, and the
// report says how many transitions only they take.

export class CoverageRecorder implements Recorder {
  readonly states = new Map<string, Set<string>>();
  readonly transitions = new Map<string, Set<string>>();

  transition(machine: string, key: string): void {
    this.entry(this.transitions, machine).add(key);
  }

  state(machine: string, stateId: string): void {
    this.entry(this.states, machine).add(stateId);
  }

  private entry(map: Map<string, Set<string>>, machine: string): Set<string> {
    let set = map.get(machine);
    if (!set) map.set(machine, (set = new Set()));
    return set;
  }
}

/** Replays one exported path on the real machines; throws naming the path and the step that disagreed. */
export async function replayPath(
  flow: AnyFlow,
  path: ExportedPath,
  machines: Map<string, RealMachine>,
  recorder: Recorder,
): Promise<void> {
  const browser = new SimulatedBrowser(machines, recorder);
  let from = flow.initial;
  try {
    for (const [index, step] of path.steps.entries()) {
      const where = `${path.id} step ${index + 1} (${step.event} from ${from})`;
      try {
        const target = (flow.states[from]?.on as Record<string, string> | undefined)?.[step.event];
        if (target !== step.state)
          throw new Error(
            `the model goes to ${target ?? 'nowhere'}, the export says ${step.state}: export again`,
          );
        for (const real of realStepsOf(flow, step.event, from)) await browser.apply(real);
        browser.assertSettled();
        browser.assertWhere(flow.states[step.state]?.real ?? {});
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      from = step.state;
    }
  } finally {
    browser.stop();
  }
}

export interface MachineCoverage {
  id: string;
  file: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[]; onlyUnitLevel: string[] };
}

export interface FlowPaths {
  flow: AnyFlow;
  exported: ExportedFlow;
}

export async function measureCoverage(
  flows: FlowPaths[],
  machines: Map<string, RealMachine>,
): Promise<MachineCoverage[]> {
  const inBrowser = new CoverageRecorder();
  const unitOnly = new CoverageRecorder();
  for (const { flow, exported } of flows) {
    for (const path of exported.paths) {
      await replayPath(flow, path, machines, path.unitOnly ? unitOnly : inBrowser);
    }
  }
  return [...machines.values()].map(({ id, file, machine }) => {
    const states = stateIds(machine);
    const transitions = declaredTransitions(machine);
    const taken = (recorder: CoverageRecorder) => recorder.transitions.get(id) ?? new Set<string>();
    const entered = new Set([...(inBrowser.states.get(id) ?? []), ...(unitOnly.states.get(id) ?? [])]);
    const takenAnywhere = new Set([...taken(inBrowser), ...taken(unitOnly)]);
    return {
      id,
      file,
      states: {
        covered: states.filter((state) => entered.has(state)).length,
        total: states.length,
        missing: states.filter((state) => !entered.has(state)),
      },
      transitions: {
        covered: transitions.filter((key) => takenAnywhere.has(key)).length,
        total: transitions.length,
        missing: transitions.filter((key) => !takenAnywhere.has(key)),
        onlyUnitLevel: transitions.filter((key) => !taken(inBrowser).has(key) && taken(unitOnly).has(key)),
      },
    };
  });
}

/** `auth: states 18/18, transitions 54/54 (7 only in the unit-level replay)`. */
export function coverageLine(coverage: MachineCoverage): string {
  const { states, transitions } = coverage;
  const unitLevel = transitions.onlyUnitLevel.length;
  return (
    `${coverage.id}: states ${states.covered}/${states.total}, ` +
    `transitions ${transitions.covered}/${transitions.total}` +
    (unitLevel > 0 ? ` (${unitLevel} only in the unit-level replay)` : '')
  );
}

export function isComplete(coverage: MachineCoverage): boolean {
  return coverage.transitions.covered === coverage.transitions.total;
}
