// An upload's body: the file's raw bytes in any media type (the route checks the type itself), read up to
// FILE_MAX_BYTES. A declared Content-Length past it is refused before a byte is read; a body that grows
// past it (chunked, or a length that lies) is refused as soon as it does.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/http/http-error.ts';

export function tooLarge(maxBytes: number): HttpError {
  return new HttpError('fileTooLarge', { maxBytes });
}

/** Replaces the scope's body parsers with one that hands the route a Buffer of at most `maxBytes`. */
export function acceptRawBodies(fastify: FastifyInstance, maxBytes: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', async (request: unknown, payload: AsyncIterable<Buffer>) => {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of payload) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, total);
  });
}
