// The premium expiry job: every minute, players whose premium entitlements have all ended become Players.
import type { JobDefinition } from '#server/jobs/job.ts';
import { endLapsedPremium } from './entitlements.ts';

const PREMIUM_EXPIRY_INTERVAL_MS = 60_000;

export const premiumExpiryJob: JobDefinition = {
  name: 'premium-expiry',
  intervalMs: PREMIUM_EXPIRY_INTERVAL_MS,
  runAtStartup: true,
  async run(context) {
    const demoted = await endLapsedPremium(context.db, context.clock.now());
    if (demoted.length > 0) context.log.info({ demoted: demoted.length }, 'Premium ended');
    return { demoted: demoted.length };
  },
};
