// The File Manager's request and answer shapes (docs/admin.md).
import { z } from 'zod';

/** Any text up to 200 characters: the route checks it against the safe pattern and answers invalidFileName. */
export const fileParamsSchema = z.object({ name: z.string().min(1).max(200) });

export const storedFileSchema = z
  .object({
    name: z.string(),
    size: z.number().int().nonnegative().meta({ description: 'In bytes.' }),
    contentType: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
    uploadedAt: z.iso.datetime(),
    url: z.string().meta({ description: 'Where the game reads it, relative to the site: /files/{name}.' }),
  })
  .meta({ id: 'StoredFileDto' });

export const fileListSchema = z
  .object({
    files: z.array(storedFileSchema).meta({ description: 'By name, at most 1000.' }),
    truncated: z.boolean().meta({ description: 'More files are stored than the list holds.' }),
  })
  .meta({ id: 'FileListDto' });

export const fileDeletedSchema = z.object({ ok: z.literal(true) }).meta({ id: 'FileDeletedDto' });
