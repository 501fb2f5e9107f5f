// standings_counted: what each scored thing counts on the boards as the refresh last applied it. The refresh
// compares a thing's current contribution (sources.ts) with this one, moves the boards by the difference,
// and replaces this one in the same transaction.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { arrayLiteral } from './array-literal.ts';
import type { Contribution } from './boards.ts';
import type { Scored } from './sources.ts';

type StoredContribution = Omit<Contribution, 'scoredAt'> & { scoredAt: string };

const keyOf = (userId: string, sourceId: string) => `${userId}|${sourceId}`;

const stored = (contribution: Contribution): StoredContribution => ({
  ...contribution,
  scoredAt: contribution.scoredAt.toISOString(),
});

/** The same contribution (so, the same boards and the same points). */
export function sameContribution(a: Contribution | null, b: Contribution | null): boolean {
  if (a === null || b === null) return a === b;
  return JSON.stringify(stored(a)) === JSON.stringify(stored(b));
}

/** What the things count now, by `userId|sourceId`; a thing never counted is absent. */
export async function countedOf(tx: Executor, things: readonly Scored[]): Promise<Map<string, Contribution>> {
  const counted = new Map<string, Contribution>();
  if (things.length === 0) return counted;
  const { rows } = await tx.execute<{ user_id: string; source_id: string; contribution: StoredContribution }>(
    sql`
      select sc.user_id, sc.source_id, sc.contribution
      from standings_counted sc
      join unnest(${arrayLiteral(things.map((thing) => thing.userId))}::uuid[],
                  ${arrayLiteral(things.map((thing) => thing.sourceId))}::text[]) as t(u, s)
        on sc.user_id = t.u and sc.source_id = t.s`,
  );
  for (const row of rows) counted.set(keyOf(row.user_id, row.source_id), contributionOf(row.contribution));
  return counted;
}

/** Key order as written (jsonb reorders keys): rebuilt field by field. */
function contributionOf(c: StoredContribution): Contribution {
  return {
    source: c.source,
    scoredAt: new Date(c.scoredAt),
    gameweek: c.gameweek,
    day: c.day,
    competitionKey: c.competitionKey,
    sportId: c.sportId,
    seasonId: c.seasonId,
    total: c.total,
    boosted: c.boosted,
    correct: c.correct,
  };
}

/** Everything a player's things count now (so, every board they have a row on). */
export async function countedOfPlayer(tx: Executor, userId: string): Promise<Contribution[]> {
  const { rows } = await tx.execute<{ contribution: StoredContribution }>(
    sql`select contribution from standings_counted where user_id = ${userId}`,
  );
  return rows.map((row) => contributionOf(row.contribution));
}

export const countedKey = (thing: Scored) => keyOf(thing.userId, thing.sourceId);

/** Records what the changed things count now (a thing that counts nowhere loses its row). */
export async function recordCounted(tx: Executor, changed: readonly Scored[]): Promise<void> {
  const gone = changed.filter((thing) => thing.contribution === null);
  const counting = changed.filter((thing) => thing.contribution !== null);
  if (gone.length > 0) {
    await tx.execute(sql`
      delete from standings_counted sc
      using unnest(${arrayLiteral(gone.map((thing) => thing.userId))}::uuid[],
                   ${arrayLiteral(gone.map((thing) => thing.sourceId))}::text[]) as t(u, s)
      where sc.user_id = t.u and sc.source_id = t.s`);
  }
  if (counting.length > 0) {
    const json = JSON.stringify(
      counting.map((thing) => ({
        u: thing.userId,
        s: thing.sourceId,
        c: stored(thing.contribution as Contribution),
      })),
    );
    await tx.execute(sql`
      insert into standings_counted (user_id, source_id, contribution)
      select u, s, c from jsonb_to_recordset(${json}::jsonb) as t(u uuid, s text, c jsonb)
      on conflict (user_id, source_id) do update set contribution = excluded.contribution`);
  }
}
