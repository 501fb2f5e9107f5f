// Calls both payments suites make (the local provider's and Stripe's), the same whichever provider runs.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { CheckoutDto } from '#core/contract/memberships.ts';
import { call } from '../account/account-test-app.ts';

export const membershipsApi = '/api/memberships/v1';

/** POST Checkout, which must succeed: the checkout (new, or the one already open). */
export async function startCheckout(
  app: FastifyInstance,
  token: SessionTokens | string,
): Promise<CheckoutDto> {
  const response = await call(app, 'POST', `${membershipsApi}/Checkout`, { token, body: {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutDto>();
}
