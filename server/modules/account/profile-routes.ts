// Who the player is: WhoAmI, MyInfo, myUserStatus, and the display name (myCredits: modules/credits).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { GuestUserStatusCode } from '#core/contract/account.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { currentUser } from './current-user.ts';
import { displayNameSchema, myInfoSchema, userStatusSchema, whoAmISchema } from './schemas.ts';

const tags = ['Account'];
const noQuery = z.object({});

const profileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.accountRepository;
  const authenticated = { onRequest: fastify.authenticate };

  fastify.get(
    '/WhoAmI',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'The user context the SPA keeps',
        querystring: noQuery,
        response: { 200: whoAmISchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await currentUser(fastify, request);
      return {
        userName: user.userName,
        displayName: user.displayName,
        userId: user.id,
        userTypeId: user.role === 'GuestPlayer' ? 0 : 1,
        userRoleId: user.role,
      } as const;
    },
  );

  fastify.get(
    '/MyInfo',
    {
      ...authenticated,
      schema: {
        tags,
        summary: "The player's own account details",
        querystring: noQuery,
        response: { 200: myInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await currentUser(fastify, request);
      return {
        userId: user.id,
        email: user.email,
        displayName: user.displayName,
        role: user.role,
        isGuest: user.role === 'GuestPlayer',
        twoFactorEnabled: user.twoFactorEnabled,
        recoveryCodesLeft: user.twoFactorEnabled ? await fastify.twoFactor.countRecoveryCodes(user.id) : 0,
        createdAt: user.createdAt.toISOString(),
      };
    },
  );

  fastify.get(
    '/myUserStatus',
    {
      ...authenticated,
      schema: {
        tags,
        summary: "A guest's progress towards a permanent account (0 for permanent accounts)",
        querystring: noQuery,
        response: { 200: userStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await currentUser(fastify, request);
      const status: GuestUserStatusCode = user.role === 'GuestPlayer' ? user.guestStatus : 0;
      return { status };
    },
  );

  fastify.put(
    '/DisplayName',
    {
      ...authenticated,
      schema: {
        tags,
        summary: 'Sets the name other players see; the SPA refreshes its token afterwards',
        querystring: noQuery,
        body: displayNameSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await repository.setDisplayName(request.user.id, request.body.displayName);
      return reply.code(204).send(null);
    },
  );
};

export default profileRoutes;
