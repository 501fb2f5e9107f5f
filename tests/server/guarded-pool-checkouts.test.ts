// GuardedPool's checkoutsAtMost: transactions (checked-out connections) take at most that many of the pool,
// so single statements always find a connection; a slot is given back however the connection returns.
import { afterEach, describe, expect, it } from 'vitest';
import { GuardedPool } from '#server/db/guarded-pool.ts';
import { postgresUrl } from './helpers/build-test-app.ts';

const settled = async (promise: Promise<unknown>, withinMs: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), withinMs)),
  ]);

describe.runIf(postgresUrl)('GuardedPool checkoutsAtMost', () => {
  let pool: GuardedPool | undefined;
  afterEach(async () => {
    await pool?.end();
  });

  it('makes a second checkout wait for the first while single statements still run', async () => {
    pool = new GuardedPool({ connectionString: postgresUrl, max: 3, checkoutsAtMost: 1 });
    const first = await pool.connect();
    const second = pool.connect();
    expect(await settled(second, 200)).toBe(false);
    const { rows } = await pool.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
    first.release();
    expect(await settled(second, 2000)).toBe(true);
    (await second).release();
  });

  it('gives the slot back when a connection is released with an error (and only once)', async () => {
    pool = new GuardedPool({ connectionString: postgresUrl, max: 3, checkoutsAtMost: 1 });
    const first = await pool.connect();
    first.release(new Error('broken'));
    first.release();
    const second = await pool.connect();
    const third = pool.connect();
    expect(await settled(third, 200)).toBe(false);
    second.release();
    (await third).release();
  });

  it('counts no checkouts without the option', async () => {
    pool = new GuardedPool({ connectionString: postgresUrl, max: 3 });
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    for (const client of clients) client.release();
  });
});
