// Seeds the lookups on a new database. Idempotent and safe when two instances start at once on one
// PostgreSQL: every insert is ON CONFLICT DO NOTHING, so the loser of the race inserts nothing.
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { competitionsSeed, emailTypesSeed, sportsSeed } from './reference-data.ts';
import { competitions, emailTypes, sports } from './schema.ts';

/** Returns false, doing nothing, when the sports table already has rows. */
export async function seedReferenceData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(sports);
  if (existing && existing.count > 0) return false;

  await db.transaction(async (tx) => {
    await tx.insert(sports).values(sportsSeed).onConflictDoNothing();
    await tx.insert(competitions).values(competitionsSeed).onConflictDoNothing();
    await tx.insert(emailTypes).values(emailTypesSeed).onConflictDoNothing();
  });
  return true;
}
