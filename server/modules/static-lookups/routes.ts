// api/StaticLookups/v1/*: the sports, competitions and e-mail kinds. They change rarely, so browsers and
// proxies may keep them for five minutes.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import {
  activeSportsAndCompetitionsSchema,
  emailTypeSchema,
  sportGroupSchema,
  sportSchema,
  sportsQuerySchema,
} from './schemas.ts';
import { createStaticLookupsService } from './service.ts';

const lookupCacheControl = 'public, max-age=300';

const tags = ['StaticLookups'];
// Unknown query parameters (a cache buster, say) are ignored rather than refused.
const noQuery = z.object({});

const staticLookupsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const lookups = createStaticLookupsService(fastify.staticLookupsRepository);

  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', lookupCacheControl);
    return payload;
  });

  fastify.get(
    '/Emails',
    {
      schema: {
        tags,
        summary: 'The kinds of e-mail a player can opt out of',
        querystring: noQuery,
        response: { 200: z.array(emailTypeSchema), ...errorResponses },
      },
    },
    () => lookups.emailTypes(),
  );

  fastify.get(
    '/Sports',
    {
      schema: {
        tags,
        summary: 'The sports, in display order',
        querystring: sportsQuerySchema,
        response: { 200: z.array(sportSchema), ...errorResponses },
      },
    },
    (request) => lookups.sports(request.query.isActive),
  );

  fastify.get(
    '/AllSportsAndCompetitions',
    {
      schema: {
        tags,
        summary: 'Every sport with all its competitions',
        querystring: noQuery,
        response: { 200: z.array(sportGroupSchema), ...errorResponses },
      },
    },
    () => lookups.allSportsAndCompetitions(),
  );

  fastify.get(
    '/ActiveSportsAndCompetitions',
    {
      schema: {
        tags,
        summary: 'The active sports with their active competitions',
        querystring: noQuery,
        response: { 200: activeSportsAndCompetitionsSchema, ...errorResponses },
      },
    },
    async () => ({ data: await lookups.activeSportsAndCompetitions() }),
  );

  fastify.get(
    '/OutrightSportsAndCompetitions',
    {
      schema: {
        tags,
        summary: 'The sports that have outright competitions, with only those',
        querystring: noQuery,
        response: { 200: z.array(sportGroupSchema), ...errorResponses },
      },
    },
    () => lookups.outrightSportsAndCompetitions(),
  );
};

export default staticLookupsRoutes;
