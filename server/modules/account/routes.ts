// api/account/v1/*: the player's own account (docs/product.md §7) and its two-factor management. The app registers
// this at prefix '/account/v1' inside /api; the account repository comes with it.
//
// Routes authenticate onRequest, before the body is parsed or validated: a caller without a session
// learns nothing about the body's rules, and its 401 lets the SPA refresh and retry.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import conversionRoutes from './conversion-routes.ts';
import credentialsRoutes from './credentials-routes.ts';
import emailPreferencesRoutes from './email-preferences-routes.ts';
import oneClickUnsubscribeRoutes from './one-click-unsubscribe-routes.ts';
import profileRoutes from './profile-routes.ts';
import { createAccountLimiters } from './rate-limits.ts';
import accountRepository from './repository.ts';
import twoFactorRoutes from './two-factor-routes.ts';

const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(accountRepository);
  const options = { limits: createAccountLimiters(fastify) };
  await fastify.register(profileRoutes);
  await fastify.register(conversionRoutes, options);
  await fastify.register(credentialsRoutes, options);
  await fastify.register(emailPreferencesRoutes, options);
  await fastify.register(oneClickUnsubscribeRoutes, options);
  await fastify.register(twoFactorRoutes, options);
};

export default accountRoutes;
