// JSON as the inspector writes it: keys sorted (so the same path always exports to the same text),
// errors kept as { "$error": message } (JSON drops an Error's message otherwise), undefined dropped.

const ERROR_KEY = '$error';

function normalise(value: unknown): unknown {
  if (value instanceof Error) return { [ERROR_KEY]: value.message };
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function stableStringify(value: unknown, indent?: number): string {
  return JSON.stringify(normalise(value), null, indent) ?? 'undefined';
}

/** The inverse of stableStringify's error encoding. */
export function reviveErrors(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveErrors);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === ERROR_KEY && typeof record[ERROR_KEY] === 'string')
      return new Error(record[ERROR_KEY]);
    return Object.fromEntries(keys.map((key) => [key, reviveErrors(record[key])]));
  }
  return value;
}
