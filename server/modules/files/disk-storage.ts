// The File Manager's default storage: a directory (DATA_DIR/files). A file is written to a temporary name
// beside it, flushed, then renamed into place: a rename is atomic on one file system, so a crash leaves at
// most a temporary file (a leading dot, never listed nor served), never half an image under its name.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeFileName, typeOfName } from './file-rules.ts';
import type { FileStorage, StoredFile } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function diskStorage(directory: string): FileStorage {
  let made: Promise<unknown> | undefined;
  const ready = () => (made ??= mkdir(directory, { recursive: true }));
  const pathOf = (name: string) => join(directory, name);

  return {
    async put(name, body) {
      await ready();
      const temporary = pathOf(`.upload-${randomBytes(8).toString('hex')}`);
      try {
        const handle = await open(temporary, 'wx', 0o644);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, pathOf(name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async list(cap) {
      await ready();
      const names = (await readdir(directory)).filter(isSafeFileName).sort();
      const files: StoredFile[] = [];
      for (const name of names.slice(0, cap)) {
        try {
          const info = await stat(pathOf(name));
          if (!info.isFile()) continue;
          files.push({
            name,
            size: info.size,
            contentType: typeOfName(name) ?? 'application/octet-stream',
            uploadedAt: info.mtime,
          });
        } catch (error) {
          // Deleted between the listing and the stat.
          if (!isMissing(error)) throw error;
        }
      }
      return { files, truncated: names.length > cap };
    },

    async get(name) {
      await ready();
      try {
        const body = await readFile(pathOf(name));
        return { body, contentType: typeOfName(name) ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },

    async delete(name) {
      await ready();
      try {
        await unlink(pathOf(name));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
