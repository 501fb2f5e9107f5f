import type { AnyStateMachine, AnyStateNode } from 'xstate';

// Which state nodes a state value stands for: the root, and each node named by the value, down to
// the leaves (a parallel state's value names every region). Works on values that came over the wire.

export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const active = new Set<string>([machine.root.id]);
  const walk = (node: AnyStateNode, inner: unknown) => {
    if (typeof inner === 'string') {
      const child = node.states[inner];
      if (child) active.add(child.id);
      return;
    }
    if (inner && typeof inner === 'object')
      for (const [key, deeper] of Object.entries(inner)) {
        const child = node.states[key];
        if (!child) continue;
        active.add(child.id);
        walk(child, deeper);
      }
  };
  walk(machine.root, value);
  return active;
}

/** `{ known: 'idle' }` → `known.idle`; parallel regions joined by ` + `. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value).map(([key, inner]) => {
      const rest = valueText(inner);
      return rest ? `${key}.${rest}` : key;
    });
    return parts.length > 1 ? parts.join(' + ') : (parts[0] ?? '');
  }
  return '';
}
