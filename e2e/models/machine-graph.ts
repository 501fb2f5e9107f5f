import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// The states and declared transitions of a real machine, named the way tests/machines/model.ts names
// them ("source --EVENT#branch--> targets", guarded branches apart), so the two coverage reports agree.

export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => [
    node,
    ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(walk),
  ];
  return walk(machine.root);
}

/** Every state but the machine's root. */
export function stateIds(machine: AnyStateMachine): string[] {
  return stateNodes(machine)
    .filter((node) => node !== machine.root)
    .map((node) => node.id)
    .sort();
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const siblings =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const targets = transition.target?.map((node) => node.id).join(',') ?? '(stays)';
  return `${source.id} --${transition.eventType || 'always'}#${siblings.indexOf(transition)}--> ${targets}`;
}

export function declaredTransitions(machine: AnyStateMachine): string[] {
  return stateNodes(machine).flatMap(transitionsOf).map(transitionKey).sort();
}

/** The ids of every invoke of the machine (each equals its actor's name, as the machines' tests require). */
export function invokeSources(machine: AnyStateMachine): string[] {
  const sources = stateNodes(machine).flatMap((node) =>
    node.invoke.map((invoke) => {
      if (typeof invoke.src !== 'string' || invoke.id !== invoke.src)
        throw new Error(`${node.id} invokes ${String(invoke.src)} as ${invoke.id}: give it id = src.`);
      return invoke.src;
    }),
  );
  return [...new Set(sources)];
}

/** "a.b" → { a: 'b' }, the form snapshot.matches takes. */
export function stateValueOf(dotted: string): string | Record<string, unknown> {
  const [head, ...rest] = dotted.split('.');
  if (!head) throw new Error('An empty state name.');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest.join('.')) };
}
