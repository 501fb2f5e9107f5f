import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup, type AnyStateMachine } from 'xstate';
import { discovery } from '../../inspector/machines.ts';
import { toStateGraph } from '../../inspector/graph/state-graph.ts';

// The graph conversion keeps every state and every transition of each machine. The expectation is
// read from each machine's own config (what the file says), not from the StateNode API the conversion
// uses, so a transition the conversion drops, invents or sends to the wrong state fails here.

interface ConfigNode {
  id?: string;
  initial?: string;
  states?: Record<string, ConfigNode>;
  on?: Record<string, unknown>;
  always?: unknown;
  after?: Record<string, unknown>;
  invoke?: unknown;
}

interface Expected {
  states: Array<{ id: string; parentId: string | null; initialId: string | null }>;
  /** `source|trigger#branch|target`, the conversion's edge id format. */
  transitions: string[];
  guards: Map<string, string>;
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function expectedFrom(machine: AnyStateMachine): Expected {
  const root = machine.config as ConfigNode;
  const ids = new Map<string, { node: ConfigNode; parentId: string | null }>();
  const index = (node: ConfigNode, id: string, parentId: string | null) => {
    ids.set(id, { node, parentId });
    for (const [key, child] of Object.entries(node.states ?? {}))
      index(child, child.id ?? `${id}.${key}`, id);
  };
  index(root, machine.id, null);

  const childPath = (fromId: string, path: string) => {
    let id = fromId;
    for (const key of path.split('.')) {
      const child = Object.entries(ids.get(id)?.node.states ?? {}).find(([name]) => name === key)?.[1];
      if (!child) throw new Error(`${fromId}: no state ${path}`);
      id = child.id ?? `${id}.${key}`;
    }
    return id;
  };
  const resolve = (sourceId: string, target: string): string => {
    if (target.startsWith('#')) {
      const ref = target.slice(1);
      if (ids.has(ref)) return ref;
      const [head = '', ...rest] = ref.split('.');
      return childPath(head, rest.join('.'));
    }
    if (target.startsWith('.')) return childPath(sourceId, target.slice(1));
    const parentId = ids.get(sourceId)?.parentId;
    if (!parentId) throw new Error(`${sourceId}: a sibling target (${target}) on the root`);
    return childPath(parentId, target);
  };

  const transitions: string[] = [];
  const guards = new Map<string, string>();
  const add = (sourceId: string, trigger: string, config: unknown) =>
    list(config).forEach((branch, index) => {
      const written =
        typeof branch === 'string' ? { target: branch } : (branch as { target?: unknown; guard?: unknown });
      const targets = list(written.target) as string[];
      const ends = targets.length ? targets.map((target) => resolve(sourceId, target)) : [sourceId];
      for (const end of ends) {
        const key = `${sourceId}|${trigger}#${index}|${end}`;
        transitions.push(key);
        const guard = written.guard;
        const name = typeof guard === 'string' ? guard : (guard as { type?: string } | undefined)?.type;
        if (name) guards.set(key, name);
      }
    });

  for (const [id, { node }] of ids) {
    for (const [event, config] of Object.entries(node.on ?? {})) add(id, event, config);
    add(id, 'always', node.always);
    for (const [delay, config] of Object.entries(node.after ?? {}))
      add(id, `xstate.after.${delay}.${id}`, config);
    for (const invoke of list(node.invoke) as Array<{ id: string; onDone?: unknown; onError?: unknown }>) {
      add(id, `xstate.done.actor.${invoke.id}`, invoke.onDone);
      add(id, `xstate.error.actor.${invoke.id}`, invoke.onError);
    }
  }
  const states = [...ids].map(([id, { node, parentId }]) => ({
    id,
    parentId,
    initialId: node.initial ? childPath(id, node.initial) : null,
  }));
  return { states, transitions: transitions.sort(), guards };
}

describe.each(discovery.machines.map((item) => [item.name, item.machine] as const))(
  'the graph of the %s machine',
  (_name, machine) => {
    const graph = toStateGraph(machine);
    const expected = expectedFrom(machine);

    it('has every state, under its parent, with its initial child', () => {
      const states = graph.nodes.map(({ id, parentId, initialId }) => ({ id, parentId, initialId }));
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      expect(states.sort(byId)).toEqual(expected.states.sort(byId));
    });

    it('has one edge per written transition and target, and no other', () => {
      expect(graph.edges.map((edge) => edge.id).sort()).toEqual(expected.transitions);
    });

    it('labels each edge with its guard and a readable trigger', () => {
      for (const edge of graph.edges) {
        const guard = expected.guards.get(edge.id);
        if (guard) expect(edge.guard, edge.id).toContain(guard);
        expect(edge.label[0], edge.id).not.toMatch(/^xstate\./u);
      }
    });
  },
);

describe('a machine with every kind of transition', () => {
  it('labels eventless, delayed, done, error and composite-guarded transitions', () => {
    const machine = setup({
      actors: { job: fromPromise(async () => 1) },
      guards: { ready: () => true, late: () => false },
      delays: { soon: 500 },
    }).createMachine({
      id: 'kinds',
      initial: 'a',
      states: {
        a: { always: { guard: and(['ready', not('late')]), target: 'b' } },
        b: { after: { soon: 'c', 1000: 'a' } },
        c: { invoke: { id: 'job', src: 'job', onDone: 'd', onError: 'a' } },
        d: { type: 'parallel', states: { left: {}, right: {} } },
      },
    });
    const labels = toStateGraph(machine as AnyStateMachine).edges.map((edge) => edge.label.join(' '));
    expect(labels.sort()).toEqual(
      ['after 1000 ms', 'after soon (500 ms)', 'always [(ready && !late)]', 'done: job', 'error: job'].sort(),
    );
  });
});
