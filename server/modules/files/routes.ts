// The File Manager's admin routes (docs/admin.md), under api/admin/v1: list the stored files, upload one as
// the raw body of `PUT Files/{name}` (its Content-Type the image's), delete one. Every route runs
// `authenticate` then `requireAdministrator` (a ShadowAdministrator lists, never writes); each upload and
// delete writes its audit row after the storage has changed.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '#server/modules/admin/index.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { nulProblem } from '#server/http/validator.ts';
import { allowedMediaType, isSafeFileName, sniffType, typeOfName } from './file-rules.ts';
import { fileDeletedSchema, fileListSchema, fileParamsSchema, storedFileSchema } from './schemas.ts';
import type { StoredFile } from './storage.ts';
import { acceptRawBodies, tooLarge } from './upload-body.ts';

const tags = ['Admin'];
/** The most files one list answers. */
const listCap = 1000;

const publicFileUrl = (name: string) => `/files/${name}`;

const fileDto = (file: StoredFile) => ({
  name: file.name,
  size: file.size,
  contentType: file.contentType as 'image/png',
  uploadedAt: file.uploadedAt.toISOString(),
  url: publicFileUrl(file.name),
});

function checkName(request: FastifyRequest): string {
  const { name } = request.params as { name: string };
  // Before the schema runs (the body is not read yet): a NUL answers as the shared check words it.
  const nul = nulProblem(name, 'params/name');
  if (nul) throw new HttpError('invalidRequest', { detail: nul });
  if (!isSafeFileName(name)) throw new HttpError('invalidFileName');
  return name;
}

const fileAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const maxBytes = fastify.config.fileMaxBytes;
  const guard = [fastify.authenticate, fastify.requireAdministrator];
  acceptRawBodies(fastify, maxBytes);

  /** What can be refused before the body is read: the name, the declared type and length. */
  async function checkUpload(request: FastifyRequest) {
    checkName(request);
    if (!allowedMediaType(request.headers['content-type'])) throw new HttpError('fileTypeNotAllowed');
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > maxBytes) throw tooLarge(maxBytes);
  }

  fastify.get(
    '/Files',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The files of the File Manager, by name',
        response: { 200: fileListSchema, ...errorResponses },
      },
    },
    async () => {
      const { files, truncated } = await fastify.fileStorage.list(listCap);
      return { files: files.map(fileDto), truncated };
    },
  );

  fastify.put(
    '/Files/:name',
    {
      onRequest: [...guard, checkUpload],
      config: { csrfRawBody: true },
      schema: {
        tags,
        summary: "Uploads (or replaces) a file: the body is the image's bytes, its Content-Type the image's",
        params: fileParamsSchema,
        response: { 200: storedFileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { name } = request.params;
      const declared = allowedMediaType(request.headers['content-type']);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // The bytes decide: the header and the extension must both say what they are.
      const actual = sniffType(body);
      if (!actual || actual !== declared || actual !== typeOfName(name))
        throw new HttpError('fileContentMismatch');
      await fastify.fileStorage.put(name, body, actual);
      const now = fastify.clock.now();
      await writeAudit(fastify.db, {
        actorId: request.user.id,
        action: 'uploadFile',
        targetId: null,
        detail: { name, size: body.length, contentType: actual },
        at: now,
      });
      return fileDto({ name, size: body.length, contentType: actual, uploadedAt: now });
    },
  );

  fastify.delete(
    '/Files/:name',
    {
      onRequest: [...guard, async (request: FastifyRequest) => void checkName(request)],
      schema: {
        tags,
        summary: 'Deletes a file',
        params: fileParamsSchema,
        response: { 200: fileDeletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!(await fastify.fileStorage.delete(name))) throw new HttpError('unknownFile');
      await writeAudit(fastify.db, {
        actorId: request.user.id,
        action: 'deleteFile',
        targetId: null,
        detail: { name },
        at: fastify.clock.now(),
      });
      return { ok: true as const };
    },
  );
};

export default fileAdminRoutes;
