// api/account/v1/admin/News (docs/player-emails.md §5): an administrator sends a news e-mail to every
// player opted into news. A ShadowAdministrator is refused, as on every admin write.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  NEWS_BODY_MAX,
  NEWS_SUBJECT_MAX,
  type SendNewsDto,
  type SendNewsRequest,
} from '#core/contract/news.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { auditStep } from '#server/modules/admin/index.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { sendNews } from './news.ts';

const sendNewsRequestSchema = z
  .object({
    subject: z
      .string()
      .trim()
      .min(1, { error: 'Required.' })
      .max(NEWS_SUBJECT_MAX)
      .refine((subject) => !/[\r\n]/.test(subject), { error: 'One line only.' }),
    body: z.string().trim().min(1, { error: 'Required.' }).max(NEWS_BODY_MAX),
  })
  .meta({ id: 'SendNewsRequest' });
const sendNewsSchema = z.object({ newsId: z.string(), queued: z.number().int() }).meta({ id: 'SendNewsDto' });
const _request: Equals<z.output<typeof sendNewsRequestSchema>, SendNewsRequest> = true;
const _answer: Equals<z.output<typeof sendNewsSchema>, SendNewsDto> = true;

const playerMailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/admin/News',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags: ['Account'],
        summary: 'Sends a news e-mail to every player opted into news',
        querystring: z.object({}),
        body: sendNewsRequestSchema,
        response: { 200: sendNewsSchema, ...errorResponses },
      },
    },
    async (request): Promise<SendNewsDto> => {
      const now = fastify.clock.now();
      const audit = auditStep({
        actorId: request.user.id,
        action: 'sendNews',
        targetId: null,
        detail: { subject: request.body.subject },
        at: now,
      });
      return sendNews(fastify.db, request.body, request.user.id, now, audit);
    },
  );
};

export default playerMailRoutes;
