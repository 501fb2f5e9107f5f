// Two real API server processes (`node server/main.ts`) on one brand-new PostgreSQL database and the Redis
// of REDIS_URL, as a site runs several instances behind one address: the same PUBLIC_URL (the tokens'
// issuer) and JWT secret, so a session from one is good on the other. Each has a movable clock
// (CLOCK_CONTROL: the dev API), names its database connections (application_name `longshot-a`/`-b`, so a
// test can tell their backends apart in pg_stat_activity) and trusts X-Forwarded-For (TRUST_PROXY), so a
// test can count its auth limits under a client address of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ClockDto } from '#core/contract/play.ts';
import type { EasySignUpResponse, SessionTokens } from '#core/contract/auth.ts';
import { freePort } from '../../test-utils/free-port.ts';
import { createPostgresDatabase, postgresUrl, redisUrl } from '../helpers/build-test-app.ts';

/** Both servers are needed: the suite's PostgreSQL pass (.ci/run) sets them; without them it is skipped. */
export const bothServersAvailable = Boolean(postgresUrl && redisUrl);

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Instance {
  name: 'a' | 'b';
  url: string;
  /** Its connections' application_name in pg_stat_activity. */
  applicationName: string;
  child: ChildProcess;
  /** The end of what it printed, for failure messages. */
  output(): string;
}

export interface Pair {
  a: Instance;
  b: Instance;
  /** The test's own connections to the instances' database. */
  pool: pg.Pool;
  databaseUrl: string;
  /** Stops both servers (SIGKILL if they linger), drops the database, removes the data directories. */
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something other than undefined; throws `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

export function isRunning(instance: Instance): boolean {
  return instance.child.exitCode === null && instance.child.signalCode === null;
}

async function stop(instance: Instance, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (!isRunning(instance)) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  const killed = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}

/** Kills the process at once: no graceful shutdown, its open transactions are left to PostgreSQL. */
export const kill = (instance: Instance) => stop(instance, 'SIGKILL');

async function start(
  name: 'a' | 'b',
  port: number,
  shared: { publicUrl: string; databaseUrl: string; jwtSecret: string; dataDir: string },
): Promise<Instance> {
  const applicationName = `longshot-${name}`;
  const databaseUrl = new URL(shared.databaseUrl);
  databaseUrl.searchParams.set('application_name', applicationName);
  const dataDir = join(shared.dataDir, name);
  // Only what the server needs: nothing of the test's own environment (PLAYER_READS_KEPT_MS, ...) leaks in.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: 'localhost',
    PUBLIC_URL: shared.publicUrl,
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-spa'),
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    JWT_SECRET: shared.jwtSecret,
    LOG_LEVEL: 'warn',
    CLOCK_CONTROL: 'true',
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '100000',
    GUEST_SIGNUPS_PER_HOUR: '1000000',
  };
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const instance: Instance = {
    name,
    url: `http://localhost:${port}`,
    applicationName,
    child,
    output: () => output,
  };
  try {
    await waitFor(
      `${instance.url}/api/health`,
      async () => {
        if (!isRunning(instance)) throw new Error(`Instance ${name} stopped before answering:\n${output}`);
        return (await fetch(`${instance.url}/api/health`).catch(() => null))?.ok ? true : undefined;
      },
      150_000,
    );
  } catch (error) {
    await stop(instance, 'SIGKILL');
    throw error;
  }
  return instance;
}

/** Two instances on a new database, started together (one migrates while the other waits). */
export async function startPair(): Promise<Pair> {
  const database = await createPostgresDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'longshot-instances-'));
  const [portA, portB] = [await freePort(), await freePort()];
  const shared = {
    // The site's one address, as behind a load balancer: it is the tokens' issuer.
    publicUrl: `http://localhost:${portA}`,
    databaseUrl: database.url,
    jwtSecret: randomBytes(48).toString('base64url'),
    dataDir,
  };
  const started = await Promise.allSettled([start('a', portA, shared), start('b', portB, shared)]);
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const pool = new pg.Pool({ connectionString: database.url, application_name: 'instances-test', max: 4 });
  const close = async () => {
    await Promise.all(instances.map((instance) => stop(instance, 'SIGTERM')));
    await pool.end().catch(() => undefined);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const [a, b] = instances;
  if (!a || !b) {
    await close();
    const failure = started.find((result) => result.status === 'rejected');
    throw failure?.reason ?? new Error('An instance did not start');
  }
  return { a, b, pool, databaseUrl: database.url, close };
}

// ---- The API, called as the SPA calls it ----

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API call; answers the status and the parsed JSON body (null when there is none). */
export async function call<T = unknown>(
  instance: Instance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (method !== 'GET') {
    // The CSRF guard: the SPA's header, a JSON body, a page of this very host.
    headers['x-requested-with'] = 'XMLHttpRequest';
    headers.origin = instance.url;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${instance.url}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The answer of a call that must succeed. */
export async function ok<T>(
  instance: Instance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(instance, method, path, options);
  if (answer.status >= 300) {
    throw new Error(`${method} ${path} on ${instance.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export async function clockOf(instance: Instance): Promise<ClockDto> {
  return ok<ClockDto>(instance, 'GET', '/api/dev/clock');
}

/** Moves the instance's clock ahead by `ms`; it runs every job before it answers. */
export function advance(instance: Instance, ms: number): Promise<ClockDto> {
  return ok<ClockDto>(instance, 'POST', '/api/dev/clock/advance', { body: { ms: Math.ceil(ms) } });
}

export interface Guest {
  id: string;
  token: string;
  refreshToken: string;
}

/** A new guest account, signed up through `instance`. */
export async function signUpGuest(instance: Instance): Promise<Guest> {
  const answer = await ok<EasySignUpResponse>(instance, 'POST', '/api/auth/v1/easy/signUp', {
    body: { token: 'dev-captcha' },
  });
  return { id: answer.id, token: answer.bearerToken, refreshToken: answer.refreshToken };
}

/**
 * A fresh session for the player through `instance`, from its refresh token (good for 8 days): a clock
 * moved by days has outlived its bearer token (24 h).
 */
export async function renewSession(instance: Instance, guest: Guest): Promise<Guest> {
  const answer = await ok<SessionTokens>(instance, 'PUT', '/api/auth/v1/jwt/refreshToken', {
    body: { refreshToken: guest.refreshToken },
  });
  return { ...guest, token: answer.bearerToken, refreshToken: answer.refreshToken };
}
