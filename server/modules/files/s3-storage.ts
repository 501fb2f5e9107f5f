// The File Manager's storage in an S3-compatible bucket (FILE_STORAGE=s3): PutObject, ListObjectsV2,
// GetObject and DeleteObject, signed with AWS Signature Version 4 by aws4fetch, addressed path-style
// (endpoint/bucket/key) so that MinIO, R2, s3rver and AWS all take them. A PutObject is atomic: an object
// is either whole or absent.
import { AwsClient } from 'aws4fetch';
import type { FileStorageConfig } from '#server/config.ts';
import { isSafeFileName, typeOfName } from './file-rules.ts';
import { parseListObjects } from './s3-list.ts';
import type { FileStorage, StoredFile } from './storage.ts';

type S3Config = Extract<FileStorageConfig, { kind: 's3' }>;

/** An S3 answer the storage did not expect: a 500 for the caller, the status and S3's code in the log. */
class S3Error extends Error {
  constructor(operation: string, status: number, body: string) {
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'no code';
    super(`S3 ${operation} answered ${status} (${code})`);
    this.name = 'S3Error';
  }
}

function s3Client(config: S3Config): AwsClient {
  return new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    // The routes answer for themselves; a failed call is reported, not retried for seconds.
    retries: 0,
  });
}

export interface S3StorageOptions {
  /** How many keys a ListObjectsV2 page asks for (max-keys); unset: the server's own, 1000 on AWS. */
  listPageSize?: number;
  client?: Pick<AwsClient, 'fetch'>;
}

export function s3Storage(config: S3Config, options: S3StorageOptions = {}): FileStorage {
  const fetchImpl = options.client ?? s3Client(config);
  const bucketUrl = `${config.endpoint}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (name: string) => `${bucketUrl}/${encodeURIComponent(name)}`;
  const send = (url: string, init: RequestInit) => fetchImpl.fetch(url, init);

  async function fail(operation: string, response: Response): Promise<never> {
    throw new S3Error(operation, response.status, await response.text().catch(() => ''));
  }

  return {
    async put(name, body, contentType) {
      const response = await send(objectUrl(name), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      if (!response.ok) await fail('PutObject', response);
      await response.arrayBuffer();
    },

    async list(cap) {
      const files: StoredFile[] = [];
      let token: string | undefined;
      let truncated = false;
      do {
        const query = new URLSearchParams({ 'list-type': '2' });
        if (options.listPageSize) query.set('max-keys', String(options.listPageSize));
        if (token) query.set('continuation-token', token);
        const response = await send(`${bucketUrl}?${query}`, { method: 'GET' });
        if (!response.ok) await fail('ListObjectsV2', response);
        const page = parseListObjects(await response.text());
        for (const object of page.objects) {
          if (!isSafeFileName(object.key)) continue;
          if (files.length === cap) {
            truncated = true;
            break;
          }
          files.push({
            name: object.key,
            size: object.size,
            contentType: typeOfName(object.key) ?? 'application/octet-stream',
            uploadedAt: object.lastModified,
          });
        }
        token = truncated ? undefined : page.nextToken;
      } while (token);
      return { files: files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)), truncated };
    },

    async get(name) {
      const response = await send(objectUrl(name), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) await fail('GetObject', response);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: typeOfName(name) ?? 'application/octet-stream',
      };
    },

    async delete(name) {
      // S3 answers 204 whether or not the key existed: ask first, so that a missing file is a 404.
      const head = await send(objectUrl(name), { method: 'HEAD' });
      await head.arrayBuffer();
      if (head.status === 404) return false;
      if (!head.ok) await fail('HeadObject', head);
      const response = await send(objectUrl(name), { method: 'DELETE' });
      if (!response.ok) await fail('DeleteObject', response);
      await response.arrayBuffer();
      return true;
    },
  };
}
