// PostgreSQL array literals for the refresh's large parameters: the driver's own array encoding quotes and
// escapes every element, which at half a million values costs as much as a third of the upsert that reads
// them. Written unquoted, so only for values that need no quoting: integers, uuids and source ids.

const NEEDS_QUOTING = /[{}"\\\s]/;

/** `{a,b,c}`: refuses a value that would need quotes (or a comma) rather than send a different array. */
export function arrayLiteral(values: readonly (string | number)[]): string {
  if (values.length === 0) return '{}';
  const body = values.join(',');
  if (NEEDS_QUOTING.test(body) || body.split(',').length !== values.length || values.includes('')) {
    throw new Error('An array value needs quoting');
  }
  return `{${body}}`;
}
