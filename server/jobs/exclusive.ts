// Rerunnable work that must not run twice at once (settlement): one run at a time across server instances
// (a PostgreSQL advisory transaction lock, released when the transaction ends) and within one process.
// The odds and scores syncs do the same in server/modules/odds-sync/sync.ts.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/executor.ts';

export type ExclusiveResult<T> = { skipped: true } | ({ skipped: false } & T);

// On PGlite (one session) the advisory lock is re-entrant, so it cannot tell two callers of one process
// apart: this set does.
const running = new WeakMap<Database, Set<number>>();

/** Runs `work` in a transaction holding `lockKey`; `{ skipped: true }` when another run holds it. */
export async function exclusively<T extends object>(
  db: Database,
  lockKey: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<ExclusiveResult<T>> {
  const held = running.get(db) ?? new Set<number>();
  running.set(db, held);
  if (held.has(lockKey)) return { skipped: true };
  held.add(lockKey);
  try {
    return await db.transaction(async (tx): Promise<ExclusiveResult<T>> => {
      const { rows } = await tx.execute<{ acquired: boolean }>(
        sql`select pg_try_advisory_xact_lock(${lockKey}) as acquired`,
      );
      if (!rows[0]?.acquired) return { skipped: true };
      return { skipped: false, ...(await work(tx)) };
    });
  } finally {
    held.delete(lockKey);
  }
}
