// api/memberships/v1 (docs/payments.md):
//   GET  Plan                  — the premium plan's price and period (anyone);
//   POST Checkout              — a Player starts a checkout (or gets the one open), pays at its url;
//   POST CheckoutResult        — the success page asks how the checkout ended, and gets the new session;
//   GET  Subscription          — the player's subscription, payment history and bundle premium;
//   PUT  Subscription/Cancel   — ends it at the period's end; PUT Subscription/Resume undoes that;
//   POST Subscription/Portal   — Stripe's customer portal, where the player changes their card;
//   POST Webhook/{provider}    — the provider's events, signed; verified, then applied once each.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { MySubscriptionDto } from '#core/contract/memberships.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { bearerToken } from '#server/plugins/authenticate.ts';
import {
  checkoutResultRequestSchema,
  checkoutResultSchema,
  checkoutSchema,
  mySubscriptionSchema,
  paymentPortalSchema,
  premiumPlanSchema,
  webhookResultSchema,
} from './schemas.ts';
import { checkoutOf, liveSubscription, mySubscription } from './store.ts';

const tags = ['Memberships'];
const noQuery = z.object({});
const emptyBody = z.object({}).optional();

const membershipsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, payments } = fastify;
  const plan = fastify.config.premiumPlan;

  fastify.get(
    '/Plan',
    {
      schema: {
        tags,
        summary: "The premium plan's price and period",
        querystring: noQuery,
        response: { 200: premiumPlanSchema, ...errorResponses },
      },
    },
    async () => plan,
  );

  fastify.post(
    '/Checkout',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'Starts a premium checkout (or answers the one already open); the browser goes to its url',
        querystring: noQuery,
        body: emptyBody,
        response: { 200: checkoutSchema, ...errorResponses },
      },
    },
    async (request) => payments.checkout(request.user.id),
  );

  fastify.post(
    '/CheckoutResult',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: "How the caller's checkout ended; a new session when the payment changed the caller's role",
        querystring: noQuery,
        body: checkoutResultRequestSchema,
        response: { 200: checkoutResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const checkout = await checkoutOf(db, request.user.id, request.body.checkoutId);
      const status = checkout.status as 'open' | 'completed' | 'canceled' | 'expired';
      const token = bearerToken(request);
      const claims = token ? await fastify.tokenSigner.verifyBearer(token) : null;
      if (status !== 'completed' || !claims || claims.role === request.user.role)
        return { status, session: null };
      // The role is in the bearer token: replace this session by one that carries the new role.
      const session = await db.transaction(async (tx) => {
        await fastify.sessions.revokeFamily(request.user.familyId, tx);
        return fastify.sessions.issue(request.user.id, tx);
      });
      return { status, session };
    },
  );

  const subscriptionRoute = { onRequest: fastify.authenticate };
  const mine = (userId: string): Promise<MySubscriptionDto> =>
    mySubscription(db, userId, fastify.clock.now());

  fastify.get(
    '/Subscription',
    {
      ...subscriptionRoute,
      schema: {
        tags,
        summary: "The player's subscription (the live one, else the latest), payments and bundle premium",
        querystring: noQuery,
        response: { 200: mySubscriptionSchema, ...errorResponses },
      },
    },
    async (request) => mine(request.user.id),
  );

  const changeRoute = (path: string, cancel: boolean, summary: string) =>
    fastify.put(
      path,
      {
        ...subscriptionRoute,
        schema: {
          tags,
          summary,
          querystring: noQuery,
          body: emptyBody,
          response: { 200: mySubscriptionSchema, ...errorResponses },
        },
      },
      async (request) => {
        const live = await liveSubscription(db, request.user.id);
        if (!live) throw new HttpError('noSubscription');
        if (live.cancelAtPeriodEnd !== cancel) await payments.setCancelAtPeriodEnd(live, cancel);
        return mine(request.user.id);
      },
    );
  changeRoute('/Subscription/Cancel', true, 'Cancels the subscription at the end of the period paid for');
  changeRoute('/Subscription/Resume', false, 'Resumes a cancelled subscription before its period ends');

  fastify.post(
    '/Subscription/Portal',
    {
      ...subscriptionRoute,
      schema: {
        tags,
        summary: "The provider's page where the player changes their payment method (Stripe's portal)",
        querystring: noQuery,
        body: emptyBody,
        response: { 200: paymentPortalSchema, ...errorResponses },
      },
    },
    async (request) => {
      const live = await liveSubscription(db, request.user.id);
      if (!live) throw new HttpError('noSubscription');
      const { provider } = payments;
      // A subscription made with another provider than today's (or the local one) has no card here.
      if (!provider.paymentPortal || live.provider !== provider.name) throw new HttpError('noPaymentPortal');
      const returnUrl = `${fastify.config.publicUrl}/account-settings/subscriptions`;
      return { url: await provider.paymentPortal(live, returnUrl) };
    },
  );

  await fastify.register(async (webhooks) => {
    // The signature covers the exact bytes: keep the body as it came.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => {
        done(null, body);
      },
    );
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      '/Webhook/:provider',
      {
        // Called by the provider's servers, not by our pages.
        config: { csrf: false },
        schema: {
          tags,
          summary: "The payment provider's signed events (each applied once, by its id)",
          params: z.object({ provider: z.enum(['local', 'stripe']) }),
          querystring: noQuery,
          response: { 200: webhookResultSchema, ...errorResponses },
        },
      },
      async (request) => {
        if (request.params.provider !== payments.provider.name) {
          throw new HttpError('invalidWebhook', { reason: 'not the configured provider' });
        }
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new HttpError('invalidWebhook', { reason: 'no body' });
        return payments.receive(body, request.headers);
      },
    );
  });
};

export default membershipsRoutes;
