// A database that is down or cut off answers 503 with Retry-After and the serviceUnavailable code, fast;
// health says so within its own limit; and the server serves again once the database is back. On PGlite
// (in this process) the only outage there is: a closed database. On PostgreSQL, a proxy in between stops
// forwarding (a silent partition) or the database goes away.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type { HealthDto } from '#core/contract/health.ts';
import type { DatabaseTimeouts } from '#server/database-timeouts.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { DatabaseTimeoutError, isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { buildTestApp, createPostgresDatabase, postgresUrl, type TestApp } from './helpers/build-test-app.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

/** Short limits, so that the partition's requests end well inside the test's timeout. */
const timeouts: DatabaseTimeouts = {
  connectMs: 1000,
  statementMs: 1000,
  jobStatementMs: 3000,
  idleInTransactionMs: 2000,
  healthMs: 500,
};

const emails = '/api/StaticLookups/v1/Emails';
/** A transaction: on a pool it checks a connection out and back in (Drizzle's db.transaction). */
const transaction = '/test/transaction';

async function addTransactionRoute(app: TestApp['app']) {
  app.get(transaction, async () => {
    await app.db.transaction((tx) => tx.execute(sql`select 1`));
    return { ok: true };
  });
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json<ApiErrorBody>()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    code: 'serviceUnavailable',
    message: 'The service is unavailable for a moment. Please try again shortly.',
  });
}

function expectHealth(response: LightMyRequestResponse, state: 'ok' | 'unavailable') {
  expect(response.statusCode).toBe(state === 'ok' ? 200 : 503);
  expect(response.json<HealthDto>()).toEqual({ status: state, database: state });
}

describe('which failures mean the database is out of reach', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

  it.each([
    ['a connection exception (class 08)', withCode('08006')],
    ['a server shutting down', withCode('57P01')],
    ['a server starting up', withCode('57P03')],
    ['a statement cancelled at statement_timeout', withCode('57014')],
    ['too many connections', withCode('53300')],
    ['nothing listening', withCode('ECONNREFUSED')],
    ['an unreachable host', withCode('EHOSTUNREACH')],
    ['the pool’s connect timeout', new Error('timeout exceeded when trying to connect')],
    ['the client’s read timeout', new Error('Query read timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['health’s own limit', new DatabaseTimeoutError('select 1', 500)],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['any of these as a query error’s cause', wrapped(withCode('ECONNRESET'))],
  ])('%s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a bug', new TypeError('x is undefined')],
    ['a non-error', 'ECONNREFUSED'],
  ])('not %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('a closed database', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      config: { databaseTimeouts: timeouts },
      beforeReady: addTransactionRoute,
    });
    await testApp.database.handle.close();
  });
  afterAll(() => testApp.app.close());

  it('answers 503 with Retry-After, and health says unavailable', async () => {
    expectUnavailable(await testApp.app.inject({ method: 'GET', url: emails }));
    expectUnavailable(await testApp.app.inject({ method: 'GET', url: transaction }));
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expectHealth(health, 'unavailable');
    expect(health.headers['retry-after']).toBe('5');
  });
});

// Only PostgreSQL is reached over a network; the suite runs on it when DATABASE_URL is set (CI does).
describe.runIf(postgresUrl)('PostgreSQL cut off by a silent partition', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;
  let drop: () => Promise<void>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const target = new URL(created.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(created.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    handle = await openDatabase({ databaseUrl: proxied.toString(), timeouts });
    testApp = await buildTestApp({
      config: { databaseTimeouts: timeouts },
      database: { handle, url: proxied.toString(), close: () => handle.close() },
      beforeReady: addTransactionRoute,
    });
  });
  afterAll(async () => {
    proxy?.heal(); // a failed test may leave it cut: closing waits on the connections
    await testApp?.app.close();
    await testApp?.database.close();
    await proxy?.close();
    await drop?.();
  });

  it('sets the limits on the sessions: the jobs’ statements get their own', async () => {
    const setting = async (db: typeof handle.db, name: string) =>
      (await db.execute<Record<string, string>>(sql.raw(`show ${name}`))).rows[0]?.[name];
    expect(await setting(handle.db, 'statement_timeout')).toBe('1s');
    expect(await setting(handle.db, 'idle_in_transaction_session_timeout')).toBe('2s');
    expect(await setting(handle.jobsDb, 'statement_timeout')).toBe('3s');
    const slow = await handle.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(slow)).toBe(true);
  });

  it('fails requests with 503 and health at once, then serves again when it heals', async () => {
    const get = (url: string) => testApp.app.inject({ method: 'GET', url });
    expect((await get(emails)).statusCode).toBe(200);
    expect((await get(transaction)).statusCode).toBe(200);

    proxy.partition();
    // More transactions than the pool has connections: none may keep its connection once cut off.
    const during = await Promise.all([get(emails), ...Array.from({ length: 12 }, () => get(transaction))]);
    for (const response of during) expectUnavailable(response);
    expectHealth(await get('/api/health'), 'unavailable');

    proxy.heal();
    expectHealth(await get('/api/health'), 'ok');
    expect((await get(emails)).statusCode).toBe(200);
    const after = await Promise.all(Array.from({ length: 12 }, () => get(transaction)));
    for (const response of after) expect(response.statusCode).toBe(200);
  });
});
