// api/account/v1/TwoFactor*: the authenticator app and recovery codes. The set-up and the first code
// also accept the setup-only token an administrator without two-factor gets at sign-in (ConfigureTFA).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { authenticateForTwoFactorSetup } from '#server/plugins/authenticate.ts';
import { createCredentials } from './credentials.ts';
import { currentUser } from './current-user.ts';
import type { AccountRouteOptions } from './rate-limits.ts';
import {
  emptyBodySchema,
  enableTwoFactorSchema,
  reauthenticateSchema,
  recoveryCodesSchema,
  sessionTokensSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './schemas.ts';
import { createTwoFactorManagement } from './two-factor.ts';

const tags = ['Account'];
const noQuery = z.object({});

const twoFactorRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (fastify, { limits }) => {
  const management = createTwoFactorManagement(fastify, createCredentials(fastify));

  fastify.get(
    '/TwoFactor',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'Whether two-factor authentication is on, and how many recovery codes are left',
        querystring: noQuery,
        response: { 200: twoFactorStatusSchema, ...errorResponses },
      },
    },
    async (request) => management.status(await currentUser(fastify, request)),
  );

  fastify.post(
    '/TwoFactor/setup',
    {
      onRequest: authenticateForTwoFactorSetup,
      schema: {
        tags,
        summary: 'A new authenticator key and its QR code, pending until TwoFactor/enable proves it',
        description: 'Bearer: a session, or the ConfigureTFA setup token of the sign-in.',
        querystring: noQuery,
        body: emptyBodySchema,
        response: { 200: twoFactorSetupSchema, ...errorResponses },
      },
    },
    async (request) => management.setup(await currentUser(fastify, request)),
  );

  fastify.post(
    '/TwoFactor/enable',
    {
      onRequest: authenticateForTwoFactorSetup,
      preHandler: limits.twoFactorCode,
      schema: {
        tags,
        summary: 'Turns two-factor on with the first code; answers 10 recovery codes and a new session',
        description:
          'Bearer: a session, or the ConfigureTFA setup token of the sign-in. Every other session ends.',
        querystring: noQuery,
        body: enableTwoFactorSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses },
      },
    },
    async (request) => management.enable(await currentUser(fastify, request), request.body.code),
  );

  fastify.post(
    '/TwoFactor/recoveryCodes',
    {
      onRequest: fastify.authenticate,
      preHandler: limits.password,
      schema: {
        tags,
        summary: '10 new recovery codes (the old ones stop working) and a new session',
        querystring: noQuery,
        body: reauthenticateSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses },
      },
    },
    async (request) =>
      management.regenerateRecoveryCodes(await currentUser(fastify, request), request.body.password),
  );

  fastify.post(
    '/TwoFactor/disable',
    {
      onRequest: fastify.authenticate,
      preHandler: limits.password,
      schema: {
        tags,
        summary: 'Turns two-factor off and removes the recovery codes; answers a new session',
        description: 'Administrators may not turn it off.',
        querystring: noQuery,
        body: reauthenticateSchema,
        response: { 200: sessionTokensSchema, ...errorResponses },
      },
    },
    async (request) => management.disable(await currentUser(fastify, request), request.body.password),
  );
};

export default twoFactorRoutes;
