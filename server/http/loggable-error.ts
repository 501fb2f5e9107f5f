// What a log line keeps of an error: enough to diagnose (its type, message, stack, codes, the failed SQL
// with its placeholders, its causes), never the data it carried. A failed query's error holds its bound
// parameters (Drizzle's DrizzleQueryError: `.params`, and "params: ..." in its message and stack), and
// PostgreSQL's error holds the offending values in `detail` ("Key (email)=(...)", "Failing row contains
// (...)": the whole row, password hash and security stamp included). pino's own serializer copies all of
// that; this one keeps only what cannot be a player's data.

const redacted = '[redacted]';

/** Fields of any error that hold values rather than a description: never logged. */
const dataFields = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'internalPosition',
  'row',
  'body',
  'response',
  'rejected',
  'envelope',
]);

/** How deep `cause` chains are followed: a cycle or a runaway chain stops here. */
const maxCauses = 5;

const emailAddress = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/**
 * Text that may quote values: e-mail addresses anywhere, and what follows "params:" (Drizzle's message).
 * PostgreSQL ends some messages with the rejected input (`invalid input syntax for type uuid: "..."`).
 */
function scrub(text: string): string {
  return text
    .replace(/\nparams: [^\n]*/g, `\nparams: ${redacted}`)
    .replace(/(: )"[^"\n]*"$/gm, `$1"${redacted}"`)
    .replace(emailAddress, '[e-mail]');
}

function isQueryError(error: object): error is Error & { query: string; params: unknown } {
  return 'query' in error && typeof error.query === 'string' && 'params' in error;
}

/** The message, for a failed query without its parameters (Drizzle puts them in it). */
function messageOf(error: Error): string {
  if (isQueryError(error)) return `Failed query: ${error.query}`;
  return scrub(error.message);
}

/** The stack's frames under the safe first line: V8 starts a stack with the (unsafe) message. */
function stackOf(error: Error, type: string, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export interface LoggableError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggableError | string;
  [field: string]: unknown;
}

function serialize(error: Error, depth: number): LoggableError {
  const type = error.constructor.name === 'Error' && error.name ? error.name : error.constructor.name;
  const message = messageOf(error);
  const loggable: LoggableError = { type, message, stack: stackOf(error, type, message) };
  for (const [field, value] of Object.entries(error)) {
    if (dataFields.has(field) || field === 'message' || field === 'stack' || field === 'cause') continue;
    // Objects may hold anything (a request, a row); only plain facts such as codes and names are kept.
    if (isPrimitive(value)) loggable[field] = typeof value === 'string' ? scrub(value) : value;
  }
  if (error.cause !== undefined && depth < maxCauses) {
    loggable.cause =
      error.cause instanceof Error ? serialize(error.cause, depth + 1) : scrub(String(error.cause));
  }
  return loggable;
}

/** pino's `err` serializer: see the top of this file. A thrown non-Error is logged as its text. */
export function loggableError(error: unknown): LoggableError {
  if (error instanceof Error) return serialize(error, 0);
  const message = scrub(String(error));
  return { type: typeof error, message, stack: message };
}
