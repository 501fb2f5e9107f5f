// Small real images (their magic numbers right) and the upload call as the admin app makes it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionTokens } from '#core/contract/auth.ts';

/** A 1×1 transparent PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A 1×1 GIF. */
export const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** The start of a JPEG and of a WebP: enough for their magic numbers. */
export const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14),
]);
export const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export function upload(
  app: FastifyInstance,
  name: string,
  body: Buffer,
  contentType: string,
  token: SessionTokens | undefined,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/v1/Files/${name}`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token.bearerToken}` } : {}),
      ...headers,
    },
    payload: body,
  });
}
