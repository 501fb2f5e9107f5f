// The spec's membership calls under api/account/v1, now in front of payments (docs/payments.md §5):
//   PUT UpgradeToPremium    — starts a checkout, as POST memberships/v1/Checkout (premium is paid for now);
//   PUT DowngradeToStandard — cancels the subscription at its period's end, as PUT Subscription/Cancel.
// A PremiumPlayer with neither a subscription nor bundle days (the free switch before payments) becomes a
// Player at once.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '#server/db/schema.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { premiumUntil } from '#server/modules/premium/index.ts';
import { checkoutSchema, mySubscriptionSchema } from './schemas.ts';
import { liveSubscription, mySubscription, refuseNonMembers } from './store.ts';

const tags = ['Account'];
const noQuery = z.object({});
const emptyBody = z.object({}).nullish();

const membershipSwitchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, payments } = fastify;

  fastify.put(
    '/UpgradeToPremium',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'Starts a premium checkout (as POST memberships/v1/Checkout); the browser goes to its url',
        querystring: noQuery,
        body: emptyBody,
        response: { 200: checkoutSchema, ...errorResponses },
      },
    },
    async (request) => payments.checkout(request.user.id, { premiumRefused: true }),
  );

  fastify.put(
    '/DowngradeToStandard',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'Cancels the premium subscription at the end of the period paid for',
        querystring: noQuery,
        body: emptyBody,
        response: { 200: mySubscriptionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, role } = request.user;
      const now = fastify.clock.now();
      refuseNonMembers(role);
      const live = await liveSubscription(db, id);
      if (live) {
        if (!live.cancelAtPeriodEnd) await payments.setCancelAtPeriodEnd(live, true);
      } else if (role !== 'PremiumPlayer') {
        throw new HttpError('notPremium');
      } else if (await premiumUntil(db, id, 'bundle', now)) {
        // Bundle days are a gift, not a subscription: they end by themselves.
        throw new HttpError('noSubscription');
      } else {
        await db
          .update(users)
          .set({ role: 'Player', updatedAt: now })
          .where(and(eq(users.id, id), eq(users.role, 'PremiumPlayer')));
      }
      return mySubscription(db, id, now);
    },
  );
};

export default membershipSwitchRoutes;
