// Premium entitlements' public face: granting premium days (bundles), holding premium to a subscription's
// paid period (payments), and the job that ends lapsed premium.
import { jobsOf } from '#server/jobs/job.ts';
import { premiumExpiryJob } from './job.ts';

export { grantPremiumDays, holdPremiumUntil, premiumUntil } from './entitlements.ts';

export const premiumJobs = jobsOf('premium', () => [premiumExpiryJob]);
