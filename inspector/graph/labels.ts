import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

// How a transition reads on the diagram: its trigger (event, eventless, timer, an invoke's answer),
// its guard and its actions, with xstate's internal event names turned back into what was written.

export type TriggerKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface Trigger {
  kind: TriggerKind;
  /** The event type as the machine handles it ('' for eventless). */
  eventType: string;
  /** What the diagram prints: `SIGN_IN`, `always`, `after untilWarning`, `done: whoAmI`... */
  text: string;
}

const doneActor = 'xstate.done.actor.';
const errorActor = 'xstate.error.actor.';
const afterPrefix = 'xstate.after.';

/** The delay's name or milliseconds, as the state's `after` list declared it. */
function delayOf(transition: AnyTransitionDefinition): string {
  const after = transition.source.after.find((item) => item.eventType === transition.eventType);
  const delay: unknown = after?.delay;
  if (typeof delay === 'number') return `${delay} ms`;
  if (typeof delay !== 'string') return '(computed)';
  const value: unknown = transition.source.machine.implementations.delays[delay];
  return typeof value === 'number' ? `${delay} (${value} ms)` : delay;
}

export function triggerOf(transition: AnyTransitionDefinition): Trigger {
  const eventType = transition.eventType;
  if (!eventType) return { kind: 'always', eventType: '', text: 'always' };
  if (eventType.startsWith(afterPrefix))
    return { kind: 'after', eventType, text: `after ${delayOf(transition)}` };
  if (eventType.startsWith(doneActor))
    return { kind: 'done', eventType, text: `done: ${eventType.slice(doneActor.length)}` };
  if (eventType.startsWith(errorActor))
    return { kind: 'error', eventType, text: `error: ${eventType.slice(errorActor.length)}` };
  return { kind: 'event', eventType, text: eventType };
}

/** Higher-order guards (and/or/not) are functions carrying their operands in `guards`. */
interface GuardFunction {
  name: string;
  guards?: unknown[];
}

/** A guard as written: a name, `{ type }`, an inline function, or and/or/not of those. */
export function guardText(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { name, guards } = guard as GuardFunction;
    if (Array.isArray(guards)) {
      const parts = guards.map((inner) => guardText(inner) ?? '?');
      if (name === 'not') return `!${parts[0] ?? '?'}`;
      return `(${parts.join(name === 'or' ? ' || ' : ' && ')})`;
    }
    return name ? `${name}()` : 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

/** Action names for the tooltip: named actions, built-ins (assign, emit...) and inline functions. */
export function actionNames(actions: readonly unknown[]): string[] {
  return actions.map((action) => {
    if (typeof action === 'string') return action;
    if (typeof action === 'function') {
      const { name, type } = action as { name: string; type?: unknown };
      if (typeof type === 'string') return type.replace(/^xstate\./u, '');
      return name || 'inline action';
    }
    if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string')
      return action.type;
    return 'action';
  });
}

/** Every event type a machine handles from outside (no xstate.* internal events), sorted. */
export function externalEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const type of node.transitions.keys()) if (!type.startsWith('xstate.')) types.add(type);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return [...types].sort();
}

/** `xstate.done.actor.whoAmI` → `done: whoAmI`; `xstate.after.untilWarning.sessionTimeout.active.counting` → `after untilWarning`. */
export function prettyEventType(type: string): string {
  if (type.startsWith(doneActor)) return `done: ${type.slice(doneActor.length)}`;
  if (type.startsWith(errorActor)) return `error: ${type.slice(errorActor.length)}`;
  if (type.startsWith(afterPrefix)) return `after ${type.slice(afterPrefix.length).split('.')[0] ?? ''}`;
  return type;
}
