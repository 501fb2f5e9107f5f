// The admin dashboard's figures (docs/admin.md): players by role, sign-ups and active players per day (the
// last 30 days), picks per gameweek (the last 10), the latest job runs, the odds feed's health and credits,
// and the e-mail outbox.
import { count, countDistinct, desc, gte, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { QuotaSnapshot } from '#server/feeds/the-odds-api/index.ts';
import { z } from 'zod';
import type { Executor } from '#server/db/executor.ts';
import { bookmakerQuotes, events, jobRuns, outbox, predictions, users } from '#server/db/schema.ts';

const dayMs = 86_400_000;
const signUpDays = 30;
const gameweeks = 10;
const runs = 20;

export const dashboardSchema = z
  .object({
    playersByRole: z.array(z.object({ role: z.string(), count: z.number().int() })),
    signUpsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
    /** Players who saved a pick (weekly, daily or outright) that day. */
    activePlayersPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
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
  .extend({
    feed: z.object({
      provider: z.enum(['demo', 'the-odds-api']),
      /** The newest bookmaker quote stored, and the newest result: a stalled feed shows here first. */
      lastQuoteAt: z.string().nullable(),
      lastResultAt: z.string().nullable(),
      upcomingEvents: z.number().int(),
      /** The Odds API's credits as this instance counts them; null for the demo feed. */
      credits: z
        .object({
          month: z.string(),
          used: z.number(),
          budget: z.number(),
          budgetLeft: z.number(),
          remaining: z.number().nullable(),
          outOfCredits: z.boolean(),
          resetsAt: z.string(),
        })
        .nullable(),
    }),
    /** The e-mail outbox: waiting for the mailer, sent, and failed (with an error). */
    outbox: z.object({ waiting: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  })
  .meta({ id: 'AdminDashboardDto' });

interface FeedView {
  provider: 'demo' | 'the-odds-api';
  quota(): QuotaSnapshot | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export async function dashboard(
  db: Executor,
  now: Date,
  feed: FeedView,
): Promise<z.output<typeof dashboardSchema>> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const pickDay = sql<string>`to_char(${predictions.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (signUpDays - 1) * dayMs,
  );
  const [byRole, signUps, active, picks, latestRuns, [quotes], [results], [upcoming], [mail]] =
    await Promise.all([
      db.select({ role: users.role, count: count() }).from(users).groupBy(users.role).orderBy(users.role),
      db
        .select({ day, count: count() })
        .from(users)
        .where(gte(users.createdAt, since))
        .groupBy(day)
        .orderBy(day),
      db
        .select({ day: pickDay, count: countDistinct(predictions.userId) })
        .from(predictions)
        .where(gte(predictions.updatedAt, since))
        .groupBy(pickDay)
        .orderBy(pickDay),
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
      db.select({ at: max(bookmakerQuotes.lastUpdate) }).from(bookmakerQuotes),
      db.select({ at: max(events.resultUpdatedAt) }).from(events),
      db.select({ count: count() }).from(events).where(gte(events.commenceTime, now)),
      db
        .select({
          waiting:
            sql<number>`count(*) filter (where ${outbox.sentAt} is null and ${outbox.error} is null)`.mapWith(
              Number,
            ),
          sent: sql<number>`count(*) filter (where ${isNotNull(outbox.sentAt)})`.mapWith(Number),
          failed:
            sql<number>`count(*) filter (where ${outbox.sentAt} is null and ${outbox.error} is not null)`.mapWith(
              Number,
            ),
        })
        .from(outbox),
    ]);
  const quota = feed.quota();
  return {
    playersByRole: byRole,
    signUpsPerDay: signUps,
    activePlayersPerDay: active,
    picksPerGameweek: picks.reverse(),
    jobRuns: latestRuns.map((run) => ({
      ...run,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    })),
    feed: {
      provider: feed.provider,
      lastQuoteAt: iso(quotes?.at ?? null),
      lastResultAt: iso(results?.at ?? null),
      upcomingEvents: upcoming?.count ?? 0,
      credits: quota && {
        month: quota.month,
        used: quota.usedThisMonth,
        budget: quota.monthlyCreditBudget,
        budgetLeft: quota.budgetLeft,
        remaining: quota.remaining,
        outOfCredits: quota.outOfCredits,
        resetsAt: quota.resetsAt,
      },
    },
    outbox: { waiting: mail?.waiting ?? 0, sent: mail?.sent ?? 0, failed: mail?.failed ?? 0 },
  };
}
