// Which e-mails a player gets: GET EmailPreferences, PUT emailPreferences, PUT
// emailPreferences/unsubscribeAll, PUT emailPreferences/reminderLeadTime (the weekly reminder's lead time), and the one-click link every e-mail carries, which needs no session.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { verifyUnsubscribeToken } from '#server/providers/mail/index.ts';
import { HttpError } from '#server/http/http-error.ts';
import { isUuid } from './ids.ts';
import {
  autoUnsubscribeParamsSchema,
  autoUnsubscribeQuerySchema,
  emailPreferencesRequestSchema,
  emptyBodySchema,
  emailPreferencesSchema,
  reminderLeadTimeSchema,
  unsubscribeAllSchema,
} from './schemas.ts';
import { currentUser } from './current-user.ts';
import type { AccountRouteOptions } from './rate-limits.ts';

const tags = ['Account'];
const noQuery = z.object({});

const emailPreferencesRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (fastify, { limits }) => {
  const repository = fastify.accountRepository;

  fastify.get(
    '/EmailPreferences',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'The e-mail types the player opted out of, and the unsubscribe-all switch',
        querystring: noQuery,
        response: { 200: emailPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await currentUser(fastify, request);
      return {
        unsubscribeAll: user.unsubscribeAll,
        unsubscribed: await repository.unsubscribedEmailTypeIds(user.id),
        reminderLeadHours: user.reminderLeadHours,
      };
    },
  );

  fastify.put(
    '/emailPreferences',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'Replaces the set of e-mail types (StaticLookups Emails ids) the player opts out of',
        querystring: noQuery,
        body: emailPreferencesRequestSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.body.unsubscribe)].sort((a, b) => a - b);
      const known = new Set(await repository.knownEmailTypeIds(ids));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new HttpError('unknownEmailType', { types: unknown.join(', ') });
      }
      await repository.replaceUnsubscriptions(request.user.id, ids);
      return reply.code(204).send(null);
    },
  );

  fastify.put(
    '/emailPreferences/unsubscribeAll',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'The one switch over every kind of optional e-mail (account e-mails always go)',
        querystring: noQuery,
        body: unsubscribeAllSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await repository.setUnsubscribeAll(request.user.id, request.body.unsubscribeAll);
      return reply.code(204).send(null);
    },
  );

  fastify.put(
    '/emailPreferences/reminderLeadTime',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: "How many hours before the gameweek's first kick-off the weekly reminder goes",
        querystring: noQuery,
        body: reminderLeadTimeSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await repository.setReminderLeadHours(request.user.id, request.body.hours);
      return reply.code(204).send(null);
    },
  );

  fastify.put(
    '/:userId/emailPreferences/autoUnsubscribeAll',
    {
      // No session: the link is opened from a mail client. The token (an HMAC of the user id) is the
      // proof; it never expires, so a link in an old e-mail still works.
      preHandler: limits.unsubscribeLink,
      schema: {
        tags,
        summary: "The one-click unsubscribe link of every e-mail: turns all the player's e-mail off",
        params: autoUnsubscribeParamsSchema,
        querystring: autoUnsubscribeQuerySchema,
        body: emptyBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const { token } = request.query;
      const valid =
        token !== undefined &&
        isUuid(userId) &&
        verifyUnsubscribeToken(fastify.config.jwtSecret, userId.toLowerCase(), token);
      if (!valid) throw new HttpError('invalidLink');
      // A deleted account has nothing left to unsubscribe: the link still answers success.
      await repository.setUnsubscribeAll(userId.toLowerCase(), true);
      return reply.code(204).send(null);
    },
  );
};

export default emailPreferencesRoutes;
