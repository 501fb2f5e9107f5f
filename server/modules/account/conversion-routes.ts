// A guest becomes permanent: ConversionInProgress, ConvertAccount, ValidateEmailAddress. The password
// that completes it is PUT ChangePassword (credentials-routes.ts).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { conversionAcceptedMessage, createConversion } from './conversion.ts';
import { currentUser } from './current-user.ts';
import type { AccountRouteOptions } from './rate-limits.ts';
import {
  acceptedSchema,
  conversionInProgressSchema,
  convertAccountSchema,
  validateEmailAddressResultSchema,
  validateEmailAddressSchema,
} from './schemas.ts';

const tags = ['Account'];
const noQuery = z.object({});

const conversionRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (fastify, { limits }) => {
  const conversion = createConversion(fastify);

  fastify.get(
    '/ConversionInProgress',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'The address a conversion e-mail was sent to and not yet validated, or null',
        querystring: noQuery,
        response: { 200: conversionInProgressSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await currentUser(fastify, request);
      return { email: user.role === 'GuestPlayer' ? user.pendingEmail : null };
    },
  );

  fastify.post(
    '/ConvertAccount',
    {
      onRequest: fastify.authenticate,
      preHandler: limits.convertAccount,
      schema: {
        tags,
        summary: 'E-mails a guest the link that validates its address (a repeat call sends a new link)',
        description:
          'Answers the same whether or not the address can be linked: an address another account owns ' +
          'is never revealed, and nothing is sent to it.',
        querystring: noQuery,
        body: convertAccountSchema,
        response: { 202: acceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await currentUser(fastify, request);
      await conversion.start(user, request.body.loginId, request.body.email, request.log);
      return reply.code(202).send({ message: conversionAcceptedMessage });
    },
  );

  fastify.post(
    '/ValidateEmailAddress',
    {
      // No session needed: the link may be opened in another browser; the token is the proof.
      preHandler: limits.validateEmail,
      schema: {
        tags,
        summary: "Follows a conversion link: the guest's address is confirmed (status 3)",
        querystring: noQuery,
        body: validateEmailAddressSchema,
        response: { 200: validateEmailAddressResultSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: await conversion.validate(request.body.LoginId, request.body.Value) }),
  );
};

export default conversionRoutes;
