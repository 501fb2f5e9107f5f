import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { actionNames, guardText, triggerOf, type TriggerKind } from './labels.ts';

// A machine as a plain graph: one node per state node, one edge per (transition, target). Drawn by the
// diagram after ELK places it; checked against each machine's config by tests/inspector.

export interface StateGraphNode {
  /** The state node's id (`auth.session.signedIn`). */
  id: string;
  key: string;
  parentId: string | null;
  type: AnyStateNode['type'];
  /** The child entered by default (compound states). */
  initialId: string | null;
  invokes: Array<{ id: string; src: string }>;
  /** Actions on entry and exit, for the tooltip. */
  entry: string[];
  exit: string[];
  tags: string[];
  description: string | null;
}

export interface StateGraphEdge {
  /** Unique and stable: source, trigger, branch and target. */
  id: string;
  sourceId: string;
  targetId: string;
  kind: TriggerKind;
  eventType: string;
  /** Which of the trigger's guarded branches (0 = first tried). */
  branch: number;
  /** The label's lines: the trigger, then the guard in brackets when there is one. */
  label: string[];
  guard: string | null;
  actions: string[];
  /** No target was written: the transition runs its actions and stays. Drawn as a self-loop. */
  targetless: boolean;
  /** Re-entering (the source's exit and entry run again). */
  reenter: boolean;
}

export interface StateGraph {
  machineId: string;
  rootId: string;
  nodes: StateGraphNode[];
  edges: StateGraphEdge[];
}

/** The state node and all below it, parents before children, in document order. */
export function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodesOf)];
}

/** Every transition a state node declares: on events (timers and invoke answers included), eventless. */
function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function branchOf(transition: AnyTransitionDefinition): number {
  const siblings = transition.eventType
    ? (transition.source.transitions.get(transition.eventType) ?? [])
    : (transition.source.always ?? []);
  return siblings.indexOf(transition);
}

function edgesOf(transition: AnyTransitionDefinition): StateGraphEdge[] {
  const trigger = triggerOf(transition);
  const guard = guardText(transition.guard);
  const branch = branchOf(transition);
  const source = transition.source;
  const targets = transition.target ?? [];
  const ends = targets.length > 0 ? targets : [source];
  return ends.map((target) => ({
    id: `${source.id}|${trigger.eventType || 'always'}#${branch}|${target.id}`,
    sourceId: source.id,
    targetId: target.id,
    kind: trigger.kind,
    eventType: trigger.eventType,
    branch,
    label: guard ? [trigger.text, `[${guard}]`] : [trigger.text],
    guard,
    actions: actionNames(transition.actions),
    targetless: targets.length === 0,
    reenter: transition.reenter,
  }));
}

export function toStateGraph(machine: AnyStateMachine): StateGraph {
  const all = stateNodesOf(machine.root);
  const nodes = all.map((node): StateGraphNode => ({
    id: node.id,
    key: node.key,
    parentId: node.parent?.id ?? null,
    type: node.type,
    initialId: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
    invokes: node.invoke.map((invoke) => ({
      id: invoke.id,
      src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
    })),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    tags: [...node.tags],
    description: node.description ?? null,
  }));
  const edges = all.flatMap(transitionsOf).flatMap(edgesOf);
  return { machineId: machine.id, rootId: machine.root.id, nodes, edges };
}
