// RFC 8058 one-click unsubscribe. Every e-mail's List-Unsubscribe header names this URL and its
// List-Unsubscribe-Post header promises mail clients that a POST of `List-Unsubscribe=One-Click` to it
// turns the e-mail off, with no page, no session and no cookie. A client that only opens the header's link
// (RFC 2369) gets a GET, which must change nothing (link scanners open links too): it is sent on to the
// unsubscribe page the e-mail's footer links to, where the player confirms.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { unsubscribeLink, verifyUnsubscribeToken } from '#server/providers/mail/index.ts';
import { HttpError } from '#server/http/http-error.ts';
import { isUuid } from './ids.ts';
import type { AccountRouteOptions } from './rate-limits.ts';
import { autoUnsubscribeParamsSchema, autoUnsubscribeQuerySchema } from './schemas.ts';

const tags = ['Account'];

/** RFC 8058 §3.2: the body a one-click POST carries, as a form. */
const oneClickBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (fastify, { limits }) => {
  const repository = fastify.accountRepository;

  // Mail clients post a form, which the API takes nowhere else; this plugin's scope alone reads one.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const validUser = (userId: string, token: string | undefined): string | null => {
    const id = userId.toLowerCase();
    return token !== undefined && isUuid(id) && verifyUnsubscribeToken(fastify.config.jwtSecret, id, token)
      ? id
      : null;
  };

  fastify.post(
    '/:userId/emailPreferences/oneClickUnsubscribe',
    {
      // Called by a mail provider's server, not by our pages: no Origin, no X-Requested-With, a form body.
      config: { csrf: false },
      preHandler: limits.unsubscribeLink,
      schema: {
        tags,
        summary: "RFC 8058 one-click unsubscribe: a mail client's POST turns all the player's e-mail off",
        consumes: ['application/x-www-form-urlencoded'],
        params: autoUnsubscribeParamsSchema,
        querystring: autoUnsubscribeQuerySchema,
        body: oneClickBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = validUser(request.params.userId, request.query.token);
      if (!userId) throw new HttpError('invalidLink');
      // A deleted account has nothing left to unsubscribe: the request still answers success.
      await repository.setUnsubscribeAll(userId, true);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/:userId/emailPreferences/oneClickUnsubscribe',
    {
      preHandler: limits.unsubscribeLink,
      schema: {
        tags,
        summary: 'The List-Unsubscribe link opened instead of posted: on to the unsubscribe page',
        params: autoUnsubscribeParamsSchema,
        querystring: autoUnsubscribeQuerySchema,
        response: { 303: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = validUser(request.params.userId, request.query.token);
      if (!userId) throw new HttpError('invalidLink');
      // No body: `send(null)` wrote the JSON text `null`, which the document (a 303 without content) does not say.
      return reply.redirect(unsubscribeLink(fastify.config.publicUrl, fastify.config.jwtSecret, userId), 303);
    },
  );
};

export default oneClickUnsubscribeRoutes;
