// api/dev/outbox: the e-mails the server wrote, for a developer without an SMTP server (and for the
// end-to-end tests, which follow the links). Registered only when DEV_OUTBOX is on; otherwise every
// path here answers the usual 404. The e-mails hold live sign-in and reset links, so it must stay off
// wherever strangers can reach the server.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { OutboxRow } from '#server/db/schema.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { createOutboxStore } from '#server/providers/mail/outbox-store.ts';
import { renderOutboxPage } from './page.ts';
import { outboxQuerySchema, outboxSchema, type OutboxMessageDto } from './schemas.ts';

const shownMessages = 50;
const tags = ['Development'];

function toDto(row: OutboxRow): OutboxMessageDto {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

const devOutboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  if (!fastify.config.devOutbox) return;
  fastify.log.warn(
    'The developer outbox is on (DEV_OUTBOX): anyone who can reach this server can read every e-mail it writes, sign-in and password-reset links included.',
  );
  const store = createOutboxStore(fastify.db);
  const latest = async (to: string | undefined) =>
    (await store.list({ to, limit: shownMessages })).map(toDto);

  fastify.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: `The latest ${shownMessages} e-mails the server wrote, newest first (DEV_OUTBOX only)`,
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema, ...errorResponses },
      },
    },
    async (request) => ({ messages: await latest(request.query.to) }),
  );

  fastify.get(
    '/outbox/page',
    {
      schema: {
        tags,
        summary: 'The same e-mails as a page to read, links clickable (DEV_OUTBOX only)',
        // The document's media type of the 200 (errors stay JSON: their schemas name theirs).
        produces: ['text/html'],
        querystring: outboxQuerySchema,
        response: { 200: z.string().meta({ description: 'An HTML page' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = renderOutboxPage(await latest(request.query.to), request.query.to);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
};

export default devOutboxRoutes;
