// Password and deletion: PUT ChangePassword and DELETE on the service root. (PUT UpgradeToPremium and
// PUT DowngradeToStandard are in front of payments: server/modules/payments/account-routes.ts.)
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { createCredentials } from './credentials.ts';
import { currentUser } from './current-user.ts';
import type { AccountRouteOptions } from './rate-limits.ts';
import { changePasswordResultSchema, changePasswordSchema, deleteAccountSchema } from './schemas.ts';

const tags = ['Account'];
const noQuery = z.object({});

const credentialsRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (fastify, { limits }) => {
  const credentials = createCredentials(fastify);

  fastify.put(
    '/ChangePassword',
    {
      onRequest: fastify.authenticate,
      preHandler: limits.password,
      schema: {
        tags,
        summary: "Changes the password, or sets a validated guest's first one (it becomes a Player)",
        description:
          'Every session of the account ends; the answer carries the new one. A permanent account gives ' +
          'currentPassword; a ConfirmedAnonymous guest omits it.',
        querystring: noQuery,
        body: changePasswordSchema,
        response: { 200: changePasswordResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await currentUser(fastify, request);
      const { currentPassword, newPassword } = request.body;
      const token = await credentials.changePassword(user, currentPassword, newPassword);
      return { success: true, token };
    },
  );

  fastify.delete(
    '/',
    {
      onRequest: fastify.authenticate,
      preHandler: limits.password,
      schema: {
        tags,
        summary: "Deletes the account's personal data; its standings stay under 'Deleted player'",
        description:
          "`token` is the current password (permanent accounts) or the guest's stored password; with " +
          "two-factor on, the authenticator's current code will do too.",
        querystring: noQuery,
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await currentUser(fastify, request);
      await credentials.deleteAccount(user, request.body.token);
      return reply.code(204).send(null);
    },
  );
};

export default credentialsRoutes;
