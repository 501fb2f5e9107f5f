import { useState } from 'react';
import type { EventObject } from 'xstate';
import type { DiscoveredMachine } from '../discovery.ts';
import { buildEvent, eventTypesOf, fieldsOf } from './event-form.ts';

/** Pick an event type and a sample, adjust its payload, send it. */
export function EventForm({
  discovered,
  accepts,
  disabled,
  onSend,
}: {
  discovered: DiscoveredMachine;
  accepts(event: EventObject): boolean;
  disabled: boolean;
  onSend(event: EventObject): void;
}) {
  const types = eventTypesOf(discovered);
  // Guards may read the payload: ask with the first sample, not a bare event.
  const taken = (item: string) => accepts(discovered.samples.events[item]?.[0] ?? { type: item });
  const [type, setType] = useState(() => types.find(taken) ?? types[0] ?? '');
  const [sampleIndex, setSampleIndex] = useState(0);
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const samples = discovered.samples.events[type] ?? [];
  const fields = fieldsOf(samples[sampleIndex]);

  const choose = (next: string, index = 0) => {
    setType(next);
    setSampleIndex(index);
    setValues({});
    setProblem(null);
  };
  const send = () => {
    try {
      onSend(buildEvent(type, fields, values));
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      className="event-form"
      aria-label="Send an event"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label>
        Event{' '}
        <select aria-label="Event type" value={type} onChange={(event) => choose(event.target.value)}>
          {types.map((item) => (
            <option key={item} value={item}>
              {item}
              {taken(item) ? '' : ' (not taken here)'}
            </option>
          ))}
        </select>
      </label>
      {samples.length > 1 && (
        <label>
          Sample{' '}
          <select
            aria-label="Event sample"
            value={sampleIndex}
            onChange={(event) => choose(type, Number(event.target.value))}
          >
            {samples.map((sample, index) => (
              <option key={JSON.stringify(sample)} value={index}>
                {JSON.stringify({ ...sample, type: undefined })}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.map((field) => (
        <label key={`${type}-${sampleIndex}-${field.key}`}>
          {field.key}
          {field.kind === 'json' && <span className="muted"> (JSON)</span>}{' '}
          <input
            aria-label={`Event field ${field.key}`}
            value={values[field.key] ?? field.initial}
            onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
          />
        </label>
      ))}
      <button type="submit" disabled={disabled || !type}>
        Send {type}
      </button>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
