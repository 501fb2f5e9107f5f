// pg.Pool whose checked-out connections are given back, and dropped, as soon as the database is out of
// reach. Drizzle's db.transaction checks a connection out and sends BEGIN before its try/finally, so a BEGIN
// that times out in a partition never gives the connection back: ten such requests and the pool is empty
// for good, even after the network heals. A connection that dropped while checked out also raises an
// 'error' event that nothing listens to (pg-pool listens only while it is idle), which would crash the
// process. Here a checked-out connection is released with the error (pg-pool then closes it) on the first
// failure that says the database is unreachable, and on any 'error' event; the caller's own release later
// does nothing.
import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.ts';

type Query = pg.PoolClient['query'];

/** Each connection's own query method, kept the first time it is checked out (pg-pool reuses the object). */
const ownQuery = new WeakMap<pg.PoolClient, Query>();

/** `onReleased`: called once when the connection goes back, whichever way. */
function guard(client: pg.PoolClient, onReleased?: () => void): pg.PoolClient {
  const poolRelease = client.release;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    poolRelease(error);
    onReleased?.();
  };
  function onError(error: Error) {
    release(error);
  }
  client.on('error', onError);
  client.release = release;

  const query = ownQuery.get(client) ?? client.query;
  ownQuery.set(client, query);
  client.query = ((...args: Parameters<Query>) => {
    const result = (query as (...args: Parameters<Query>) => unknown).apply(client, args);
    if (result instanceof Promise) {
      // A side branch: the caller still gets the rejection from `result` itself.
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) release(error instanceof Error ? error : true);
      });
    }
    return result;
  }) as Query;
  return client;
}

/** Slots for checked-out connections: the waiters are served in order. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(count: number) {
    this.free = count;
  }
  take(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

export interface GuardedPoolConfig extends pg.PoolConfig {
  /**
   * At most this many connections checked out at once (transactions: drizzle's db.transaction checks one
   * out; single statements go through pool.query and are not counted). The rest of the pool stays for
   * single statements, so a rush of saves, each holding a connection for its whole transaction, cannot
   * make every read wait behind them. Unset: no limit but the pool's.
   */
  checkoutsAtMost?: number;
}

export class GuardedPool extends pg.Pool {
  private readonly checkouts: Slots | undefined;

  constructor(config: GuardedPoolConfig) {
    const { checkoutsAtMost, ...poolConfig } = config;
    super(poolConfig);
    this.checkouts = checkoutsAtMost === undefined ? undefined : new Slots(checkoutsAtMost);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  // pg-pool's own pool.query uses the callback form and already releases with the error: left as it is.
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    const slots = this.checkouts;
    if (!slots) return super.connect().then((client) => guard(client));
    return slots.take().then(() =>
      super.connect().then(
        (client) => guard(client, () => slots.give()),
        (error: unknown) => {
          slots.give();
          throw error;
        },
      ),
    );
  }
}
