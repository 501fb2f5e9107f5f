// The File Manager (docs/admin.md): its storage as `fastify.fileStorage`, its admin routes and the public
// route that serves the files.
import fp from 'fastify-plugin';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept: DATA_DIR/files, or the S3 bucket FILE_STORAGE=s3 names. */
    fileStorage: FileStorage;
  }
}

export const fileStoragePlugin = fp(
  async (fastify) => {
    const settings = fastify.config.fileStorage;
    fastify.decorate(
      'fileStorage',
      settings.kind === 's3' ? s3Storage(settings) : diskStorage(settings.directory),
    );
  },
  { name: 'file-storage' },
);

export { default as fileAdminRoutes } from './routes.ts';
export { default as filePublicRoutes } from './public-routes.ts';
