// A real pino logger whose lines a test can read.
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

export interface CapturedLog {
  log: FastifyBaseLogger;
  /** Each line parsed. */
  entries(): Array<Record<string, unknown> & { msg?: string; level: number }>;
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  return {
    log,
    entries: () => lines.map((line) => JSON.parse(line) as ReturnType<CapturedLog['entries']>[0]),
  };
}
