import { stableStringify } from './json.ts';

/** A value as indented JSON (errors as { "$error": message }). */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <pre className="json" aria-label={label}>
      {value === undefined ? 'undefined' : stableStringify(value, 2)}
    </pre>
  );
}
