// Whether a failure means "the database does not answer" (an outage, a partition, a timeout) rather than a
// bug: the error handler answers those 503 with Retry-After instead of 500, and health says unavailable.
// Only PostgreSQL can be out of reach; embedded PGlite fails this way only once it has been closed.

/** A wait on the database that {@link withinTime} cut short. */
export class DatabaseTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer from the database within ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * SQLSTATEs of a server that is going away, refusing connections or out of them, and of a statement it
 * cancelled at statement_timeout (57014) or a session it ended at idle_in_transaction_session_timeout
 * (25P03). Class 08 is every connection exception.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/** Node's socket errors: nothing listens, the route is gone, the name does not resolve, the peer hung up. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** node-postgres and pg-pool say these without a code; PGlite says the last once closed. */
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/;

function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseTimeoutError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || unavailableStates.has(code) || socketCodes.has(code))
  )
    return true;
  return error instanceof Error && unavailableMessages.test(error.message);
}

/** True when the error, or one of its causes (Drizzle wraps the driver's), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined; depth += 1) {
    if (isUnavailable(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/** `work`, or a {@link DatabaseTimeoutError} once `ms` have passed (the work itself goes on until it ends). */
export async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(what, ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
