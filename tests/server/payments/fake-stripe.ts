// A local HTTP server that speaks the part of Stripe's API the Stripe provider calls (checkout sessions,
// subscriptions, the billing portal, invoice payments), recording each request (its form-encoded body as
// Stripe's SDK sends it) and answering Stripe-shaped JSON. The tests set the subscriptions it knows.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form body for a POST, the query for a GET. */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type StripeObject = Record<string, unknown>;

export interface FakeStripe {
  /** The base address for STRIPE_API_BASE. */
  url: string;
  requests: StripeRequest[];
  /** Subscriptions by id, as GET /v1/subscriptions/:id answers them (latest_invoice expanded). */
  subscriptions: Map<string, StripeObject>;
  /** Which invoice each payment intent paid (GET /v1/invoice_payments). */
  invoiceOfPaymentIntent: Map<string, string>;
  close(): Promise<void>;
}

const notFound = (message: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', message } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, StripeObject>();
  const invoiceOfPaymentIntent = new Map<string, string>();
  let sessions = 0;

  const answer = (request: StripeRequest): { status: number; body: unknown } => {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        status: 200,
        body: {
          id: 'bps_test_1',
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: 'https://billing.stripe.test/p/session/bps_test_1',
        },
      };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = invoiceOfPaymentIntent.get(form.get('payment[payment_intent]') ?? '');
      const data = invoice ? [{ id: `inpay_${invoice}`, object: 'invoice_payment', invoice }] : [];
      return { status: 200, body: { object: 'list', url: path, has_more: false, data } };
    }
    const subscriptionId = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path)?.[1];
    const subscription = subscriptionId === undefined ? undefined : subscriptions.get(subscriptionId);
    if (subscriptionId !== undefined && !subscription)
      return notFound(`No such subscription: '${subscriptionId}'`);
    if (subscription && method === 'GET') return { status: 200, body: subscription };
    if (subscription && method === 'POST') {
      const cancel = form.get('cancel_at_period_end');
      if (cancel !== null) subscription.cancel_at_period_end = cancel === 'true';
      return { status: 200, body: subscription };
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stripe.test');
      const method = incoming.method ?? 'GET';
      const body = Buffer.concat(chunks).toString('utf8');
      const request: StripeRequest = {
        method,
        path: url.pathname,
        form: method === 'GET' ? url.searchParams : new URLSearchParams(body),
        headers: incoming.headers,
      };
      requests.push(request);
      const { status, body: json } = answer(request);
      outgoing.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      });
      outgoing.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    invoiceOfPaymentIntent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
