// The local provider's checkout page, on our own server (docs/payments.md §1.1):
//   GET  local/checkout/{checkoutId} — the page: the price, Pay, Decline and Cancel;
//   POST local/checkout/{checkoutId} — the choice (a form post), sent on as the signed event a provider
//        would send, through the webhook handler; then on to where a provider would send the browser.
// The checkout's id (random, 144 bits) is the page's capability, as a provider's checkout address is.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { localId } from './local-provider.ts';
import { renderLocalCheckoutPage } from './local-checkout-page.ts';
import { periodEnd } from './plan.ts';
import { checkoutById } from './store.ts';

const tags = ['Memberships'];
// Any id is looked up (an unknown one is unknownCheckout, 404), so a page address is never a schema error.
const params = z.object({ checkoutId: z.string().max(64) });

const successPath = (checkoutId: string) => `/memberships/payment/success?checkout=${checkoutId}`;
const cancelPath = '/memberships/payment/cancel';

const localCheckoutRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const local = fastify.payments.local;
  if (!local) return;
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const findCheckout = async (checkoutId: string) => {
    const checkout = await checkoutById(fastify.db, checkoutId);
    if (!checkout || checkout.provider !== 'local') throw new HttpError('unknownCheckout');
    return checkout;
  };

  fastify.get(
    '/local/checkout/:checkoutId',
    {
      schema: {
        tags,
        summary: "The local provider's checkout page (PAYMENTS_PROVIDER=local)",
        produces: ['text/html'],
        params,
        querystring: z.object({ declined: z.literal('1').optional() }),
        response: { 200: z.string().meta({ description: 'An HTML page' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const checkout = await findCheckout(request.params.checkoutId);
      const page = renderLocalCheckoutPage({
        action: `/api/memberships/v1/local/checkout/${checkout.id}`,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        interval: checkout.interval as 'month' | 'year',
        status: checkout.status,
        declined: request.query.declined === '1',
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  fastify.post(
    '/local/checkout/:checkoutId',
    {
      // A form post from our own page (no script, so no X-Requested-With); a cross-site one is refused below.
      config: { csrf: false },
      schema: {
        tags,
        summary: "The local checkout page's choice: pay, decline or cancel; then on to the SPA",
        consumes: ['application/x-www-form-urlencoded'],
        params,
        querystring: z.object({}),
        body: z.object({ choice: z.enum(['pay', 'decline', 'cancel']) }),
        response: { 303: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError('foreignOrigin');
      const checkout = await findCheckout(request.params.checkoutId);
      if (checkout.status !== 'open') {
        return reply.redirect(checkout.status === 'completed' ? successPath(checkout.id) : cancelPath, 303);
      }
      const payment = {
        id: localId('pay'),
        amountCents: checkout.amountCents,
        currency: checkout.currency,
      };
      switch (request.body.choice) {
        case 'pay': {
          const start = fastify.clock.now();
          const end = periodEnd(start, checkout.interval as 'month' | 'year');
          await local.emit({
            type: 'checkout.completed',
            checkoutId: checkout.id,
            subscription: {
              id: localId('sub'),
              status: 'active',
              cancelAtPeriodEnd: false,
              periodStart: start,
              periodEnd: end,
            },
            payment: { ...payment, periodStart: start, periodEnd: end },
          });
          return reply.redirect(successPath(checkout.id), 303);
        }
        case 'decline':
          await local.emit({
            type: 'checkout.payment_failed',
            checkoutId: checkout.id,
            payment: { ...payment, periodStart: null, periodEnd: null },
          });
          return reply.redirect(`/api/memberships/v1/local/checkout/${checkout.id}?declined=1`, 303);
        case 'cancel':
          await local.emit({ type: 'checkout.canceled', checkoutId: checkout.id });
          return reply.redirect(cancelPath, 303);
      }
    },
  );
};

export default localCheckoutRoutes;
