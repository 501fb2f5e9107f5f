import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// The states, declared transitions and invokes of a real machine, for the machines' model-based unit tests
// (tests/machines/model.ts) and the QA paths' coverage alike, so the two reports name transitions the same
// way: "source --EVENT#branch--> targets", guarded branches apart.

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

/** "source --event#branch--> targets": one key per declared transition, guarded branches apart. */
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

/** Every invoke, which must carry an explicit id equal to its actor's name. */
export function invocations(machine: AnyStateMachine): Array<{ id: string; src: string }> {
  return stateNodes(machine).flatMap((node) =>
    node.invoke.map((invoke) => {
      if (typeof invoke.src !== 'string' || invoke.id !== invoke.src) {
        throw new Error(`${node.id} invokes ${String(invoke.src)} with id ${invoke.id}: give it id = src.`);
      }
      return { id: invoke.id, src: invoke.src };
    }),
  );
}

/** The actor names the machine invokes, each once. */
export function invokeSources(machine: AnyStateMachine): string[] {
  return [...new Set(invocations(machine).map((invoke) => invoke.src))];
}

/** "a.b" → { a: 'b' }, the form snapshot.matches takes. */
export function stateValueOf(dotted: string): string | Record<string, unknown> {
  const [head, ...rest] = dotted.split('.');
  if (!head) throw new Error('An empty state name.');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest.join('.')) };
}
