// api/feedback/v1 (docs/help-and-policies.md):
//   POST Feedback        — anyone (signed in or not) sends a Contact Us message, after the captcha sign-up
//                          uses; it is stored for the administrators and its sender gets a receipt by e-mail;
//   GET  admin/Feedback  — administrators and shadow administrators read the messages, newest first, paged.
// Sending is limited per client and per address on top of the API-wide limit: the receipt is an e-mail to an
// address the sender types, so the form must not become a way to mail strangers.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { bodyField, limitedBy } from '#server/modules/auth/index.ts';
import { optionalCaller } from '#server/plugins/authenticate.ts';
import { feedbackPageQuerySchema, feedbackPageSchema, sendFeedbackRequestSchema } from './schemas.ts';
import { listFeedback, saveFeedback } from './store.ts';

const tags = ['Feedback'];
const noQuery = z.object({});
const hour = 60 * 60_000;

const feedbackRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const sendLimit = limitedBy(fastify, [
    { name: 'feedback:ip', max: 10, windowMs: hour },
    { name: 'feedback:email', max: 3, windowMs: hour, key: bodyField('email') },
  ]);

  fastify.post(
    '/Feedback',
    {
      preHandler: sendLimit,
      schema: {
        tags,
        summary: 'Sends a Contact Us message; its sender gets a receipt by e-mail',
        querystring: noQuery,
        body: sendFeedbackRequestSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, email: typed, ...message } = request.body;
      if (!(await fastify.captcha.verify(token, request.ip))) throw new HttpError('captchaFailed');
      const caller = await optionalCaller(request);
      const sender = caller ? await fastify.users.findById(caller.id) : undefined;
      const email = typed ?? sender?.email ?? undefined;
      if (!email) throw new HttpError('invalidRequest', { detail: 'body/email: Required.' });
      await saveFeedback(fastify.db, { ...message, email, userId: sender?.id ?? null }, fastify.clock.now());
      const receiptTo = sender ? { id: sender.id, displayName: sender.displayName } : null;
      // After the answer, like every other e-mail: a slow mail server must not hold the form.
      void fastify.emails
        .feedbackReceived(email, receiptTo, message.category)
        .catch((error: unknown) => fastify.log.error({ err: error }, 'Could not send the feedback receipt'));
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/admin/Feedback',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary: 'Lists the Contact Us messages, newest first',
        querystring: feedbackPageQuerySchema,
        response: { 200: feedbackPageSchema, ...errorResponses },
      },
    },
    async (request) => listFeedback(fastify.db, request.query.page, request.query.pageSize),
  );
};

export default feedbackRoutes;
