// The OpenAPI document of the whole API, built from the routes' zod schemas: how a newcomer learns the
// API. The document is GET /api/openapi.json; Swagger UI (its assets ship with it, so it works offline)
// is at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type FastifyPluginAsyncZod,
} from '@fastify/type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { finishDocument, type OpenApiObject } from './openapi-document.ts';

/**
 * Registered before any route: @fastify/swagger collects routes as they are added. The zod transform
 * makes each route's schemas JSON Schema; finishDocument adds what the routes do not say (openapi-document.ts).
 */
export const openApiDocument = fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Longshot API',
          version: '1',
          description:
            'The API of Longshot, a sports prediction game. Paths match case-insensitively and ignore a ' +
            'trailing slash. Every error answers with ApiErrorBody, whose `code` names the refusal; each ' +
            'operation lists the statuses it answers with their codes.',
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        finishDocument(jsonSchemaTransformObject(document) as OpenApiObject, fastify.config.publicUrl),
    });
  },
  { name: 'openapi-document' },
);

/** Registered inside the /api scope. */
export const openApiRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/openapi.json',
    {
      schema: { hide: true, querystring: z.object({}), response: { 200: z.record(z.string(), z.unknown()) } },
    },
    async () => api.swagger() as unknown as Record<string, unknown>,
  );
  // routePrefix is relative to the /api scope; indexPrefix tells the UI page where its assets are.
  await api.register(swaggerUi, { routePrefix: '/docs', indexPrefix: '/api' });
};
