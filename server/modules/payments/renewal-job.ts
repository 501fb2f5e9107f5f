// The local provider's renewals (docs/payments.md §4): what a real provider does on its own servers. When a
// local subscription's period has ended, it is renewed (a paid period, as a signed event through the webhook
// handler) unless it was cancelled or is past due, when it ends. The events' and payments' ids are made
// from the subscription and the period, so two instances (or a rerun) renewing the same period apply once.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { subscriptions } from '#server/db/schema.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import type { PremiumInterval } from '#core/contract/memberships.ts';
import type { LocalProvider } from './local-provider.ts';
import { periodEnd } from './plan.ts';

const RENEWAL_INTERVAL_MS = 60_000;
/** Periods renewed at once for one subscription when the dev clock jumped far ahead. */
const maxPeriodsPerRun = 36;

export function renewalJob(local: LocalProvider): JobDefinition {
  return {
    name: 'subscription-renewal',
    intervalMs: RENEWAL_INTERVAL_MS,
    runAtStartup: true,
    async run(context) {
      const now = context.clock.now();
      const due = await context.db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'local'),
            inArray(subscriptions.status, ['active', 'past_due']),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .limit(500);
      let renewed = 0;
      let ended = 0;
      for (const row of due) {
        if (row.cancelAtPeriodEnd || row.status === 'past_due') {
          await local.emit({ type: 'subscription.ended', subscriptionId: row.providerSubscriptionId });
          ended += 1;
          continue;
        }
        let start = row.currentPeriodEnd;
        for (let period = 0; period < maxPeriodsPerRun && start.getTime() <= now.getTime(); period += 1) {
          const end = periodEnd(start, row.interval as PremiumInterval);
          const key = `${row.providerSubscriptionId}_${start.getTime()}`;
          await local.emit(
            {
              type: 'subscription.renewed',
              subscription: {
                id: row.providerSubscriptionId,
                status: 'active',
                cancelAtPeriodEnd: false,
                periodStart: start,
                periodEnd: end,
              },
              payment: {
                id: `pay_renewal_${key}`,
                amountCents: row.amountCents,
                currency: row.currency,
                periodStart: start,
                periodEnd: end,
              },
            },
            `evt_renewal_${key}`,
          );
          renewed += 1;
          start = end;
        }
      }
      if (renewed + ended > 0) context.log.info({ renewed, ended }, 'Local subscriptions renewed or ended');
      return { renewed, ended };
    },
  };
}
