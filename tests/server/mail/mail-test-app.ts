// The whole app (tests/server/helpers/build-test-app.ts) with its log lines captured, for the tests of
// the mail plugin and the dev outbox routes.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '#server/config.ts';
import { buildTestApp, type TestDatabase } from '../helpers/build-test-app.ts';

export interface MailTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every log line, parsed. */
  logs(): Array<{ level: number; msg?: string }>;
  close(): Promise<void>;
}

export async function buildMailTestApp(
  config: Partial<ServerConfig> = {},
  database?: TestDatabase,
): Promise<MailTestApp> {
  const lines: string[] = [];
  const testApp = await buildTestApp({
    config: { logLevel: 'info', ...config },
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  return {
    app: testApp.app,
    database: testApp.database,
    logs: () => lines.map((line) => JSON.parse(line) as { level: number; msg?: string }),
    close: () => testApp.close(),
  };
}
