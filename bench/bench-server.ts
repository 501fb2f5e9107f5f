// Starts the real server for a benchmark (on PGlite in a temporary directory, or on a fresh PostgreSQL
// database) and stops it again. Shared by the API benchmark; the settlement benchmark opens the database
// itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchServer {
  base: string;
  /** The server process, for its memory (/proc/<pid>/status). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export type BenchDatabase = { kind: 'pglite' } | { kind: 'postgres'; adminUrl: string };

/** PostgreSQL to measure on: BENCH_DATABASE_URL, else DATABASE_URL, else the local server CI runs. */
export function postgresAdminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres'
  );
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A new empty PostgreSQL database, or null (with the reason printed) when the server cannot be reached. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `longshot_bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${adminUrl}: ${(error as Error).message}; skipping it.`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  return {
    url: withDatabaseName(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The real server (`node server/main.ts`) with its background jobs, so that the odds sync fills the
 * database from the demo feed at startup; resolves once the current gameweek has events.
 */
export async function startBenchServer(
  database: BenchDatabase,
  env: Record<string, string> = {},
  extraNodeArgs: readonly string[] = [],
): Promise<BenchServer | null> {
  const port = 3700 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(join(tmpdir(), 'longshot-bench-'));
  const postgres = database.kind === 'postgres' ? await createPostgresDatabase(database.adminUrl) : null;
  if (database.kind === 'postgres' && !postgres) return null;
  // BENCH_NODE_ARGS: extra flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...extraNodeArgs];
  const child = spawn(process.execPath, [...nodeArgs, 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      GUEST_SIGNUPS_PER_HOUR: '1000000',
      CLOCK_CONTROL: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const stop = async () => {
    await stopProcess(child);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 'the server', 60_000);
    // The startup sync writes competition by competition (on PGlite holding the only session while it
    // does): measure once it has finished, i.e. the week's event count has stopped changing.
    let last = -1;
    let stableSince = Date.now();
    await waitFor(
      async () => {
        const response = await fetch(`${base}/api/predictions/v1/Events`);
        const count = ((await response.json()) as { events?: unknown[] }).events?.length ?? 0;
        if (count !== last) {
          last = count;
          stableSince = Date.now();
        }
        return count > 0 && Date.now() - stableSince > 5_000;
      },
      'the first odds sync',
      180_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop };
}
