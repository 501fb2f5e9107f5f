import type { EventObject } from 'xstate';
import type { DiscoveredMachine } from '../discovery.ts';
import { externalEventTypes } from '../graph/labels.ts';

// The sandbox's event form, built from the machine's event types and their samples: one field per
// payload key of the chosen sample. Text fields send strings; every other field is JSON.

export interface EventField {
  key: string;
  kind: 'text' | 'json';
  initial: string;
}

/** Event types the machine handles, plus any the samples list (sorted). */
export function eventTypesOf({ machine, samples }: DiscoveredMachine): string[] {
  return [...new Set([...externalEventTypes(machine), ...Object.keys(samples.events)])].sort();
}

export function fieldsOf(sample: EventObject | undefined): EventField[] {
  if (!sample) return [];
  return Object.entries(sample)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) =>
      typeof value === 'string'
        ? { key, kind: 'text', initial: value }
        : { key, kind: 'json', initial: JSON.stringify(value) ?? 'null' },
    );
}

/** The event the form describes; a field that is not JSON is refused with its name. */
export function buildEvent(type: string, fields: EventField[], values: Record<string, string>): EventObject {
  const event: EventObject & Record<string, unknown> = { type };
  for (const field of fields) {
    const text = values[field.key] ?? field.initial;
    if (field.kind === 'text') {
      event[field.key] = text;
      continue;
    }
    try {
      event[field.key] = JSON.parse(text) as unknown;
    } catch {
      throw new Error(
        `${field.key} must be JSON (for example 2, true, null, "text" or {"a":1}); got ${text || 'nothing'}.`,
      );
    }
  }
  return event;
}

/** Parses a JSON text typed into the setup form, naming the field when it is not JSON. */
export function parseJsonField(name: string, text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${name} must be JSON (leave it empty for undefined).`);
  }
}
