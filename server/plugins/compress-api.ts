// The API's larger answers (the week's events, standings, the OpenAPI document) go compressed to a client
// that accepts it: a phone on a slow network waits for bytes, not for the server. Small answers stay as
// they are, since compressing a few hundred bytes saves next to nothing and costs CPU on every call.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  negotiateEncoding,
  varyOnAcceptEncoding,
  type ContentEncoding,
} from '#server/http/content-encoding.ts';

/** Answers at or below this many bytes go uncompressed. */
export const compressAboveBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types only: an image or an archive is compressed already. */
function isCompressible(contentType: string): boolean {
  return /^(application\/(json|[\w.+-]+\+json|javascript|xml)|text\/)/i.test(contentType);
}

function encode(encoding: ContentEncoding, body: Buffer): Promise<Buffer> {
  // Per answer, so a fast level: brotli 5 is about gzip 9's speed and still smaller.
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams, empty answers
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
  const contentType = reply.getHeader('content-type');
  if (typeof contentType !== 'string' || !isCompressible(contentType)) return payload;
  // The answer depends on the header whether or not this one is compressed.
  reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length <= compressAboveBytes) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  const compressed = await encode(encoding, body);
  if (compressed.length >= body.length) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

export default fp(
  async (fastify) => {
    fastify.addHook('onSend', compressAnswer);
  },
  { name: 'compress-api' },
);
