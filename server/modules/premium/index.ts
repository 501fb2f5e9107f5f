// Premium entitlements' public face: granting premium days (bundles; later a subscription provider) and the
// job that ends lapsed premium.
import { jobsOf } from '#server/jobs/job.ts';
import { premiumExpiryJob } from './job.ts';

export { grantPremiumDays } from './entitlements.ts';

export const premiumJobs = jobsOf('premium', () => [premiumExpiryJob]);
