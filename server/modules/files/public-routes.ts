// The uploaded files, served to everyone at /files/{name} (outside /api: the game's pages load them as
// images): the stored type, nosniff, cached for a while (an upload under the same name replaces it within
// the cache's time), 404 for a name that is unknown or not a safe one.
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '#server/http/api-error.ts';
import { isSafeFileName } from './file-rules.ts';

/** How long a browser or proxy may keep a file: 5 minutes. */
const fileCacheControl = 'public, max-age=300';

const filePublicRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: { name: string } }>(
    '/files/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const file = isSafeFileName(name) ? await fastify.fileStorage.get(name) : null;
      if (!file) return reply.code(404).send(apiError(404, 'unknownFile'));
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', fileCacheControl)
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
};

export default filePublicRoutes;
