// The one error handler: every failure answers with ApiErrorBody. A 4xx says what was wrong; a 5xx is
// logged with its request and answers only "Internal Server Error", or 503 with Retry-After when the
// database is out of reach (an outage, a partition, a timeout: the client may simply try again).
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { retryAfterSeconds, toApiError } from '#server/http/api-error.ts';

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const body = toApiError(error);
      if (body.statusCode >= 500) {
        request.log.error({ err: error, req: request, params: request.params }, 'Request failed');
      } else {
        request.log.info({ statusCode: body.statusCode, reason: body.message }, 'Request refused');
      }
      if (body.statusCode === 503) reply.header('retry-after', String(retryAfterSeconds));
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return reply.code(body.statusCode).send(body);
    });
  },
  { name: 'error-handler' },
);
