import type { AnyStateMachine } from 'xstate';
import { layoutStateGraph, type Layout } from '../graph/layout.ts';
import { toStateGraph } from '../graph/state-graph.ts';

// ELK takes a moment on the bigger machines; each machine is laid out once per page.
const layouts = new WeakMap<AnyStateMachine, Promise<Layout>>();

export function layoutOf(machine: AnyStateMachine): Promise<Layout> {
  let layout = layouts.get(machine);
  if (!layout) {
    layout = layoutStateGraph(toStateGraph(machine));
    layouts.set(machine, layout);
  }
  return layout;
}
