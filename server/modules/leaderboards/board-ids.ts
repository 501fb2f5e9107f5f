// The ids of boards by key, creating the boards that are new: the people's standings (standings-writes.ts)
// and the bots' (bots/bot-standings.ts) both write rows of boards that may not exist yet.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { boardKeyString, SCOPE_IDS, type BoardKey } from './boards.ts';

const keysJson = (keys: readonly BoardKey[]) =>
  JSON.stringify(
    keys.map((key) => ({ p: key.period, pk: key.periodKey, s: SCOPE_IDS[key.scope], sk: key.scopeKey })),
  );

/** The ids of the boards that exist, by `boardKeyString`. */
export async function existingBoardIds(
  tx: Executor,
  keys: readonly BoardKey[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (keys.length === 0) return ids;
  const { rows } = await tx.execute<{ id: number; p: number; pk: string; s: number; sk: string }>(sql`
    select b.id, k.p, k.pk, k.s, k.sk
    from boards b
    join jsonb_to_recordset(${keysJson(keys)}::jsonb) as k(p smallint, pk text, s smallint, sk text)
      on b.period = k.p and b.period_key = k.pk and b.scope = k.s and b.scope_key = k.sk`);
  const byScopeId = new Map(keys.map((key) => [boardKeyString(key), key]));
  const scopeName = Object.fromEntries(Object.entries(SCOPE_IDS).map(([name, id]) => [id, name]));
  for (const row of rows) {
    const id = `${row.p}|${row.pk}|${scopeName[row.s]}|${row.sk}`;
    if (byScopeId.has(id)) ids.set(id, row.id);
  }
  return ids;
}

/** The ids of the boards by `boardKeyString`, created when new. */
export async function boardIds(tx: Executor, keys: readonly BoardKey[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  await tx.execute(sql`
    insert into boards (period, period_key, scope, scope_key)
    select p, pk, s, sk from jsonb_to_recordset(${keysJson(keys)}::jsonb) as k(p smallint, pk text, s smallint, sk text)
    on conflict do nothing`);
  return existingBoardIds(tx, keys);
}
