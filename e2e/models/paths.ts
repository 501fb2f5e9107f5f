import { createHash } from 'node:crypto';
import type { EventObject, SnapshotFrom, AnyStateMachine } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { flowEvent, type AnyFlow } from './flow.ts';

// Paths through a flow's abstract model that together take every one of its transitions. Each path
// starts with the shortest way to an untaken transition, then keeps going to the nearest untaken one
// while it stays short: a browser run pays for every path with a fresh browser and a guest sign-up, so
// fewer, slightly longer paths keep `npm run test:e2e` within minutes on two cores. Transitions of
// system events come last, in paths of their own, so that every gesture path can run in the browser.

/** Longest path the cover builds (a path that needs more to reach its transition is still made). */
export const maxPathSteps = 10;

export interface PathStep {
  /** The model event (a gesture, or a system event). */
  event: string;
  /** The gesture as QA reads it. */
  gesture: string;
  /** The model state the gesture leads to. */
  state: string;
  /** That state as QA reads it. */
  expect: string;
}

export interface ExportedPath {
  /** `<flow>-<hash of the events>`: stable while the path's events stay the same. */
  id: string;
  description: string;
  /** Set when the path holds system events: why the browser cannot replay it. */
  unitOnly?: string[];
  steps: PathStep[];
}

export interface ExportedFlow {
  flow: string;
  title: string;
  initial: string;
  paths: ExportedPath[];
}

interface Edge {
  from: string;
  event: string;
  to: string;
  system: boolean;
  /** Position in the flow's definition: the cover's tie-breaker, so export is stable. */
  order: number;
}

/** The model's transitions as xstate/graph walks them, in the order the flow declares them. */
export function flowEdges(flow: AnyFlow): Edge[] {
  const machine: AnyStateMachine = flow.model;
  const adjacency = getAdjacencyMap(machine, {
    serializeState: (snapshot: SnapshotFrom<AnyStateMachine>) => String(snapshot.value),
    serializeEvent: (event: EventObject) => event.type,
  });
  const stateOrder = Object.keys(flow.states);
  const edges: Edge[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const declared = Object.keys(flow.states[from]?.on ?? {});
    for (const { event, state } of Object.values(transitions) as Array<{
      event: EventObject;
      state: SnapshotFrom<AnyStateMachine>;
    }>) {
      const system = flowEvent(flow, event.type).unitOnly !== undefined;
      const order = stateOrder.indexOf(from) * 1000 + declared.indexOf(event.type);
      edges.push({ from, event: event.type, to: String(state.value), system, order });
    }
  }
  const reachable = new Set(Object.keys(adjacency));
  const unreachable = stateOrder.filter((state) => !reachable.has(state));
  if (unreachable.length > 0) throw new Error(`Flow ${flow.id}: no path reaches ${unreachable.join(', ')}.`);
  return edges.sort((a, b) => Number(a.system) - Number(b.system) || a.order - b.order);
}

/** Shortest routes from `start` using the allowed edges (breadth first, declaration order on ties). */
function routesFrom(start: string, edges: Edge[], allowed: (edge: Edge) => boolean): Map<string, Edge[]> {
  const routes = new Map<string, Edge[]>([[start, []]]);
  const queue = [start];
  while (queue.length > 0) {
    const state = queue.shift() as string;
    const route = routes.get(state) as Edge[];
    for (const edge of edges) {
      if (edge.from !== state || !allowed(edge) || routes.has(edge.to)) continue;
      routes.set(edge.to, [...route, edge]);
      queue.push(edge.to);
    }
  }
  return routes;
}

const edgeKey = (edge: Edge) => `${edge.from} ${edge.event}`;

/** Paths (as edge lists) that take every transition of the flow, gesture transitions first. */
export function coverEdges(flow: AnyFlow): Edge[][] {
  const edges = flowEdges(flow);
  const untaken = new Map(edges.map((edge) => [edgeKey(edge), edge]));
  const take = (path: Edge[]) => path.forEach((edge) => untaken.delete(edgeKey(edge)));
  const gesture = (edge: Edge) => !edge.system;
  const any = () => true;
  const paths: Edge[][] = [];

  while (untaken.size > 0) {
    const [first] = untaken.values() as IterableIterator<Edge>;
    if (!first) break;
    // A gesture transition is reached by gestures alone whenever it can be.
    const byGestures = routesFrom(flow.initial, edges, gesture).get(first.from);
    const prefix = first.system ? undefined : byGestures;
    const route = prefix ?? routesFrom(flow.initial, edges, any).get(first.from);
    if (!route) throw new Error(`Flow ${flow.id}: ${first.from} cannot be reached.`);
    const path = [...route, first];
    take(path);
    const allowed = path.some((edge) => edge.system) ? any : gesture;
    for (;;) {
      const end = (path.at(-1) as Edge).to;
      const routes = routesFrom(end, edges, allowed);
      let best: Edge[] | undefined;
      for (const candidate of untaken.values()) {
        if (!allowed(candidate)) continue;
        const toIt = routes.get(candidate.from);
        if (toIt && (!best || toIt.length + 1 < best.length)) best = [...toIt, candidate];
      }
      if (!best || path.length + best.length > maxPathSteps) break;
      path.push(...best);
      take(best);
    }
    paths.push(path);
  }
  return paths;
}

/** `<flow>-<8 hex>` from the path's events: the same path has the same id on every export. */
export function pathId(flowId: string, events: string[]): string {
  const hash = createHash('sha256')
    .update([flowId, ...events].join('\n'))
    .digest('hex');
  return `${flowId}-${hash.slice(0, 8)}`;
}

export function exportFlow(flow: AnyFlow): ExportedFlow {
  const paths = coverEdges(flow).map((edges): ExportedPath => {
    const steps = edges.map((edge): PathStep => ({
      event: edge.event,
      gesture: flowEvent(flow, edge.event).says,
      state: edge.to,
      expect: flow.states[edge.to]?.says ?? edge.to,
    }));
    const reasons = [
      ...new Set(
        edges.flatMap((edge) => {
          const reason = flowEvent(flow, edge.event).unitOnly;
          return reason === undefined ? [] : [reason];
        }),
      ),
    ];
    return {
      id: pathId(
        flow.id,
        edges.map((edge) => edge.event),
      ),
      description: steps.map((step) => step.gesture).join(' → '),
      ...(reasons.length > 0 ? { unitOnly: reasons } : {}),
      steps,
    };
  });
  const ids = new Set(paths.map((path) => path.id));
  if (ids.size !== paths.length) throw new Error(`Flow ${flow.id}: two paths share an id.`);
  return { flow: flow.id, title: flow.title, initial: flow.initial, paths };
}
