// The admin dashboard's figures (docs/admin.md): players by role, sign-ups per day (the last 30 days),
// picks per gameweek (the last 10) and the latest job runs.
import { count, desc, gte, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '#server/db/executor.ts';
import { jobRuns, predictions, users } from '#server/db/schema.ts';

const dayMs = 86_400_000;
const signUpDays = 30;
const gameweeks = 10;
const runs = 20;

export const dashboardSchema = z
  .object({
    playersByRole: z.array(z.object({ role: z.string(), count: z.number().int() })),
    signUpsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
    picksPerGameweek: z.array(z.object({ gameweek: z.string(), count: z.number().int() })),
    jobRuns: z.array(
      z.object({
        job: z.string(),
        runKey: z.string(),
        startedAt: z.string(),
        finishedAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminDashboardDto' });

export async function dashboard(db: Executor, now: Date): Promise<z.output<typeof dashboardSchema>> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (signUpDays - 1) * dayMs,
  );
  const [byRole, signUps, picks, latestRuns] = await Promise.all([
    db.select({ role: users.role, count: count() }).from(users).groupBy(users.role).orderBy(users.role),
    db
      .select({ day, count: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(day)
      .orderBy(day),
    db
      .select({ gameweek: predictions.gameweek, count: count() })
      .from(predictions)
      .where(isNull(predictions.removedAt))
      .groupBy(predictions.gameweek)
      .orderBy(desc(predictions.gameweek))
      .limit(gameweeks),
    db
      .select({
        job: jobRuns.job,
        runKey: jobRuns.runKey,
        startedAt: jobRuns.startedAt,
        finishedAt: jobRuns.finishedAt,
      })
      .from(jobRuns)
      .orderBy(desc(jobRuns.startedAt))
      .limit(runs),
  ]);
  return {
    playersByRole: byRole,
    signUpsPerDay: signUps,
    picksPerGameweek: picks.reverse(),
    jobRuns: latestRuns.map((run) => ({
      ...run,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    })),
  };
}
